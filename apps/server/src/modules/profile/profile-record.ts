import {
  AGENCY_ROLES,
  isRoleIn,
  type EntityPolicy,
  type EntityType,
  type FormFailure,
  type ProfileRecordState,
  type RecordsReachViewer,
  type Tenant,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import {
  defineEntity,
  personRecordsScope,
  type ColumnOptions,
  type EntityDefinitionInput,
  type GridColumnDefinition,
  type PreSubmissionInput,
  type RecordStateSql,
  type VerificationSql,
} from '../../platform/entities/index.js';

/**
 * A profile record's verification state (every record table carries it; migration 20261126100000), and
 * for training records whether they came from the registry's sessions or another system (sent_via_api).
 * `more` adds an entity's own state (an employment's organization roles).
 */
/** What an entity adds to a profile record's state (its columns, joins, reading and flags). */
export interface MoreState {
  select?: RecordStateSql<ProfileRecordState>['select'];
  joins?: RecordStateSql<ProfileRecordState>['joins'];
  read?: (raw: Record<string, unknown>, state: ProfileRecordState) => ProfileRecordState;
  flags?: RecordStateSql<ProfileRecordState>['flags'];
}

export function verifiableState(
  options: { sentViaApi?: boolean; more?: MoreState } = {},
): RecordStateSql<ProfileRecordState> {
  const more = options.more;
  return {
    select: (tenant) =>
      sql`r.verified as sverified, r.rejected as srejected, r.verification_status as svstatus,
        ${options.sentViaApi ? sql`r.sent_via_api` : sql`false`} as sapi
        ${more?.select ? sql`, ${more.select(tenant)}` : sql``}`,
    ...(more?.joins ? { joins: more.joins } : {}),
    read(raw, base) {
      const state: ProfileRecordState = {
        ...base,
        verified: raw.sverified === true,
        rejected: raw.srejected === true,
        verificationStatus: raw.svstatus === 'Requested' ? 'Requested' : null,
        sentViaApi: raw.sapi === true,
      };
      return more?.read ? more.read(raw, state) : state;
    },
    flags: (state, raw, context) => ({
      verified: state.verified,
      rejected: state.rejected,
      verificationStatus: state.verificationStatus,
      ...more?.flags?.(state, raw, context),
    }),
  };
}

type ProfileRecordInput = Omit<
  EntityDefinitionInput<ProfileRecordState>,
  'keys' | 'owner' | 'scope' | 'recordsTable' | 'verifiable'
> & { policy: EntityPolicy<ProfileRecordState>; entityType: EntityType };

/**
 * A profile record's definition (migration 20261126100000): one table keyed by its own id, owned by
 * user_id, stamped on every save, disabled_at; a person's, seen through personRecordsAccess (the person's
 * scope), carrying its verification state and taking verification requests. A saved record is updated
 * in place (never upserted: its NOT NULL columns are written by the form that created it).
 */
export function profileRecordEntity(table: string, input: ProfileRecordInput) {
  return defineEntity<ProfileRecordState>({
    recordsTable: table,
    owner: { table, column: 'user_id' },
    scope: personRecordsScope,
    state: verifiableState(),
    verifiable: true,
    ...input,
  });
}

/**
 * The verification state in words (spec 3 §4 status icons: Requested, Approved, Rejected): what a
 * verifier filters by. A request made after a rejection reads Requested.
 */
export function verificationColumn(options: ColumnOptions = {}): GridColumnDefinition {
  return {
    propertyName: 'verification',
    columnName: 'Verification',
    type: 'text',
    sql: sql`case when r.verified then 'Verified' when r.verification_status = 'Requested' then 'Requested'
      when r.rejected then 'Rejected' else 'Not Verified' end`,
    sortable: true,
    filterable: true,
    operations: ['None', 'Equals'],
    ...options,
  };
}

/** The columns every record grid ends with: verified (the icon), the state in words, the last change. */
export function verificationColumns(options: ColumnOptions = {}): GridColumnDefinition[] {
  return [
    verificationColumn(options),
    // Shown by the web as the icon of the Verification column; kept for filters, sorts and exports.
    {
      propertyName: 'verified',
      columnName: 'Verified',
      type: 'boolean',
      sql: sql`r.verified`,
      sortable: true,
      filterable: true,
      hidden: true,
      ...options,
    },
    {
      propertyName: 'updatedAt',
      columnName: 'Last Updated',
      type: 'datetime',
      sql: sql`r.updated_at`,
      sortable: true,
      filterable: true,
      hidden: true,
      showTime: true,
      ...options,
    },
  ];
}

/** An element's value, trimmed; null when empty. */
export const valueOf = (input: PreSubmissionInput, elementId: number) =>
  input.values.get(elementId)?.trim() || null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date value the database can compare, or null (validation reports a malformed one). */
export const dateOf = (input: PreSubmissionInput, elementId: number) => {
  const value = valueOf(input, elementId);
  return value !== null && ISO_DATE.test(value) ? value : null;
};

/** A text compared as a person would: trimmed, any case. */
export const sameText = (column: string, value: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

/** A possible duplicate (overridable: the user may confirm it). */
export const duplicateWarning = (formElementId: number, message: string): FormFailure => ({
  formElementId,
  message,
  severity: 'warning',
  overridable: true,
});

/** Nobody verifies such records (community service, membership): they take requests, never answers. */
export const verifiedByNobody: VerificationSql['verifiedBy'] = () => sql<boolean>`false`;

/**
 * Education and certifications (agencyOrDirector of profile-record-policy.ts): agency staff (350, 375),
 * and directors (200) where the tenant lets them (tn), whatever the row.
 */
export const verifiedByAgencyOrDirector = (viewer: RecordsReachViewer, tenant: Tenant) =>
  isRoleIn(AGENCY_ROLES, viewer.activeRole) ||
  (viewer.activeRole === '200' && tenant.features.directorVerifiesRecords)
    ? sql<boolean>`true`
    : sql<boolean>`false`;
