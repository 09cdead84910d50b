import { alertGrid } from './alert.js';
import { certificationGrid } from './certification.js';
import { communityServiceGrid } from './community-service.js';
import { educationGrid } from './education.js';
import { employmentGrid } from './employment.js';
import { membershipGrid } from './membership.js';
import { trainingGrid, trainingReachGrid } from './training.js';
import type { RecordGridDefinition } from './types.js';

export type { GridColumnDefinition, GridRows, RecordGridDefinition } from './types.js';

/** Every grid, by entity type and altGridId. Adding a grid: one definition file and a line here. */
export const GRIDS: readonly RecordGridDefinition[] = [
  trainingGrid,
  trainingReachGrid,
  educationGrid,
  communityServiceGrid,
  membershipGrid,
  certificationGrid,
  employmentGrid,
  alertGrid,
];

const byKey = new Map(GRIDS.map((grid) => [`${grid.entityTypeId}:${grid.altGridId ?? ''}`, grid]));

export function gridDefinition(
  entityTypeId: number,
  altGridId: string | null,
): RecordGridDefinition | undefined {
  return byKey.get(`${entityTypeId}:${altGridId ?? ''}`);
}
