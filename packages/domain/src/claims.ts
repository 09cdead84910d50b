import type { RoleName } from './roles.js';
import type { Tenant } from './tenants/types.js';

/**
 * Permission claims (DESIGN §3): what the active role may do. They travel in the token's Permission
 * claim; routes on both sides require them. Later issues add claims here as their features arrive.
 */
export const CLAIMS = {
  dashboard: 'dashboard',
  profile: 'profile',
  messages: 'messages',
  notifications: 'notifications',
  training: 'training',
  pdp: 'pdp',
  resume: 'resume',
  coaches: 'coaches',
  career: 'career',
  calendar: 'calendar',
  manageTraining: 'training.manage',
  dhrReports: 'reports.dhr',
  coachCases: 'coaching.cases',
  searchUsers: 'users.search',
  verifyRecords: 'records.verify',
  verificationHistory: 'verification.history',
  manageUsers: 'users.manage',
  manageRoles: 'roles.manage',
  /**
   * Answering (approving, rejecting) the organization-role requests within reach: a director's at the
   * organizations they direct, a user manager's of the people they manage. The Staff Requests screen.
   */
  decideRoleRequests: 'roles.requests',
  unlockAccounts: 'accounts.unlock',
  confirmAccounts: 'accounts.confirm',
  changeEmail: 'accounts.emailchange',
  manageAlerts: 'alerts.manage',
  /** Reading what users sent through Feedback (tn). */
  readFeedback: 'feedback.read',
  /** Configuration values beyond the public ones (PUBLIC_CONFIGURATION_KEYS). */
  readConfiguration: 'configuration.read',
  qeaReports: 'reports.qea',
  directorReports: 'reports.director',
  agencyReports: 'reports.agency',
  adminReports: 'reports.admin',
  coachReports: 'reports.coach',
  supervisorReports: 'reports.supervisor',
  /** Verifying and returning career lattice levels (spec 3 §4: a manager or admin; al and tn). */
  verifyLattice: 'lattice.verify',
  /** Changing the career lattice's requirements (issue 25: administrators). */
  manageLattice: 'lattice.manage',
  /** Verifying and unverifying Completed PDP items (spec 3 §6: 200 where there is a PDP, tn and jh). */
  verifyPdp: 'pdp.verify',
} as const;
export type Claim = (typeof CLAIMS)[keyof typeof CLAIMS];

const C = CLAIMS;
/** What every signed-in role may do: its dashboard, its profile, its messages and notifications. */
export const EVERYONE_CLAIMS: readonly Claim[] = [C.dashboard, C.profile, C.messages, C.notifications];
const EVERYONE = EVERYONE_CLAIMS;
const ADMINISTRATION: Claim[] = [
  C.searchUsers,
  C.verificationHistory,
  C.manageUsers,
  C.manageRoles,
  C.decideRoleRequests,
  C.unlockAccounts,
  C.confirmAccounts,
  C.adminReports,
  C.dhrReports,
];

/** Claims per role, before the tenant removes what it does not have. */
const ROLE_CLAIMS: Record<RoleName, Claim[]> = {
  '100': [...EVERYONE, C.training, C.pdp, C.resume, C.coaches, C.career, C.calendar],
  '200': [
    ...EVERYONE,
    C.searchUsers,
    C.verifyRecords,
    C.verificationHistory,
    C.directorReports,
    C.decideRoleRequests,
    C.verifyPdp,
  ],
  '250': [...EVERYONE, C.calendar, C.manageTraining, C.dhrReports, C.searchUsers, C.qeaReports],
  '300': [...EVERYONE, C.coachCases, C.searchUsers, C.coachReports],
  '350': [...EVERYONE, C.searchUsers, C.verifyRecords, C.verificationHistory, C.agencyReports],
  '375': [
    ...EVERYONE,
    C.searchUsers,
    C.verifyRecords,
    C.verificationHistory,
    C.agencyReports,
    C.supervisorReports,
  ],
  '400': [...EVERYONE, ...ADMINISTRATION, C.changeEmail, C.verifyLattice],
  '500': [
    ...EVERYONE,
    ...ADMINISTRATION,
    C.changeEmail,
    C.manageAlerts,
    C.readConfiguration,
    C.readFeedback,
    C.verifyLattice,
    C.manageLattice,
  ],
  AdminUser: [
    ...EVERYONE,
    ...ADMINISTRATION,
    C.changeEmail,
    C.manageAlerts,
    C.readConfiguration,
    C.readFeedback,
    C.verifyLattice,
    C.manageLattice,
  ],
  ApiUser: [],
};

/** Claims that exist only where the tenant has the feature. */
function tenantAllows(claim: Claim, role: RoleName, tenant: Tenant): boolean {
  const f = tenant.features;
  switch (claim) {
    case C.training:
      return f.trainingRoute;
    case C.pdp:
    case C.verifyPdp:
      return f.pdp;
    case C.coaches:
    case C.coachCases:
    case C.coachReports:
      return f.coaches;
    case C.career:
    case C.verifyLattice:
    case C.manageLattice:
      return f.career;
    case C.changeEmail:
      return f.changeEmail;
    case C.readFeedback:
      return f.feedback;
    // Directors verify, and look back on verifications, where the tenant lets them (tn; spec 2 §6).
    case C.verifyRecords:
    case C.verificationHistory:
      return role !== '200' || f.directorVerifiesRecords;
    case C.decideRoleRequests:
      return f.organizations;
    default:
      return true;
  }
}

/** The claims of the active role in this tenant; none for a role the tenant does not have. */
export function claimsForRole(role: RoleName, tenant: Tenant): Claim[] {
  if (role !== '200' && !tenant.generalRoles.includes(role)) return [];
  return ROLE_CLAIMS[role].filter((claim) => tenantAllows(claim, role, tenant));
}

export function hasClaims(held: readonly string[], required: readonly string[]): boolean {
  return required.every((claim) => held.includes(claim));
}

/**
 * Configuration keys anyone may read: what the web needs before sign-in (the terms on the register form,
 * the splash screen, the maintenance flag, links and the QuickSight switch). Every other key needs a
 * signed-in user whose active role has CLAIMS.readConfiguration.
 */
export const PUBLIC_CONFIGURATION_KEYS: readonly string[] = [
  'TermsAndConditionsText',
  'SplashScreen',
  'closed',
  'BaseUrl',
  'QuickSightEnabled',
];

export const isPublicConfigurationKey = (key: string): boolean => PUBLIC_CONFIGURATION_KEYS.includes(key);

/** The configuration key whose 'True' closes the site (the maintenance page, spec 1 §2). */
export const CLOSED_CONFIGURATION_KEY = 'closed';

/** Whether a configuration value turns its switch on: exactly 'True', as the spec's client reads it. */
export function isConfigurationFlagOn(value: string | null | undefined): boolean {
  return value === 'True';
}
