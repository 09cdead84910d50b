import type { TReportAnswer, TReportRespondRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { reportCommentKeys } from './report-comments';

/**
 * POST /api/reporting/respond: a reviewer approves (455) or declines (456, with a comment) a Submitted
 * report; the reports and the report's comments load again.
 */
export function useRespondReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportRespondRequest) =>
      api<TReportAnswer>(API_PATHS.reportRespond, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Report) }),
        queryClient.invalidateQueries({ queryKey: reportCommentKeys.all }),
      ]),
  });
}
