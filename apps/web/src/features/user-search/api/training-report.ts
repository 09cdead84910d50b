import type { TTrainingReportResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

export interface TrainingReportRequest {
  username: string;
  organizationId: string;
}

/** The report's base64 PDF as bytes. */
function pdfOf(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * GET /api/accounts/trainingreport?username=&organizationId= (tn, spec 2 §7): a person's training report
 * at an organization as a base64 PDF, saved under the server's file name. A failure only stops the busy
 * state (spec 2 §8: "a failure stores the error").
 */
export function useTrainingReport() {
  return useMutation({
    mutationFn: async (request: TrainingReportRequest) => {
      const answer = await api<TTrainingReportResponse>(API_PATHS.trainingReport, {
        query: { username: request.username, organizationId: request.organizationId },
      });
      saveFile(pdfOf(answer.file), answer.fileName);
      return answer.fileName;
    },
    meta: { silent: true },
  });
}
