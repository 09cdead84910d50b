import type { TAlertList } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The dashboard's alerts: one cache, refreshed when the hub says the alerts changed (AlertsChanged). */
export const alertKeys = { all: ['alerts'] as const };

/** GET /api/alert: the alerts shown to me today. A failure shows no alerts (spec 2 §8: no message). */
export function alertsQuery() {
  return queryOptions({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => api<TAlertList>(API_PATHS.alerts, { signal }),
    select: (response) => response.alerts,
    meta: { silent: true },
  });
}

/**
 * POST /api/alert/dismiss (spec 2 §7: alertId). The alert leaves at once; a failure only ends the busy
 * state (spec 2 §8: "Alert ... failures just stop the busy state; no message") and the alerts load again.
 */
export function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => api<null>(API_PATHS.alertDismiss, { method: 'POST', body: { alertId } }),
    meta: { silent: true },
    onMutate: async (alertId) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.all });
      queryClient.setQueryData<TAlertList>(alertKeys.all, (list) =>
        list ? { alerts: list.alerts.filter((alert) => alert.alertId !== alertId) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
