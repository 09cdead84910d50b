import { alertEntity } from './alert.js';
import { certificationEntity } from './certification.js';
import { communityServiceEntity } from './community-service.js';
import { educationEntity } from './education.js';
import { employmentEntity } from './employment.js';
import { feedbackEntity } from './feedback.js';
import { membershipEntity } from './membership.js';
import { sampleEntity } from './sample.js';
import { trainingRecordEntity } from './training-record.js';
import type { EntityDefinition } from './types.js';
import { userEntity } from './user.js';

export type { EntityDefinition, EntityProperty, NumberRange, PropertyKind } from './types.js';

/** The entity definitions by type id. Adding an entity: a migration plus one definition file here. */
export const ENTITIES: ReadonlyMap<number, EntityDefinition> = new Map(
  [
    userEntity,
    trainingRecordEntity,
    educationEntity,
    communityServiceEntity,
    membershipEntity,
    certificationEntity,
    employmentEntity,
    feedbackEntity,
    alertEntity,
    sampleEntity,
  ].map((entity) => [entity.entityTypeId, entity]),
);

export function entityDefinition(entityTypeId: number): EntityDefinition | undefined {
  return ENTITIES.get(entityTypeId);
}
