import { NO_PERMISSIONS, type EntityPolicy } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { personRecordsAccess } from './records.js';

/**
 * Verification History (entity 15, spec 2 "Verification History"): one row per record with verification
 * actions. Its rows are the records', so whose rows the viewer reaches is the records' rule
 * (personRecordsAccess over the record's owner); the grid is only for holders of
 * CLAIMS.verificationHistory (350, 375, 400, 500, AdminUser), its requiredClaim. A row is only viewed (its history, its record read-only): never added, edited,
 * disabled or deleted.
 */
export const verificationPolicy: EntityPolicy = {
  entityType: EntityType.Verification,
  // The grid itself is held by CLAIMS.verificationHistory (its requiredClaim: 404 to anyone else); the
  // reach is the records' rule, which the grid's SQL scope (personRecordsScope) carries out.
  reach: (viewer, owner) => personRecordsAccess(viewer, owner),
  permissions: (_viewer, _tenant, reach) =>
    reach === 'none' ? NO_PERMISSIONS : { ...NO_PERMISSIONS, canView: true },
  mayAdd: () => false,
  disableControls: () => false,
  lockMessage: () => null,
};
