import type {
  TCoachActionAnswer,
  TCoachActionRequest,
  TCoachRelationship,
  TCoachRequest,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';

export const coachingKeys = {
  all: ['coaching'] as const,
  requests: ['coaching', 'requests'] as const,
  relationships: ['coaching', 'relationships'] as const,
  coaches: (name: string) => ['coaching', 'coaches', name] as const,
};

/** GET /api/coach/requests: the caller's coaching requests waiting for an answer, sent and received. */
export function coachRequestsQuery() {
  return queryOptions({
    queryKey: coachingKeys.requests,
    queryFn: ({ signal }) => api<TCoachRequest[]>(API_PATHS.coachRequests, { signal }),
  });
}

/** GET /api/coach/relationships: the caller's relationships with the offers (a coach's search rows). */
export function coachRelationshipsQuery() {
  return queryOptions({
    queryKey: coachingKeys.relationships,
    queryFn: ({ signal }) => api<TCoachRelationship[]>(API_PATHS.coachRelationships, { signal }),
  });
}

/** GET /api/coach/coaches?name=: the coaches whose name matches, with the offers. */
export function findCoachesQuery(name: string) {
  return queryOptions({
    queryKey: coachingKeys.coaches(name),
    queryFn: ({ signal }) => api<TCoachRelationship[]>(API_PATHS.coachFind, { query: { name }, signal }),
    enabled: name.length >= 2,
  });
}

/** Everything coaching shows loads again: after an action, or when the other side acted (the hub). */
export function refreshCoaching(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CoachRelationship) }),
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CoachRelationshipAction) }),
  ]);
}

/** POST /api/coach/coachrelationshipaction: one coaching action; every coaching list loads again. */
export function useCoachAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCoachActionRequest) =>
      api<TCoachActionAnswer>(API_PATHS.coachAction, { method: 'POST', body }),
    onSettled: () => refreshCoaching(queryClient),
  });
}
