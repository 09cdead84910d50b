import type { GeneralRole, RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';
import { groupThousands } from '../numbers.js';

/** Message folders (spec 2 §4): Inbox and Archive for what one receives, Sent for what one sent. */
export const MESSAGE_FOLDERS = ['Inbox', 'Archive', 'Sent'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

/** Notification folders: no Sent (nobody sends a notification). */
export const NOTIFICATION_FOLDERS = ['Inbox', 'Archive'] as const;
export type NotificationFolder = (typeof NOTIFICATION_FOLDERS)[number];

/** List filters (spec 2 §4). */
export const MESSAGE_FILTERS = ['None', 'Starred', 'Unread'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** Actions on a list of one's own messages (spec 2 §7 "message action"). */
export const MESSAGE_ACTIONS = [
  'Star',
  'Unstar',
  'Read',
  'Unread',
  'Archive',
  'Unarchive',
  'Delete',
] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/** Limits of the message calls (docs/decisions.md "Messages"). */
export const MESSAGE_LIMITS = {
  /** Subject: plain text. */
  subjectMaxLength: 255,
  /** Body: HTML as sent, before it is cleaned. */
  bodyMaxLength: 100_000,
  /** People named one by one in one send (a group counts as one name). */
  maxNamedRecipients: 100,
  /** Ids in one action call. */
  maxActionIds: 500,
  /** Recipient search (spec 2 §5, §9): at least two characters; at most this many matches. */
  searchMinLength: 2,
  searchMaxResults: 50,
  /** A list page: from and to are 1-based offsets, at most this many rows. */
  maxPage: 100,
} as const;

/** The distribution groups of spec 2 §6, by recipient id. */
/**
 * The distribution groups of spec 2 §6, by recipient id: their names, and whom they reach (holders of a
 * general role; ALL-200, holders of an active director role at an organization).
 */
export const MESSAGE_GROUPS = {
  'ALL-100': { name: 'All ECE Professionals', generalRole: '100' },
  'ALL-200': { name: 'All Directors', generalRole: null },
  'ALL-250': { name: 'All QEAs', generalRole: '250' },
  'ALL-350': { name: 'All Child Care Consultants', generalRole: '350' },
  'ALL-400': { name: 'All Managers', generalRole: '400' },
} as const satisfies Record<string, { name: string; generalRole: GeneralRole | null }>;
export type MessageGroupId = keyof typeof MESSAGE_GROUPS;

/** Whether a recipient id names a distribution group ("Recipient ids beginning 'ALL-'", spec 2 §3). */
export function isGroupRecipient(id: string): boolean {
  return id.startsWith('ALL-');
}

/**
 * The groups a sender in the active role may write to (spec 2 §6): ALL-100 and ALL-200 for 250, 350, 400
 * and 500; ALL-250 for 350, 400 and 500 in al; ALL-350 for 400 and 500 in al (the tenant's feature
 * messageGroupsQeaAndStaff); ALL-400 for 500. Every
 * other role (AdminUser included) gets none.
 */
export function messageGroupsFor(activeRole: RoleName | null, tenant: Tenant): MessageGroupId[] {
  if (activeRole === null) return [];
  const groups: MessageGroupId[] = [];
  if (['250', '350', '400', '500'].includes(activeRole)) groups.push('ALL-100', 'ALL-200');
  if (tenant.features.messageGroupsQeaAndStaff && ['350', '400', '500'].includes(activeRole))
    groups.push('ALL-250');
  if (tenant.features.messageGroupsQeaAndStaff && ['400', '500'].includes(activeRole)) groups.push('ALL-350');
  if (activeRole === '500') groups.push('ALL-400');
  return groups;
}

/** The general roles of the registry's own staff: people whose work is to be written to. */
export const REGISTRY_STAFF_ROLES: readonly GeneralRole[] = ['250', '300', '350', '375', '400', '500'];

/** Active roles that may write to anyone with an account in use (their work spans the registry). */
export const WRITE_TO_ANYONE: readonly RoleName[] = [...REGISTRY_STAFF_ROLES, 'AdminUser'];

/** The sender of a message: the active role, and the organizations they direct and work at. */
export interface MessageSender {
  userId: number;
  activeRole: RoleName | null;
  /** Organizations where the sender holds an active director (200) role. */
  directorOrganizationIds: readonly number[];
  /** Organizations where the sender holds an active staff (100) role. */
  staffOrganizationIds: readonly number[];
}

/** A person one might write to. */
export interface MessageTarget {
  userId: number;
  generalRoles: readonly string[];
  isConfirmed: boolean;
  /** An account of another system (ApiUser): it reads no messages. */
  apiOnly: boolean;
  directorOrganizationIds: readonly number[];
  staffOrganizationIds: readonly number[];
}

const shareAny = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));

/**
 * Whether the sender may write to the person (the recipient search finds only them; a send to anyone
 * else is refused). Never to oneself, nor to an account not in use (unconfirmed, or another system's).
 * - The registry's staff (250, 300, 350, 375, 400, 500) and AdminUser: anyone.
 * - Anyone with an active role: the registry's staff (the people they are told to ask).
 * - A director (active 200): the approved staff and the other directors of the organizations they direct.
 * - A professional (active 100): the directors of the organizations where their staff role is approved.
 * - No active role (a limited sign-in), or ApiUser (another system): nobody.
 * Recorded in docs/decisions.md "Messages".
 */
export function mayWriteTo(sender: MessageSender, target: MessageTarget): boolean {
  if (sender.activeRole === null || sender.activeRole === 'ApiUser' || target.userId === sender.userId)
    return false;
  if (!target.isConfirmed || target.apiOnly) return false;
  if (WRITE_TO_ANYONE.includes(sender.activeRole)) return true;
  if (target.generalRoles.some((role) => REGISTRY_STAFF_ROLES.includes(role as GeneralRole))) return true;
  if (sender.activeRole === '200')
    return (
      shareAny(sender.directorOrganizationIds, target.staffOrganizationIds) ||
      shareAny(sender.directorOrganizationIds, target.directorOrganizationIds)
    );
  if (sender.activeRole === '100')
    return shareAny(sender.staffOrganizationIds, target.directorOrganizationIds);
  return false;
}

/** The server's texts for messages (the web's are in its resources). */
export const MESSAGE_ERRORS = {
  noRecipient: 'No recipient selected',
  searchTooShort: 'At least two characters are required for search',
  recipientRefused: (id: string) => `You cannot send a message to ${id}.`,
  groupRefused: (id: string) => `You cannot send a message to the group ${id}.`,
  tooManyRecipients: `At most ${MESSAGE_LIMITS.maxNamedRecipients} recipients can be named in one message.`,
  subjectTooLong: `The subject can be at most ${MESSAGE_LIMITS.subjectMaxLength} characters.`,
  bodyTooLong: `The message can be at most ${groupThousands(MESSAGE_LIMITS.bodyMaxLength)} characters.`,
  replyToGroup: 'Reply and Reply All are not possible for a message sent to a group.',
  badRange: 'from and to must name a range of at most 100 rows, from 1.',
  /** Past the sender's limit per minute (issue 20); `seconds` until it lifts. */
  tooManyMessages: (seconds: number) =>
    `You have sent too many messages in the last minute. Please wait ${secondsText(seconds)} and send it again.`,
  /** Past the lower limit of messages to groups per minute. */
  tooManyGroupMessages: (seconds: number) =>
    `You have sent too many messages to groups in the last minute. Please wait ${secondsText(seconds)} and send it again.`,
} as const;

function secondsText(seconds: number): string {
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
}

/** Escapes text for the HTML of a notification's body. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The organization roles' names (spec 2 §6: "Organization roles: 100 Staff Level, 200 Director Level"). */
const ORGANIZATION_ROLE_NAMES = { '100': 'Staff Level', '200': 'Director Level' } as const;

/**
 * The notifications the server makes (DESIGN §3: server strings live in packages/domain): subject, HTML body
 * (names escaped), the route the notification's button opens and its text. Recorded in docs/decisions.md
 * "Messages".
 */
export const NOTIFICATION_TEXTS = {
  /**
   * A verifier's action on one of the person's records (issue 22): verified, declined (with the comment),
   * its verification removed, or returned to the person (unlocked).
   */
  recordVerification: (
    action: 'verified' | 'declined' | 'unverified' | 'returned',
    recordType: string,
    identifier: string | null,
    comments: string | null,
    route: string | null,
  ) => {
    const named = identifier ? ` (${escapeHtml(identifier)})` : '';
    const subjects = {
      verified: `Your ${recordType} record was verified`,
      declined: `Your ${recordType} record was declined`,
      unverified: `The verification of your ${recordType} record was removed`,
      returned: `Your ${recordType} record was returned to you`,
    } as const;
    const bodies = {
      verified: `<p>Your ${escapeHtml(recordType)} record${named} was verified.</p>`,
      declined:
        `<p>Your ${escapeHtml(recordType)} record${named} was declined. ` +
        'Please review it and change the value, or contact your director.</p>',
      unverified: `<p>The verification of your ${escapeHtml(recordType)} record${named} was removed.</p>`,
      returned: `<p>Your ${escapeHtml(recordType)} record${named} was returned to you; you may change it again.</p>`,
    } as const;
    return {
      subject: subjects[action],
      body: bodies[action] + (comments ? `<p>Comments: ${escapeHtml(comments)}</p>` : ''),
      route,
      linkText: route === null ? null : `View ${recordType}`,
    };
  },
  /** Several of the person's records of one type declined at once (bulk reject), with the comment. */
  recordsDeclined: (recordType: string, count: number, comments: string, route: string | null) => ({
    subject: `${count} of your ${recordType} records were declined`,
    body:
      `<p>${count} of your ${escapeHtml(recordType)} records were declined. ` +
      'Please review them and change the values, or contact your director.</p>' +
      `<p>Comments: ${escapeHtml(comments)}</p>`,
    route,
    linkText: route === null ? null : `View ${recordType}`,
  }),
  roleRequestAnswered: (
    role: '100' | '200',
    approved: boolean,
    organizationName: string,
    comments: string | null,
  ) => ({
    subject: `Your ${ORGANIZATION_ROLE_NAMES[role]} request was ${approved ? 'approved' : 'rejected'}`,
    body:
      `<p>Your request for the ${ORGANIZATION_ROLE_NAMES[role]} role at ${escapeHtml(organizationName)} was ` +
      `${approved ? 'approved' : 'rejected'}.</p>` +
      (comments ? `<p>Comments: ${escapeHtml(comments)}</p>` : ''),
    route: '/dashboard/profile/employment',
    linkText: 'View Employment',
  }),
  accountConfirmed: (productName: string) => ({
    subject: 'Your account is confirmed',
    body: `<p>An administrator confirmed your ${escapeHtml(productName)} account.</p>`,
    route: '/dashboard/profile/personal',
    linkText: 'View Profile',
  }),
  termsChanged: (terms: string) => ({
    // 'Updated {terms title}', as the acceptance screen is titled (spec 1 §2: accept-terms).
    subject: `Updated ${terms}`,
    body: `<p>The registry has updated its ${escapeHtml(terms)}. You will be asked to read and accept the updated ${escapeHtml(terms)} the next time you sign in.</p>`,
    route: null,
    linkText: null,
  }),
} as const;
