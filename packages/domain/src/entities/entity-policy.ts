import { MANAGES_DISABLED_ROWS, type RoleName } from '../roles.js';
import type { RecordsReachTarget, RecordsReachViewer } from '../policies/records.js';
import type { Tenant } from '../tenants/types.js';
import type { EntityType } from './entity-types.js';

/**
 * How far a viewer reaches the owner of an entity's records (each entity's policy says, from whose records
 * they are): change them, only read them, or nothing (their calls answer 404).
 */
export type Reach = 'edit' | 'view' | 'none';

/** The tenant as policies read it: its feature flags. */
export type PolicyTenant = Pick<Tenant, 'features'>;

/** Who is asking: the signed-in user, the role active in their session and its claims. */
export interface EntityViewer {
  userId: number;
  activeRole: RoleName | null;
  claims: readonly string[];
}

/** What the viewer may do with one record (spec 3 §3 row flags canView, canEdit, canDisable, canDelete). */
export interface RecordPermissions {
  canView: boolean;
  canEdit: boolean;
  canDisable: boolean;
  canDelete: boolean;
}

export const NO_PERMISSIONS: RecordPermissions = {
  canView: false,
  canEdit: false,
  canDisable: false,
  canDelete: false,
};

/** A record as every policy reads it: whose it is and whether it is disabled. */
export interface RecordState {
  ownerUserId: number;
  disabled: boolean;
}

/**
 * Who may do what with the records of one entity type (DESIGN §3 "Entity definitions"): the one answer
 * behind its forms, its grid's row flags, Disable/Enable, delete, uploads and verification, used by the
 * server to enforce and by the web to present. Each entity's policy has a table test of roles x targets.
 */
export interface EntityPolicy<State extends RecordState = RecordState> {
  readonly entityType: EntityType;
  /**
   * How far the viewer reaches the records of `owner` (the person a record is for or by). The server's
   * SQL scope of the entity's grids says the same in the WHERE clause (its tests hold the two equal).
   */
  reach(viewer: RecordsReachViewer, owner: RecordsReachTarget, tenant: PolicyTenant): Reach;
  /** The row flags of a record whose owner the viewer reaches with `reach`. */
  permissions(viewer: EntityViewer, tenant: PolicyTenant, reach: Reach, record: State): RecordPermissions;
  /** Whether the viewer may add a record for an owner they reach with `reach` (Add New, a new form). */
  mayAdd(viewer: EntityViewer, tenant: PolicyTenant, reach: Reach, ownerUserId: number): boolean;
  /**
   * Whether the viewer's active role sees Disable/Enable and Include Disabled on the entity's grids (spec 3
   * §6); a row offers Disable/Enable only where its canDisable flag also says so.
   */
  disableControls(activeRole: RoleName | null, tenant: PolicyTenant): boolean;
  /**
   * Why the record may not be changed by the viewer although their reach would let them (their own record
   * locked while its verification is requested, once verified, or sent by another system), in words; null:
   * it is not locked for them. The refusal of a save.
   */
  lockMessage(viewer: EntityViewer, record: State): string | null;
  /**
   * Whether the viewer may verify (approve or decline) the record (spec 3 §6); absent for entities that
   * are not verified.
   */
  mayVerify?(viewer: RecordsReachViewer, tenant: PolicyTenant, reach: Reach, record: State): boolean;
}

/**
 * The roles that see Disable/Enable and Include Disabled on every grid (spec 3 §6: AdminUser, 400, 500),
 * and beside them the roles an entity adds (100 on certifications in tn, 250 on courses, sessions and
 * enrollments): the disableControls of a policy.
 */
export function disableControlsFor(
  extra: (activeRole: RoleName, tenant: PolicyTenant) => boolean = () => false,
): EntityPolicy['disableControls'] {
  return (activeRole, tenant) =>
    activeRole !== null && (MANAGES_DISABLED_ROWS.includes(activeRole) || extra(activeRole, tenant));
}

/** What a form of the record lets the viewer do: fill it in, only read it, or not see it (404). */
export type FormAccess = 'edit' | 'view' | 'none';

/**
 * A form's access, from the entity's policy: for a new record (`record` null) 'edit' where the viewer may
 * add one, else none; for a record, 'edit' where they may edit it, 'view' where they may only see it.
 */
export function formAccessOf<State extends RecordState>(
  policy: EntityPolicy<State>,
  viewer: EntityViewer,
  tenant: PolicyTenant,
  reach: Reach,
  record: State | null,
  ownerUserId: number,
): FormAccess {
  if (record === null) return policy.mayAdd(viewer, tenant, reach, ownerUserId) ? 'edit' : 'none';
  const permissions = policy.permissions(viewer, tenant, reach, record);
  return permissions.canEdit ? 'edit' : permissions.canView ? 'view' : 'none';
}
