import {
  ADMIN_LEVEL_ROLES,
  CLAIMS,
  FormId,
  GRID_ERRORS,
  normalizeSearchText,
  OPEN_ENROLLMENT_STATUSES,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  searchWords,
  USERS_GRID_TEXTS,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import {
  managesAccountCondition,
  manageUsersScope,
  propertyColumn,
  searchUsersScope,
  type GridColumnDefinition,
  type GridColumnInput,
  type GridDefinition,
} from '../../platform/entities/index.js';
import { badRequest } from '../../platform/errors.js';
import { escapeLike, storedWordPrefixMatch } from '../../platform/name-search.js';

/**
 * The users grids of entity 1 (spec 2 §2 Manage Users and Search Users, §3 the user's fields; spec 3 §7
 * their filters): one row per account (`r` is users), in order of name. Column and filter names are the
 * spec's; the web codes against them.
 */

type Condition = RawBuilder<boolean>;

/** A value column the web reads and nobody sorts, filters or exports (a row flag under its spec name). */
const value = (propertyName: string, type: 'text' | 'boolean', expression: RawBuilder<unknown>) =>
  ({
    propertyName,
    columnName: propertyName,
    type,
    sql: expression,
    hidden: true,
  }) satisfies GridColumnDefinition;

/** The account holds a general role among `roles` (the roles' primary key answers it). */
const holdsAny = (roles: Condition) =>
  sql<boolean>`exists (select 1 from user_general_roles g where g.user_id = r.id and ${roles})`;
const hasElevatedRole = holdsAny(sql<boolean>`g.role_name <> '100'`);
const has500OrHigher = holdsAny(sql<boolean>`g.role_name in (${sql.join([...ADMIN_LEVEL_ROLES])})`);
/** Holds 100 and no other general role (HasECProfessionalRoleOnly). */
const professionalOnly = sql<boolean>`(${holdsAny(sql<boolean>`g.role_name = '100'`)} and not ${hasElevatedRole})`;

const ORGANIZATION_ID = /^\d{1,12}$/;
/** The organization a filter names, or null when it names none (the filter itself refuses a bad one). */
const organizationOf = (values: ReadonlyMap<string, string>) => {
  const id = values.get('organizationId');
  return id !== undefined && ORGANIZATION_ID.test(id) ? id : null;
};
const today = (timeZone: string) => sql`(now() at time zone ${timeZone})::date`;
/** Employment that goes on today: no last day, or a last day today or later (isCurrentEmployment). */
const current = (timeZone: string) => sql<boolean>`(e.end_date is null or e.end_date >= ${today(timeZone)})`;

/**
 * SearchableName Contains: every word typed starts a word of the first or last name (the stored words
 * users.name_search: their GIN index, or the name order index that carries them), or the text starts the
 * login e-mail (users_user_name_pattern_idx).
 * Two characters at least (spec 2 §5).
 */
function searchableName(text: string, field: string): Condition {
  const normalized = normalizeSearchText(text);
  if (normalized.length < SEARCH_MIN_CHARS) throw badRequest({ [field]: SEARCH_TEXTS.tooShort });
  const email = sql<boolean>`lower(r.user_name) like ${`${escapeLike(normalized.toLowerCase())}%`}`;
  const words = searchWords(normalized);
  if (words.length === 0) return email;
  return sql<boolean>`(${storedWordPrefixMatch(sql`r.name_search`, words)} or ${email})`;
}

/**
 * organizationId Contains <id>: the people employed there: an employment record naming the organization
 * that is not disabled and goes on today, or through which the staff role (100) is held.
 */
function employedAt(id: string, field: string, timeZone: string): Condition {
  if (!ORGANIZATION_ID.test(id)) throw badRequest({ [field]: USERS_GRID_TEXTS.notAnOrganization });
  // The organization's people as an array computed once (an InitPlan): a few dozen people, read by id and
  // sorted, rather than every person walked in name order until a page of them is met (8 ms at 10,000).
  return sql<boolean>`r.id = any(array(
    select e.user_id from employment_records e
     where e.organization_id = ${id}::bigint
       and ((e.disabled_at is null and ${current(timeZone)})
            or exists (select 1 from organization_roles o
                        where o.employment_record_id = e.id and o.role_name = '100' and o.active))))`;
}

/** The columns both grids have: name, e-mail, names, registry id, title and organization, and the flags. */
const COLUMNS: readonly GridColumnInput[] = [
  {
    propertyName: 'fullName',
    columnName: 'Name',
    type: 'text',
    sql: sql`r.first_name || ' ' || r.last_name`,
    // users_name_sort_idx gives the order. The screens search names through SearchableName (word
    // prefixes, spec 3 §7), so the column takes no filter of its own: one name search, not two.
    sortable: true,
    initialSort: 'Ascending',
  },
  {
    propertyName: 'userName',
    columnName: 'Email',
    type: 'text',
    sql: sql`r.user_name`,
    // The unique index on lower(user_name) gives the order; SearchableName searches it.
    sortable: true,
  },
  propertyColumn('firstName', 'First Name', { hidden: true }),
  propertyColumn('lastName', 'Last Name', { hidden: true }),
  {
    propertyName: 'registryId',
    columnName: 'Registry ID',
    type: 'text',
    sql: sql`r.registry_id`,
    filterable: true,
    operations: ['None', 'Equals'],
  },
  {
    // The person's job title at the organization the organizationId filter names; empty otherwise.
    propertyName: 'titlePosition',
    columnName: 'Title/Position',
    type: 'text',
    sql: sql`null::text`,
    contextSql: ({ filterValues }) => {
      const id = organizationOf(filterValues);
      if (id === null) return sql`null::text`;
      return sql`(select e.position_title from employment_records e
                   where e.user_id = r.id and e.organization_id = ${id}::bigint and e.disabled_at is null
                   order by e.end_date desc nulls first, e.start_date desc nulls last, e.id desc limit 1)`;
    },
  },
  {
    // The organization of the organizationId filter, else the person's current registry employer (the
    // latest started of the employment going on today).
    propertyName: 'organizationName',
    columnName: 'Organization',
    type: 'text',
    sql: sql`null::text`,
    contextSql: ({ filterValues, timeZone }) => {
      const id = organizationOf(filterValues);
      if (id !== null) return sql`(select o.name from organizations o where o.id = ${id}::bigint)`;
      return sql`(select o.name from employment_records e join organizations o on o.id = e.organization_id
                   where e.user_id = r.id and e.is_registry_organization and e.disabled_at is null
                     and ${current(timeZone)}
                   order by e.start_date desc nulls last, e.id desc limit 1)`;
    },
  },
  {
    propertyName: 'SearchableName',
    columnName: 'SearchableName',
    type: 'text',
    sql: sql`r.first_name || ' ' || r.last_name`,
    hidden: true,
    filterable: true,
    operations: ['None', 'Contains'],
    filter: (_operation, text, { field }) => searchableName(text, field),
  },
  {
    propertyName: 'HasECProfessionalRoleOnly',
    columnName: 'HasECProfessionalRoleOnly',
    type: 'boolean',
    sql: professionalOnly,
    hidden: true,
    filterable: true,
    operations: ['None', 'Equals'],
    filter: (_operation, answer, { field }) => {
      const wanted = answer.toLowerCase();
      if (wanted !== 'true' && wanted !== 'false')
        throw badRequest({ [field]: GRID_ERRORS.notABoolean('HasECProfessionalRoleOnly') });
      return wanted === 'true' ? professionalOnly : sql<boolean>`not ${professionalOnly}`;
    },
  },
  {
    propertyName: 'organizationId',
    columnName: 'organizationId',
    type: 'text',
    sql: sql`null::text`,
    contextSql: ({ filterValues }) => {
      const id = organizationOf(filterValues);
      return id === null ? sql`null::text` : sql`${id}::text`;
    },
    hidden: true,
    filterable: true,
    operations: ['None', 'Contains'],
    filter: (_operation, id, { field, timeZone }) => employedAt(id, field, timeZone),
  },
  value('isConfirmed', 'boolean', sql`r.is_confirmed`),
  value('userLocked', 'boolean', sql`r.user_locked`),
  value('hasElevatedRole', 'boolean', hasElevatedRole),
  value('has500OrHigherRole', 'boolean', has500OrHigher),
  // Coach relationship history (spec 2 §2 User Coach History, issue 25): the person has a coaching step (as
  // the professional: entity 22's owner), read by the coaching module's coach-history grid.
  value(
    'showCoachHistoryLink',
    'boolean',
    sql`exists (select 1 from coach_relationships c
                join coach_relationship_actions a on a.coach_relationship_id = c.id where c.user_id = r.id)`,
  ),
  {
    // Spec 2 §6: the Permissions and User Records actions (the domain's mayManageAccount).
    ...value('canManage', 'boolean', sql`false`),
    contextSql: ({ viewer }) => managesAccountCondition(viewer, sql<number>`r.id`),
  },
];

/** The session an enrollmentSectionId filter names, or null when it names none. */
const sectionOf = (values: ReadonlyMap<string, string>) => {
  const id = values.get('enrollmentSectionId');
  return id !== undefined && ORGANIZATION_ID.test(id) ? id : null;
};

/**
 * Search Users enrollment (issue 24; spec 3 §2: "Enroll Student, or Already Registered when the person is
 * enrolled"): the session the trainer enrolls people in names itself through a filter that filters nothing,
 * and each row says whether the person holds an open enrollment (Registered, Waitlisted, Pending Approval)
 * there. Only of the viewer's own session (another trainer's enrollments are never told: false), and only
 * to a trainer (null to anyone else, and when no session is named).
 */
const ENROLLMENT_COLUMNS: readonly GridColumnInput[] = [
  {
    propertyName: 'enrollmentSectionId',
    columnName: 'enrollmentSectionId',
    type: 'number',
    sql: sql`null::bigint`,
    contextSql: ({ filterValues }) => {
      const id = sectionOf(filterValues);
      return id === null ? sql`null::bigint` : sql`${id}::bigint`;
    },
    hidden: true,
    filterable: true,
    operations: ['None', 'Equals'],
    filter: (_operation, id, { field }) => {
      if (!ORGANIZATION_ID.test(id)) throw badRequest({ [field]: USERS_GRID_TEXTS.notASession });
      return null;
    },
  },
  {
    ...value('alreadyRegistered', 'boolean', sql`null::boolean`),
    contextSql: ({ viewer, filterValues }) => {
      const id = sectionOf(filterValues);
      if (id === null || viewer.activeRole !== '250' || !viewer.claims.includes(CLAIMS.manageTraining))
        return sql`null::boolean`;
      // enrollments_open_key (course_section_id, user_id) over the open statuses answers it.
      return sql`exists (select 1 from enrollments e
                          where e.course_section_id = ${id}::bigint and e.user_id = r.id
                            and e.status in (${sql.join([...OPEN_ENROLLMENT_STATUSES])})
                            and e.trainer_user_id = ${viewer.userId})`;
    },
  },
];

export const USERS_GRIDS: readonly GridDefinition<GridColumnInput>[] = [
  {
    altGridId: 'manage-users',
    formId: FormId.Personal,
    title: 'Users',
    fileName: 'Users',
    rows: 'scope',
    scope: manageUsersScope,
    requiredClaim: CLAIMS.manageUsers,
    columns: COLUMNS,
  },
  {
    altGridId: 'search-users',
    formId: FormId.Personal,
    title: 'Users',
    fileName: 'Users',
    rows: 'scope',
    scope: searchUsersScope,
    requiredClaim: CLAIMS.searchUsers,
    columns: [...COLUMNS, ...ENROLLMENT_COLUMNS],
  },
];
