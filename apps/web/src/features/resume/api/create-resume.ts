import type { TResumeCreateRequest, TResumeFields } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshResumes, resumeKeys } from './resume-keys';

/**
 * POST /api/generatedResume/create: a new generated resume, a draft (Generate Resume), or a copy of one's
 * choices (Start a new version of a published one). Answers the editor's fields of the new resume.
 */
export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResumeCreateRequest) =>
      api<TResumeFields>(API_PATHS.resumeCreate, { method: 'POST', body }),
    onSuccess: (fields) => queryClient.setQueryData(resumeKeys.fields(fields.resumeId), fields),
    onSettled: () => refreshResumes(queryClient),
  });
}
