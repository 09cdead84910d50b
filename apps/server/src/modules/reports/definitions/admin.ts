import { GENERAL_ROLES, roleLabel, TENANTS, type GeneralRole, type Tenant } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumn, ReportDefinition } from '../report-definition.js';
import {
  byName,
  byOrganizationName,
  column,
  holdsOrganizationRole,
  nowOf,
  organizationColumns,
  organizationJoins,
  organizationsJoin,
  personColumns,
  personJoins,
  wallClock,
  wallDate,
  yearStartOf,
} from './columns.js';

/**
 * A list of the people who hold a role (the '... Level Users' reports): the person columns, the
 * organizations where they hold an active organization role, and their account (created, last sign-in,
 * confirmed, locked). `holds` is the condition on `u`.
 */
function levelUsers(
  label: string,
  holds: RawBuilder<boolean>,
  organizationRoles: readonly ('100' | '200')[] = ['100', '200'],
): ReportDefinition {
  return {
    screen: 'admin',
    label,
    runs: 'job',
    columns: (scope): ReportColumn[] => [
      ...personColumns(scope),
      column('Organizations', 'text', sql`orgs.names`),
      column('Account Created', 'datetime', sql`u.created_at`),
      column('Last Sign-In', 'datetime', sql`ls.last_at`),
      column('Confirmed', 'boolean', sql`u.is_confirmed`),
      column('Locked', 'boolean', sql`u.user_locked`),
    ],
    // The latest sign-ins as one grouped pass over the sessions (a lookup per person would scan each
    // person's sessions: the sessions' index holds the live ones only).
    source: () => sql`users u ${personJoins} ${organizationsJoin('orgs', organizationRoles)}
      left join (select s.user_id, max(s.created_at) as last_at from sessions s group by s.user_id) ls
        on ls.user_id = u.id
      where ${holds}`,
    order: () => byName,
  };
}

const holdsGeneralRole = (role: GeneralRole): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = ${sql.lit(role)})`;

/** The 350 role's list, named after the tenant's staff role ('DHS Staff Level Users'). */
export const staffLevelUsersLabel = (tenant: Pick<Tenant, 'labels'>): string =>
  `${tenant.labels.staffRole} Level Users`;

/** The roles the Access Summary counts: the tenant's general roles, then the organization roles. */
function accessRoles(tenant: Tenant): { kind: string; code: string; name: string }[] {
  const general = GENERAL_ROLES.filter((role) => tenant.generalRoles.includes(role)).map((role) => ({
    kind: 'General',
    code: role,
    name: roleLabel(role, tenant),
  }));
  const organization = tenant.features.organizations
    ? [
        { kind: 'Organization', code: '200', name: roleLabel('200', tenant) },
        { kind: 'Organization', code: '100', name: 'Staff' },
      ]
    : [];
  return [...general, ...organization];
}

const accessSummary: ReportDefinition = {
  screen: 'admin',
  label: 'Access Summary by User Roles',
  runs: 'now',
  columns: () => [
    column('Role Type', 'text', sql`r.kind`),
    column('Role', 'text', sql`r.code`),
    column('Role Name', 'text', sql`r.name`),
    column('People', 'number', sql`coalesce(n.people, 0)`),
    column('Confirmed Accounts', 'number', sql`coalesce(n.confirmed, 0)`),
    column('Locked Accounts', 'number', sql`coalesce(n.locked, 0)`),
  ],
  source: (scope) => {
    const roles = accessRoles(scope.tenant).map(
      (role, position) =>
        sql`(${sql.lit(role.kind)}, ${sql.lit(role.code)}, ${sql.lit(role.name)}, ${sql.lit(position)})`,
    );
    return sql`(values ${sql.join(roles)}) as r(kind, code, name, position)
      left join (
        select 'General' as kind, g.role_name as code, count(*)::int as people,
          (count(*) filter (where u.is_confirmed))::int as confirmed,
          (count(*) filter (where u.user_locked))::int as locked
        from user_general_roles g join users u on u.id = g.user_id
        group by g.role_name
        union all
        select 'Organization', h.role_name, count(*)::int, (count(*) filter (where u.is_confirmed))::int,
          (count(*) filter (where u.user_locked))::int
        from (select distinct e.user_id, r.role_name from employment_records e
                join organization_roles r on r.employment_record_id = e.id
              where r.active and e.organization_id is not null) h
        join users u on u.id = h.user_id
        group by h.role_name
      ) n on n.kind = r.kind and n.code = r.code
      where true`;
  },
  order: () => sql`r.position`,
};

/** Organizations with someone holding an active organization role there (the registry has no other "active"). */
const activeAgencyList: ReportDefinition = {
  screen: 'admin',
  label: 'Active Agency List',
  runs: 'job',
  columns: organizationColumns,
  source: () => sql`organizations o ${organizationJoins}
    where exists (select 1 from employment_records e join organization_roles r on r.employment_record_id = e.id
                  where e.organization_id = o.id and r.active)`,
  order: () => byOrganizationName,
};

const childCareProviders: ReportDefinition = {
  screen: 'admin',
  label: 'Child Care Providers',
  runs: 'job',
  columns: organizationColumns,
  source: () => sql`organizations o ${organizationJoins} where o.kind = 'facility'`,
  order: () => byOrganizationName,
};

/** A count over the state, for Summary Numbers. */
const count = (header: string, query: RawBuilder<unknown>) => column(header, 'number', sql`(${query})`);

/** A count of the rows of each profile record table that are not disabled, and of those verified. */
const recordCount = (table: string, verifiedOnly = false) =>
  sql`select count(*)::int from ${sql.table(table)} x where x.disabled_at is null${verifiedOnly ? sql` and x.verified` : sql``}`;

const summaryNumbers: ReportDefinition = {
  screen: 'admin',
  label: 'Summary Numbers',
  runs: 'now',
  columns: (scope) => {
    const now = nowOf(scope);
    const yearStart = yearStartOf(scope);
    // A session's times are wall times in its own zone: its start as an instant, to compare with the year's.
    const sessionStart = sql`(s.training_start at time zone s.time_zone)`;
    return [
      count(
        'EC Professionals',
        sql`select count(*)::int from user_general_roles g where g.role_name = '100'`,
      ),
      count('Confirmed Accounts', sql`select count(*)::int from users u where u.is_confirmed`),
      count(
        'New Accounts This Year',
        sql`select count(*)::int from users u where u.created_at >= ${yearStart}`,
      ),
      count(
        'Professionals with an Active Staff Role',
        sql`select count(distinct e.user_id)::int from employment_records e
            join organization_roles r on r.employment_record_id = e.id
            where r.active and r.role_name = '100' and e.organization_id is not null`,
      ),
      count('Organizations', sql`select count(*)::int from organizations`),
      count('Agencies', sql`select count(*)::int from organizations o where o.kind = 'agency'`),
      count('Facilities', sql`select count(*)::int from organizations o where o.kind = 'facility'`),
      count('Training Records', recordCount('training_records')),
      count('Verified Training Records', recordCount('training_records', true)),
      column(
        'Training Hours',
        'number',
        sql`(select coalesce(sum(x.hours), 0) from training_records x where x.disabled_at is null)`,
      ),
      count('Education Records', recordCount('education_records')),
      count('Certification/Credential Records', recordCount('certification_records')),
      count(
        'Open Verification Requests',
        sql`select (${sql.join(
          [
            'training_records',
            'education_records',
            'community_service_records',
            'membership_records',
            'certification_records',
            'employment_records',
            'career_lattice_levels',
          ].map(
            (table) =>
              sql`(select count(*) from ${sql.table(table)} x
                   where x.verification_status = 'Requested' and x.disabled_at is null)`,
          ),
          sql` + `,
        )})::int`,
      ),
      count('Courses', sql`select count(*)::int from courses c where c.disabled_at is null`),
      count(
        'Training Sessions This Year',
        sql`select count(*)::int from course_sections s
            where s.disabled_at is null and ${sessionStart} >= ${yearStart} and ${sessionStart} < ${yearStart} + interval '1 year'`,
      ),
      count(
        'Active Training Sessions',
        sql`select count(*)::int from course_sections s
            where s.disabled_at is null and (s.training_end at time zone s.time_zone) > ${now}`,
      ),
      count(
        'Registrations This Year',
        sql`select count(*)::int from enrollments e join course_sections s on s.id = e.course_section_id
            where e.status = 'Registered' and e.disabled_at is null and s.disabled_at is null
              and ${sessionStart} >= ${yearStart} and ${sessionStart} < ${yearStart} + interval '1 year'`,
      ),
      count(
        'Completions This Year',
        sql`select count(*)::int from enrollments e join course_sections s on s.id = e.course_section_id
            where e.attendance = 1 and e.disabled_at is null and s.disabled_at is null
              and ${sessionStart} >= ${yearStart} and ${sessionStart} < ${yearStart} + interval '1 year'`,
      ),
      count(
        'Active Coaching Relationships',
        sql`select count(*)::int from coach_relationships c where c.active`,
      ),
    ];
  },
  source: () => sql`(values (1)) as one(n) where true`,
  order: () => sql`one.n`,
};

/** The sessions of every trainer that are not over yet (their end, in their own zone, after the run). */
const activeTrainingSessions: ReportDefinition = {
  screen: 'admin',
  label: 'All QEAs Active Training Sessions',
  runs: 'job',
  columns: (scope) => [
    column('Course Name', 'text', sql`c.course_name`),
    column('Course Number', 'text', sql`c.course_number`),
    column('Session ID', 'number', sql`s.id`),
    column('Session Name', 'text', sql`s.section_name`),
    column(`Trainer ${scope.tenant.labels.userId}`, 'text', sql`u.registry_id`),
    column('Trainer Name', 'text', sql`u.first_name || ' ' || u.last_name`),
    column('Trainer Email', 'text', sql`u.email`),
    column('Start Date', 'date', wallDate('s.training_start')),
    column('Start Time', 'text', wallClock('s.training_start')),
    column('End Date', 'date', wallDate('s.training_end')),
    column('End Time', 'text', wallClock('s.training_end')),
    column('Time Zone', 'text', sql`s.time_zone`),
    column('Registration Deadline', 'date', wallDate('s.reg_deadline')),
    column('Region', 'text', sql`s.region`),
    column('Location', 'text', sql`s.location_name`),
    column('Delivery Method', 'text', sql`s.delivery_method`),
    column('Hours', 'number', sql`coalesce(s.hours, c.hours)`),
    column('Seats', 'number', sql`s.capacity`),
    column('Registered', 'number', sql`s.registered_count`),
    column('Open Seats', 'number', sql`greatest(s.capacity - s.registered_count, 0)`),
    column('Waitlist Seats', 'number', sql`s.waitlist_capacity`),
    column('Waitlisted', 'number', sql`s.waitlisted_count`),
    column('Locked', 'boolean', sql`s.record_is_locked`),
  ],
  source: (scope) => sql`course_sections s
    join courses c on c.id = s.course_id
    join users u on u.id = s.user_id
    where s.disabled_at is null and c.disabled_at is null
      and (s.training_end at time zone s.time_zone) > ${nowOf(scope)}`,
  order: () => sql`s.training_start, s.id`,
};

/** The level users' reports of the fixed labels. */
const LEVEL_USERS: readonly ReportDefinition[] = [
  levelUsers('Coach Level Users', holdsGeneralRole('300')),
  levelUsers('Director Level Users', holdsOrganizationRole(['200']), ['200']),
  levelUsers('QEA Level Users', holdsGeneralRole('250')),
  levelUsers('EC Professional Level Users', holdsGeneralRole('100')),
  levelUsers(
    'Unassociated EC Professional Level Users',
    sql<boolean>`${holdsGeneralRole('100')} and not ${holdsOrganizationRole(['100', '200'])}`,
  ),
];

/**
 * The 350 role's list under each tenant's label ('Child Care Consultant Level Users', 'DHS Staff Level
 * Users', 'Staff Level Users'): the engine finds a definition by screen and label, and a tenant offers
 * only its own label (domain reportOptions), so the others are never reached in it.
 */
const STAFF_LEVEL_USERS: readonly ReportDefinition[] = [
  ...new Set(Object.values(TENANTS).map((tenant) => staffLevelUsersLabel(tenant))),
].map((label) => levelUsers(label, holdsGeneralRole('350')));

/**
 * The admin and manager reports (400, 500, AdminUser; the whole state): the eleven of spec 2 §9, the 350
 * role's under every tenant's label. docs/decisions/reports.md "Columns" describes each.
 */
export const ADMIN_DEFINITIONS: readonly ReportDefinition[] = [
  accessSummary,
  activeAgencyList,
  ...LEVEL_USERS,
  ...STAFF_LEVEL_USERS,
  summaryNumbers,
  activeTrainingSessions,
  childCareProviders,
];
