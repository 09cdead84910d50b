import {
  EntityType,
  experiencePolicy,
  FORM_TEXTS,
  FormId,
  trainTnActions,
  PRE_SUBMISSION_TEXTS,
  ROLE_ACTION,
  type FormFailure,
  type OrganizationRole,
  type OrganizationRoleState,
  type ProfileRecordState,
} from '@registry/domain';
import { sql } from 'kysely';
import {
  columnsOf,
  propertyColumn as column,
  type DerivationInput,
  type Derived,
  type PropertyValues,
  type StoredFormDefinition,
} from '../../platform/entities/index.js';
import type { Db } from '../../db/database.js';
import { EXPERIENCE, experienceForm } from './experience.form.js';
import { employmentHasRoles, findOrganization, hasOtherRecord } from './profile.repository.js';
import {
  dateOf,
  duplicateWarning,
  profileRecordEntity,
  sameText,
  valueOf,
  verifiableState,
  verificationColumns,
} from './profile-record.js';
import { endBeforeStart } from './record-checks.js';

const TABLE = 'employment_records';
const property = columnsOf(TABLE);

/**
 * The organization roles of an employment row, as organizationRoleState (packages/domain) decides them:
 * held (an active role), pending (a Requested action no action of the same employment names as its
 * parent), and otherwise rejected or removed when the role's latest action other than a request (highest
 * id) was a rejection or a removal.
 */
function organizationRolesJoin() {
  const role = (name: OrganizationRole) => sql`
    exists (select 1 from organization_roles x
            where x.employment_record_id = r.id and x.role_name = ${name} and x.active) as ${sql.raw(`h${name}`)},
    exists (select 1 from role_request_actions a
            where a.employment_record_id = r.id and a.role_name = ${name}
              and a.action_type = ${ROLE_ACTION.Requested}
              and not exists (select 1 from role_request_actions c
                              where c.employment_record_id = a.employment_record_id and c.parent_action_id = a.id))
      as ${sql.raw(`p${name}`)},
    (select a.action_type from role_request_actions a
      where a.employment_record_id = r.id and a.role_name = ${name} and a.action_type <> ${ROLE_ACTION.Requested}
      order by a.id desc limit 1) as ${sql.raw(`l${name}`)}`;
  return sql`left join lateral (select ${role('100')}, ${role('200')}) ro on true`;
}

/** The organization roles' flags over organizationRolesJoin, and the TrainTN access where the tenant has it. */
function organizationRoleFlags(trainTnAccess: boolean) {
  const flags = (name: OrganizationRole) => {
    const [held, pending, last] = [`ro.h${name}`, `ro.p${name}`, `ro.l${name}`].map((ref) => sql.raw(ref));
    const answered = (action: number) =>
      sql`(not ${held} and not ${pending} and coalesce(${last} = ${action}, false))`;
    return sql`${held} as ${sql.raw(`has${name}`)}, ${pending} as ${sql.raw(`pending${name}`)},
      ${answered(ROLE_ACTION.Rejected)} as ${sql.raw(`rejected${name}`)},
      ${answered(ROLE_ACTION.Removed)} as ${sql.raw(`removed${name}`)}`;
  };
  const access = trainTnAccess ? sql`r.has_train_tn_access` : sql`false`;
  return sql`${flags('100')}, ${flags('200')}, ${access} as trntn, r.organization_id as orgid`;
}

/** The organization roles as read (organizationRoleFlags' columns). */
function readOrganizationRoles(raw: Record<string, unknown>): OrganizationRoleState {
  return {
    has100Role: raw.has100 === true,
    has200Role: raw.has200 === true,
    pending100: raw.pending100 === true,
    pending200: raw.pending200 === true,
    rejected100: raw.rejected100 === true,
    rejected200: raw.rejected200 === true,
    removed100: raw.removed100 === true,
    removed200: raw.removed200 === true,
  };
}

/** The element bound to a property (the first one a failure can land on), or null. */
function elementOf(stored: StoredFormDefinition, ...properties: string[]): number | null {
  for (const name of properties) {
    const found = stored.elements.find((candidate) => candidate.property === name);
    if (found) return found.id;
  }
  return null;
}

/**
 * A registry employer's name is the organization's own, the record says whether the employer is in the
 * registry, and an empty county is the organization's. An employment that holds or requests an
 * organization role keeps its organization: the role was asked of that organization's director (a new
 * employment is the way to another employer).
 */
async function deriveEmployment(
  db: Db,
  { stored, write, recordId, before }: DerivationInput,
): Promise<Derived> {
  const values: PropertyValues = {};
  const failures: FormFailure[] = [];
  const organizationId = typeof write.organizationId === 'string' ? write.organizationId : null;
  if (organizationId !== null) {
    const organization = await findOrganization(db, Number(organizationId));
    if (!organization) {
      // The reference check passed a moment ago: the organization went in between.
      failures.push({
        formElementId: elementOf(stored, 'organizationId'),
        message: FORM_TEXTS.choiceNotListed,
        severity: 'error',
        overridable: false,
      });
      return { values, failures };
    }
    values.employerName = organization.name;
    values.isRegistryOrganization = 'true';
    if (!write.countyFips && organization.countyFips) values.countyFips = organization.countyFips;
  } else {
    values.organizationId = null;
    values.isRegistryOrganization = 'false';
  }
  const previous = typeof before?.organizationId === 'string' ? before.organizationId : null;
  if (recordId !== null && previous !== organizationId && (await employmentHasRoles(db, recordId)))
    failures.push({
      formElementId:
        organizationId === null
          ? elementOf(stored, 'isRegistryOrganization')
          : elementOf(stored, 'organizationId'),
      message: FORM_TEXTS.organizationHasRoles,
      severity: 'error',
      overridable: false,
    });
  return { values, failures };
}

/**
 * Entity type 8, experience (employment; form 6; profile tab employment): the employer, a registry
 * organization (organizationId; its name is then the employer's name, set by the server) or one not in
 * the registry (its name and county as entered), the position, the kind of employment, the dates, hours
 * per week and ages served. The record also carries the organization roles of issue 3
 * (organization_roles), which no form writes: each row's roles (has100Role, pending100 ... as
 * organizationRoleState says) are part of its state, for the role actions and the policy (an employment
 * holding a role is neither deleted nor disabled).
 */
export const experienceEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.Experience,
  name: 'Experience',
  policy: experiencePolicy,
  verification: {
    identifier: sql<string | null>`r.employer_name`,
    route: '/dashboard/profile/employment',
    // The start date, by the director of the employing organization in tn, for staff holding the staff
    // role there but not the director role (experiencePolicy).
    verifiedBy: (viewer, tenant) =>
      viewer.activeRole === '200' &&
      tenant.features.directorVerifiesRecords &&
      viewer.directorOrganizationIds.length > 0
        ? sql<boolean>`r.organization_id in (${sql.join([...viewer.directorOrganizationIds])})
            and exists (select 1 from organization_roles x
                        where x.employment_record_id = r.id and x.role_name = '100' and x.active)
            and not exists (select 1 from organization_roles x
                            where x.employment_record_id = r.id and x.role_name = '200' and x.active)`
        : sql<boolean>`false`,
  },
  state: verifiableState({
    more: {
      select: (tenant) => organizationRoleFlags(tenant.features.trainTnAccess),
      joins: organizationRolesJoin(),
      read: (raw, state): ProfileRecordState => ({
        ...state,
        organizationRoles: readOrganizationRoles(raw),
        organizationId: raw.orgid === null || raw.orgid === undefined ? null : Number(raw.orgid),
      }),
      flags: (state, raw, { viewer, reach, tenant }) => {
        const hasTrainTNAccess = raw.trntn === true;
        const trainTn = trainTnActions(viewer, tenant, reach, {
          ownerUserId: state.ownerUserId,
          organizationId: state.organizationId ?? null,
          has100Role: state.organizationRoles?.has100Role === true,
          hasTrainTnAccess: hasTrainTNAccess,
        });
        return {
          ...state.organizationRoles,
          hasTrainTNAccess,
          mayGrantTrainTn: trainTn.grant,
          mayRemoveTrainTn: trainTn.remove,
        };
      },
    },
  }),
  properties: {
    isRegistryOrganization: property('is_registry_organization', 'boolean'),
    organizationId: property('organization_id', 'number'),
    employerName: property('employer_name'),
    countyFips: property('county_fips'),
    positionTitle: property('position_title'),
    employmentType: property('employment_type'),
    startDate: property('start_date', 'date'),
    endDate: property('end_date', 'date'),
    hoursPerWeek: property('hours_per_week', 'number', { scale: 2, max: 168 }),
    agesServed: property('ages_served', 'textArray'),
  },
  forms: [experienceForm],
  derive: deriveEmployment,
  preSubmission: {
    // The same employer (the registry organization, or the name entered) from the same start date.
    [FormId.Experience]: async (db, input) => {
      const organization = valueOf(input, EXPERIENCE.organization);
      const employer = valueOf(input, EXPERIENCE.employerName);
      const start = dateOf(input, EXPERIENCE.startDate);
      const sameEmployer =
        organization !== null && /^[1-9]\d{0,14}$/.test(organization)
          ? sql<boolean>`organization_id = ${Number(organization)}`
          : employer !== null
            ? sql<boolean>`organization_id is null and ${sameText('employer_name', employer)}`
            : null;
      const duplicate =
        sameEmployer !== null &&
        start !== null &&
        (await hasOtherRecord(
          db,
          TABLE,
          input,
          sql<boolean>`${sameEmployer} and start_date = ${start}::date`,
        ));
      return [
        ...(duplicate
          ? [
              duplicateWarning(
                organization !== null ? EXPERIENCE.organization : EXPERIENCE.employerName,
                PRE_SUBMISSION_TEXTS.duplicateEmployment,
              ),
            ]
          : []),
        ...endBeforeStart(input, EXPERIENCE.startDate, EXPERIENCE.endDate),
      ];
    },
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.Experience,
      title: 'Employment',
      fileName: 'Employment',
      rows: 'owner',
      joins: sql`left join organizations o on o.id = r.organization_id`,
      columns: [
        column('employerName', 'Employer'),
        column('positionTitle', 'Position'),
        column('startDate', 'Start Date', { initialSort: 'Descending' }),
        column('endDate', 'End Date'),
        {
          propertyName: 'organizationName',
          columnName: 'Registry Organization',
          type: 'text',
          sql: sql`o.name`,
          sortable: true,
          filterable: true,
          tenantFeature: 'organizations',
        },
        column('isRegistryOrganization', 'Registry Organization Listed', {
          hidden: true,
          tenantFeature: 'organizations',
        }),
        column('employmentType', 'Employment Type', { hidden: true }),
        ...verificationColumns(),
      ],
    },
  ],
});
