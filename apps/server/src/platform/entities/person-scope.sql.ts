import {
  ADMIN_LEVEL_ROLES,
  AGENCY_ROLES,
  CLAIMS,
  isRoleIn,
  type PersonRecordsAccess,
  type RecordsReachViewer,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';

type Condition = RawBuilder<boolean>;

/**
 * "The person holds no general role other than those allowed, unless the person is the viewer", as an
 * anti-join by user_general_roles' primary key. Folding the viewer into the subquery (rather than `self
 * OR NOT EXISTS`) keeps PostgreSQL from reading every elevated holder first (docs/decisions.md, issue 8).
 */
function holdsNoneBut(viewer: RecordsReachViewer, person: RawBuilder<number>, roles: Condition): Condition {
  return sql<boolean>`not exists (
    select 1 from user_general_roles g
    where g.user_id = ${person} and ${person} <> ${viewer.userId} and ${roles})`;
}

const elevated = sql<boolean>`g.role_name <> '100'`;
const adminLevel = sql<boolean>`g.role_name in (${sql.join([...ADMIN_LEVEL_ROLES])})`;

/**
 * The people whose records the viewer edits (personRecordsAccess 'edit'): themself, and for a user manager
 * (CLAIMS.manageUsers) everyone within mayActOnAccount's reach: AdminUser everyone, 500 everyone but holders
 * of 500 and AdminUser, any other manager the people holding no role above 100.
 */
export function editCondition(viewer: RecordsReachViewer, person: RawBuilder<number>): Condition {
  if (!viewer.claims.includes(CLAIMS.manageUsers)) return sql<boolean>`${person} = ${viewer.userId}`;
  switch (viewer.activeRole) {
    case 'AdminUser':
      return sql<boolean>`true`;
    case '500':
      return holdsNoneBut(viewer, person, adminLevel);
    default:
      return holdsNoneBut(viewer, person, elevated);
  }
}

/**
 * The people whose records the viewer only views, beside those they edit (null: none): a director's
 * approved staff (an active 100 role at an organization where the viewer's active role 200 is held),
 * for agency staff (350, 375) the people holding no role above 100, for a coach (300) the people they
 * coach now.
 */
function viewCondition(viewer: RecordsReachViewer, person: RawBuilder<number>): Condition | null {
  if (viewer.activeRole === '200') {
    if (viewer.directorOrganizationIds.length === 0) return null;
    return sql<boolean>`exists (
      select 1 from employment_records e
      join organization_roles o on o.employment_record_id = e.id
      where e.user_id = ${person} and o.role_name = '100' and o.active
        and e.organization_id in (${sql.join([...viewer.directorOrganizationIds])}))`;
  }
  if (isRoleIn(AGENCY_ROLES, viewer.activeRole)) {
    return holdsNoneBut(viewer, person, elevated);
  }
  if (viewer.activeRole === '300') return activeCoachCondition(viewer, person);
  return null;
}

/** The viewer coaches the person now (isActiveCoachOf): an active coach_relationships row of the pair. */
export function activeCoachCondition(viewer: RecordsReachViewer, person: RawBuilder<number>): Condition {
  return sql<boolean>`exists (
    select 1 from coach_relationships c
    where c.user_id = ${person} and c.coach_user_id = ${viewer.userId} and c.active)`;
}

/**
 * personRecordsAccess (packages/domain) in SQL, for the person whose id `person` gives: the scope of every
 * profile-record grid and export. `admits` is the WHERE condition (the rows the viewer may see at all);
 * `access` is the viewer's access ('edit', 'view', 'none') for any person; `accessOfAdmitted` the same for a
 * person `admits` let through, with less work per row. records-scope.test.ts holds all three equal to the
 * domain's function over roles x targets.
 */
export function recordsScope(viewer: RecordsReachViewer, person: RawBuilder<number>) {
  const edit = editCondition(viewer, person);
  const view = viewCondition(viewer, person);
  const self = sql<boolean>`${person} = ${viewer.userId}`;
  let admits: Condition;
  if (view === null) admits = edit;
  // Agency staff: the anti-join admits the viewer already (an agency role holds no manager claim).
  else if (isRoleIn(AGENCY_ROLES, viewer.activeRole) && !viewer.claims.includes(CLAIMS.manageUsers))
    admits = view;
  else admits = sql<boolean>`(${edit} or ${view})`;
  const access =
    view === null
      ? sql<PersonRecordsAccess>`case when ${edit} then 'edit' else 'none' end`
      : sql<PersonRecordsAccess>`case when ${edit} then 'edit' when ${view} then 'view' else 'none' end`;
  const accessOfAdmitted =
    view === null
      ? sql<PersonRecordsAccess>`'edit'`
      : viewer.claims.includes(CLAIMS.manageUsers)
        ? sql<PersonRecordsAccess>`case when ${edit} then 'edit' else 'view' end`
        : sql<PersonRecordsAccess>`case when ${self} then 'edit' else 'view' end`;
  return { admits, access, accessOfAdmitted };
}
