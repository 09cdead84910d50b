import type { TResumePublishAnswer } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshResumes } from './resume-keys';

/** POST /api/generatedResume/publish?resumeId=: publishes a saved, previewed resume (spec 3 §4). */
export function usePublishResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resumeId: number) =>
      api<TResumePublishAnswer>(API_PATHS.resumePublish, { method: 'POST', query: { resumeId } }),
    onSettled: () => refreshResumes(queryClient),
  });
}
