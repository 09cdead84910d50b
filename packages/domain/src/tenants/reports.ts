/** Report option lists of spec 2 §9, before each tenant drops its own. */
export const DIRECTOR_REPORTS = [
  'Education',
  'Certification/Credential',
  'Training',
  'PDP Required Trainings',
  'PDP Goals',
  'Career Lattice Level',
] as const;

/** The admin/manager list (11 reports); the 350-role report is named after the tenant's staff label. */
export function adminReports(staffRole: string): string[] {
  return [
    'Access Summary by User Roles',
    'Active Agency List',
    'Coach Level Users',
    'Director Level Users',
    'QEA Level Users',
    `${staffRole} Level Users`,
    'EC Professional Level Users',
    'Unassociated EC Professional Level Users',
    'Summary Numbers',
    'All QEAs Active Training Sessions',
    'Child Care Providers',
  ];
}

export function without<T>(list: readonly T[], ...drop: T[]): T[] {
  return list.filter((item) => !drop.includes(item));
}
