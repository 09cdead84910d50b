import type { TPreSubmissionRequest, TPreSubmissionResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** POST /api/form/presubmissionvalidation: the form's configured checks on the values it lists. */
export function checkBeforeSubmit(request: TPreSubmissionRequest): Promise<TPreSubmissionResponse> {
  return api<TPreSubmissionResponse>(API_PATHS.preSubmission, { method: 'POST', body: request });
}
