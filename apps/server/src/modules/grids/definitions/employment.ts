import { sql } from 'kysely';
import { choiceColumn, recordColumn, verificationColumns } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/**
 * Entity type 8, form 6: a person's employment (profile tab employment), with each row's organization
 * roles (has100Role, pending100 ... as organizationRoleState says) for the role actions.
 */
export const employmentGrid: RecordGridDefinition = {
  entityTypeId: 8,
  altGridId: null,
  formId: 6,
  title: 'Employment',
  fileName: 'Employment',
  table: 'employment_records',
  joins: sql`left join organizations o on o.id = r.organization_id`,
  rows: 'person',
  organizationRoles: true,
  columns: [
    recordColumn('employerName', 'Employer', 'text', 'employer_name'),
    recordColumn('positionTitle', 'Position', 'text', 'position_title'),
    recordColumn('startDate', 'Start Date', 'date', 'start_date', { initialSort: 'Descending' }),
    recordColumn('endDate', 'End Date', 'date', 'end_date'),
    {
      propertyName: 'organizationName',
      columnName: 'Registry Organization',
      type: 'text',
      sql: sql`o.name`,
      sortable: true,
      filterable: true,
    },
    recordColumn(
      'isRegistryOrganization',
      'Registry Organization Listed',
      'boolean',
      'is_registry_organization',
      {
        hidden: true,
      },
    ),
    choiceColumn(
      'employmentType',
      'Employment Type',
      'employment_type',
      { list: 'employment-types' },
      {
        hidden: true,
      },
    ),
    ...verificationColumns(),
  ],
};
