import { feedbackEntity } from './feedback.js';
import type { EntityDefinition } from './types.js';
import { userEntity } from './user.js';

export type { EntityDefinition, EntityProperty, PropertyKind } from './types.js';

/** The entity definitions by type id. Adding an entity: a migration plus one definition file here. */
export const ENTITIES: ReadonlyMap<number, EntityDefinition> = new Map(
  [userEntity, feedbackEntity].map((entity) => [entity.entityTypeId, entity]),
);

export function entityDefinition(entityTypeId: number): EntityDefinition | undefined {
  return ENTITIES.get(entityTypeId);
}
