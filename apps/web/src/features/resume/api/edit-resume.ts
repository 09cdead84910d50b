import type { TResumeEditAnswer, TResumeEditRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshResumes } from './resume-keys';

/**
 * POST /api/generatedResume/edit: saves the name, description and chosen records; the server makes the
 * PDF again (a new fileKey). The editor's fields have loaded again when the call resolves. A refusal (400)
 * is shown in the editor's errors box, not as a toast.
 */
export function useEditResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResumeEditRequest) =>
      api<TResumeEditAnswer>(API_PATHS.resumeEdit, { method: 'POST', body }),
    meta: { silent: true },
    onSettled: () => refreshResumes(queryClient),
  });
}
