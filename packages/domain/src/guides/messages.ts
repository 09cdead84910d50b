// The guide's sections on messages and notifications (spec 2 §2), and tn's Feedback.
import { tenantHasRole } from '../dashboard.js';
import {
  MESSAGE_GROUPS,
  REGISTRY_STAFF_ROLES,
  WRITE_TO_ANYONE,
  messageGroupsFor,
} from '../messages/messages.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';
import type { GuideBlock, GuideReader, GuideSection } from './types.js';
import { listOf, roleNames } from './words.js';

/** The registry's own staff roles the tenant has, named as it names them. */
const staffRoleNames = (tenant: Tenant) =>
  roleNames(
    REGISTRY_STAFF_ROLES.filter((role) => tenantHasRole(tenant, role)),
    tenant,
  );

/** Whom a role may write to (mayWriteTo of the messages' rules), in words. */
function writesTo(role: RoleName, tenant: Tenant): string {
  const staff = `the registry's staff (${listOf(staffRoleNames(tenant), 'or')})`;
  const agencies = tenant.terms.agencyPlural;
  if (WRITE_TO_ANYONE.includes(role)) return 'anyone with an account in the registry';
  if (role === '200') return `${staff}, and the staff and directors of the ${agencies} you direct`;
  if (role === '100' && tenant.features.organizations)
    return `${staff}, and the directors of the ${agencies} where your staff role is approved`;
  return staff;
}

/**
 * The groups a role may write to, by name. (ALL-200 reaches directors, who hold an organization role: where
 * the tenant has no organizations the guide does not offer it.)
 */
function groupsOf(role: RoleName, tenant: Tenant): string[] {
  return messageGroupsFor(role, tenant)
    .filter((group) => group !== 'ALL-200' || tenant.features.organizations)
    .map((group) => MESSAGE_GROUPS[group].name);
}

/** Whom the readers write to, said once when their roles agree and per role when they do not. */
function recipientsText({ tenant, roles }: GuideReader): GuideBlock[] {
  const per = roles.map((role) => ({ role, whom: writesTo(role, tenant), groups: groupsOf(role, tenant) }));
  const groupsSentence = (groups: readonly string[]) =>
    groups.length === 0
      ? ''
      : ` You can also choose a group, which reaches everyone in it: ${listOf(groups, 'or')}.`;
  const same = per.every(
    (item) => item.whom === per[0]!.whom && item.groups.join() === per[0]!.groups.join(),
  );
  if (same) return [{ paragraph: `You can write to ${per[0]!.whom}.${groupsSentence(per[0]!.groups)}` }];
  return [
    {
      bullets: per.map(
        (item) =>
          `As ${roleNames([item.role], tenant)[0]}, you can write to ${item.whom}.${groupsSentence(item.groups)}`,
      ),
    },
  ];
}

export const MESSAGES_SECTION: GuideSection = {
  id: 'messages',
  heading: 'Messages',
  screens: ['messages'],
  summary: ({ tenant, roles }) =>
    roles.every((role) => WRITE_TO_ANYONE.includes(role))
      ? 'write to anyone in the registry through Messages'
      : `exchange messages with ${writesTo(roles[0]!, tenant).replace(/ \(.*\)/, '')}`,
  blocks: (reader) => [
    {
      paragraph:
        'Open Messages with its tile on your dashboard, or with the envelope at the top of the page. New ' +
        'messages arrive while you work; the envelope shows how many are unread.',
    },
    { subheading: 'Reading' },
    {
      steps: [
        "Select a message's subject to open it. It shows who sent it, to whom and when.",
        'Select Reply to answer the sender, or Reply All to answer everyone it was sent to.',
      ],
    },
    {
      bullets: [
        'Folder: Inbox (what you received), Archive (what you put away) and Sent (what you sent).',
        'Filter: None, Starred or Unread.',
        'Tick one or more messages (the box at the top ticks the whole page), then select Mark Read, Mark ' +
          'Unread, Archive or Delete. In the Archive folder, Inbox moves them back.',
        'The star marks a message you want to find again.',
      ],
    },
    { subheading: 'Writing' },
    {
      steps: [
        'Select Compose.',
        'Under To, type at least two letters of a name and choose the person from the list. Add as many ' +
          'people as you need.',
        'Write the Subject and the Message, then select Send.',
      ],
    },
    ...recipientsText(reader),
  ],
};

export const NOTIFICATIONS_SECTION: GuideSection = {
  id: 'notifications',
  heading: 'Notifications',
  screens: ['notifications'],
  summary: () => "receive the registry's notifications about your account and your requests",
  blocks: ({ tenant }) => [
    {
      paragraph:
        'The registry tells you about your account and your requests through notifications, for example ' +
        (tenant.features.organizations ? 'when your staff role request is answered or ' : '') +
        `when the registry updates its ${tenant.labels.termsTitle}. Open them with the Notifications tile ` +
        'or the bell at the top of the page; a new one also appears for a moment at the top of the page.',
    },
    {
      steps: [
        "Select a notification's subject to read it.",
        `Where it has a button (such as ${tenant.features.organizations ? 'View Employment' : 'View Profile'}), ` +
          'select it to go to the page it is about.',
      ],
    },
    {
      paragraph:
        'Folders, filters, stars, Mark Read, Mark Unread and Archive work as in Messages. Notifications are ' +
        'not deleted: archive the ones you are done with.',
    },
  ],
};

export const FEEDBACK_SECTION: GuideSection = {
  id: 'feedback',
  heading: 'Feedback',
  when: ({ tenant }) => tenant.features.feedback,
  summary: () => 'send feedback to the registry team',
  blocks: () => [
    {
      steps: [
        'Select Feedback at the top of the page (on a phone, in the menu button).',
        'Choose a Topic (Something is not working, Suggestion or Question) and write Your Feedback.',
        'Tick You may contact me about this feedback if you would like an answer, and select Submit.',
      ],
    },
  ],
};
