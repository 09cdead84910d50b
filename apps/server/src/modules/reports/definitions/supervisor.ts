import { AGENCY_ROLES, EntityType } from '@registry/domain';
import { sql } from 'kysely';
import type { ReportDefinition } from '../report-definition.js';
import {
  byName,
  byOrganizationName,
  column,
  named,
  organizationColumns,
  organizationJoins,
  personColumns,
  personJoins,
  verificationState,
} from './columns.js';

/**
 * Spec 2 §4 calls the verifier's acts Approved and Declined; the history stores them as Verified and
 * Rejected (as the Verification History screen reads them). The others read as stored.
 */
const actionName = (expression: string) =>
  sql<string>`case ${sql.ref(expression)} when 'Verified' then 'Approved' when 'Rejected' then 'Declined'
    else ${sql.ref(expression)} end`;

/**
 * Every verification step taken by agency staff (those holding 350 or 375) on someone else's record: the
 * verifier's approvals, declines, returns and unverifications, most recent first.
 */
const staffVerificationActivity: ReportDefinition = {
  screen: 'supervisor',
  label: 'DHS Staff Verification Activity',
  runs: 'job',
  columns: (scope) => [
    column('Date', 'datetime', sql`a.at`),
    column(`Staff ${scope.tenant.labels.userId}`, 'text', sql`v.registry_id`),
    column('Staff Name', 'text', sql`v.first_name || ' ' || v.last_name`),
    column('Staff Email', 'text', sql`v.email`),
    column(`Acting For`, 'text', sql`o.name`),
    column('Action', 'text', actionName('a.action_type')),
    column('Record Type', 'text', sql`vr.record_type`),
    column('Record', 'text', sql`vr.identifier`),
    column(`Professional ${scope.tenant.labels.userId}`, 'text', sql`u.registry_id`),
    column('Professional First Name', 'text', sql`u.first_name`),
    column('Professional Last Name', 'text', sql`u.last_name`),
    column('Comments', 'text', sql`a.comments`),
  ],
  source: () => sql`verification_actions a
    join users v on v.id = a.actor_user_id
    join users u on u.id = a.owner_user_id
    left join organizations o on o.id = a.agency_id
    left join verification_records vr on vr.entity_type_id = a.entity_type_id and vr.entity_id = a.entity_id
    where a.actor_user_id <> a.owner_user_id
      and exists (select 1 from user_general_roles g where g.user_id = a.actor_user_id
                  and g.role_name in (${sql.join(AGENCY_ROLES.map((role) => sql.lit(role)))}))`,
  order: () => sql`a.at desc, a.id desc`,
};

const allAgencies: ReportDefinition = {
  screen: 'supervisor',
  label: 'All Agencies',
  runs: 'job',
  columns: organizationColumns,
  source: () => sql`organizations o ${organizationJoins} where true`,
  order: () => byOrganizationName,
};

/**
 * The verifiable records of a professional (profile records and the career lattice level they claim),
 * each with the entity's name and what names it (as Verification History writes them).
 */
const VERIFIABLE_RECORDS = [
  {
    entityType: EntityType.TrainingRecord,
    table: 'training_records',
    name: 'Training Record',
    identifier: 'x.training_name',
    date: 'x.training_date',
  },
  {
    entityType: EntityType.Education,
    table: 'education_records',
    name: 'Education',
    identifier: 'x.institution_name',
    date: 'x.end_date',
  },
  {
    entityType: EntityType.CommunityService,
    table: 'community_service_records',
    name: 'Community Service',
    identifier: 'x.organization_name',
    date: 'x.end_date',
  },
  {
    entityType: EntityType.Membership,
    table: 'membership_records',
    name: 'Membership',
    identifier: 'x.organization_name',
    date: 'x.end_date',
  },
  {
    entityType: EntityType.Certification,
    table: 'certification_records',
    name: 'Certification/Credential',
    identifier: 'coalesce(x.credential_name, x.credential_type)',
    date: 'x.issue_date',
  },
  {
    entityType: EntityType.Experience,
    table: 'employment_records',
    name: 'Experience',
    identifier: 'x.employer_name',
    date: 'x.end_date',
  },
  {
    entityType: EntityType.CareerLatticeLevel,
    table: 'career_lattice_levels',
    name: 'Career Lattice Level',
    identifier: `'Level ' || x.career_lattice_level`,
    date: 'null::date',
  },
] as const;

/** The record types' names by entity type. */
const RECORD_TYPE_NAMES = Object.fromEntries(
  VERIFIABLE_RECORDS.map((record) => [record.entityType, record.name]),
);

/** Every verifiable record not disabled, with its verification state, by professional. */
const recordVerification: ReportDefinition = {
  screen: 'supervisor',
  label: 'EC Professional Record Verification',
  runs: 'job',
  columns: (scope) => [
    ...personColumns(scope),
    column('Record Type', 'text', named(sql`x.entity_type_id`, RECORD_TYPE_NAMES)),
    column('Record ID', 'number', sql`x.id`),
    column('Record', 'text', sql`x.identifier`),
    column('Record Date', 'date', sql`x.record_date`),
    column('Verification Status', 'text', verificationState('x')),
    column(
      'Requested',
      'datetime',
      sql`case when x.verification_status = 'Requested' then x.verification_requested_at end`,
    ),
    column('Last Action', 'text', actionName('vr.last_action_type')),
    column('Last Action Date', 'datetime', sql`vr.last_action_at`),
  ],
  source: () => {
    const branches = VERIFIABLE_RECORDS.map(
      (record) =>
        sql`select ${sql.lit(record.entityType)}::int as entity_type_id, x.id, x.user_id, ${sql.raw(record.identifier)} as identifier,
            ${sql.raw(record.date)} as record_date, x.verified, x.rejected, x.verification_status,
            x.verification_requested_at
          from ${sql.table(record.table)} x where x.disabled_at is null`,
    );
    return sql`(${sql.join(branches, sql` union all `)}) x
      join users u on u.id = x.user_id
      ${personJoins}
      left join verification_records vr on vr.entity_type_id = x.entity_type_id and vr.entity_id = x.id
      where true`;
  },
  order: () => sql`${byName}, x.entity_type_id, x.id`,
};

/** The supervisor's general reports (375; the whole state). */
export const SUPERVISOR_DEFINITIONS: readonly ReportDefinition[] = [
  staffVerificationActivity,
  allAgencies,
  recordVerification,
];
