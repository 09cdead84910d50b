import { EntityType } from '@registry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/api/get-grid';

/** The PDP's query keys (a module of its own: the hub's connection reads it without loading the pages). */
export const pdpKeys = {
  all: ['pdp'] as const,
  items: ['pdp', 'item'] as const,
  item: (entityTypeId: number, entityId: number) => ['pdp', 'item', entityTypeId, entityId] as const,
  selfAssessment: (userId: number) => ['pdp', 'self-assessment', userId] as const,
};

/** What a comment, reflection or verification changes: the items' grids, the comments grid, the item. */
export function refreshPdp(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Comment) }),
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.PdpRequiredTraining) }),
    queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.PdpGoal) }),
    queryClient.invalidateQueries({ queryKey: pdpKeys.items }),
  ]);
}
