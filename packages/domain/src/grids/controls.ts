import type { Tenant } from '../tenants/types.js';

/** Spec 3 §6: the entity types whose rows a trainer (250) disables: courses, sessions, enrollments. */
const TRAINER_DISABLED_TYPES: readonly number[] = [23, 24, 26];
/** Certification/credential records (spec 3 §3). */
const CERTIFICATION_TYPE = 7;

/**
 * Whether a grid shows Disable/Enable and Include Disabled (spec 3 §6): for AdminUser, 400 and 500; role
 * 100 on certifications (entity type 7) where the tenant allows it (tn); role 250 on courses, sessions
 * and enrollments (23, 24, 26). A row offers Disable/Enable only where its canDisable flag also says so.
 */
export function showsDisableControls(
  activeRole: string | null,
  entityTypeId: number,
  tenant: Pick<Tenant, 'features'>,
): boolean {
  switch (activeRole) {
    case 'AdminUser':
    case '400':
    case '500':
      return true;
    case '100':
      return entityTypeId === CERTIFICATION_TYPE && tenant.features.staffDisablesCertifications;
    case '250':
      return TRAINER_DISABLED_TYPES.includes(entityTypeId);
    default:
      return false;
  }
}
