import type { GeneralRole, RoleName } from '../roles.js';

/** The Create Alert grid's page size (spec 2 §9). */
export const ALERTS_PAGE_SIZE = 5;

/**
 * Whom an alert may be shown to: the roles of the registry, by role name. An alert shows to a person
 * holding any of its audience's roles (docs/decisions.md, "Alerts"); '200' is a director at any
 * organization, '500' also reaches AdminUser.
 */
export const ALERT_AUDIENCE_ROLES = [
  '100',
  '200',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
] as const satisfies readonly RoleName[];
export type AlertAudienceRole = (typeof ALERT_AUDIENCE_ROLES)[number];

/**
 * The roles a person holds, as an audience names them (an alert's; a distribution group's members): the
 * general roles, AdminUser as 500, and 200 for an active director role at any organization.
 */
export function heldAudienceRoles(roles: {
  general: readonly GeneralRole[];
  organization: readonly { role: '100' | '200'; active: boolean }[];
}): AlertAudienceRole[] {
  const held = new Set<AlertAudienceRole>();
  for (const role of roles.general) {
    if (role === 'AdminUser') held.add('500');
    else if (role !== 'ApiUser') held.add(role);
  }
  if (roles.organization.some((row) => row.role === '200' && row.active)) held.add('200');
  return ALERT_AUDIENCE_ROLES.filter((role) => held.has(role));
}

/** An alert as the rules see it: its audience, its days (YYYY-MM-DD; no end: open) and whether it is off. */
export interface AlertState {
  audience: readonly string[];
  startDate: string;
  endDate: string | null;
  disabled: boolean;
}

/**
 * Whether the alert is shown to a person holding `held` on `today` (the tenant's day, YYYY-MM-DD): it is
 * not disabled, today lies within its days, and the person holds one of its audience's roles. Dismissed
 * alerts are left out by whoever asks (the person's own dismissals).
 */
export function alertShownTo(alert: AlertState, held: readonly string[], today: string): boolean {
  if (alert.disabled || alert.startDate > today) return false;
  if (alert.endDate !== null && alert.endDate < today) return false;
  return alert.audience.some((role) => held.includes(role));
}

/** What the alert calls answer when refused. */
export const ALERT_ERRORS = {
  noSuchAlert: 'There is no such alert for you.',
  notDismissible: 'This alert cannot be dismissed.',
} as const;
