import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('employment_records');

/**
 * Entity type 8, experience (employment; form 6): the employer, a registry organization (organizationId;
 * its name is then the employer's name, set by the server) or one not in the registry (its name and
 * county as entered), the position, the kind of employment, the dates, hours per week and ages served.
 * The record also carries the organization roles of issue 3 (organization_roles), which no form writes.
 */
export const employmentEntity = profileRecordEntity(8, 'Experience', 'employment_records', {
  isRegistryOrganization: column('is_registry_organization', 'boolean'),
  organizationId: column('organization_id', 'number'),
  employerName: column('employer_name'),
  countyFips: column('county_fips'),
  positionTitle: column('position_title'),
  employmentType: column('employment_type'),
  startDate: column('start_date', 'date'),
  endDate: column('end_date', 'date'),
  hoursPerWeek: column('hours_per_week', 'number', { scale: 2, max: 168 }),
  agesServed: column('ages_served', 'textArray'),
});
