import type { TReportAnswer, TReportSubmitRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { reportCommentKeys } from './report-comments';

/**
 * POST /api/reporting/submit: the trainer submits their Draft or Declined report with an optional comment;
 * the reports and the report's comments load again.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportSubmitRequest) =>
      api<TReportAnswer>(API_PATHS.reportSubmit, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Report) }),
        queryClient.invalidateQueries({ queryKey: reportCommentKeys.all }),
      ]),
  });
}
