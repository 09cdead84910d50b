// The guide's section on Manage Users (spec 2 §2, §4, §6): the users grid and its row actions, for the roles
// that manage accounts.
import { CLAIMS } from '../claims.js';
import type { GuideBlock, GuideSection } from './types.js';

export const MANAGE_USERS_SECTION: GuideSection = {
  id: 'manage-users',
  heading: 'Manage Users',
  screens: ['manage-users'],
  when: ({ may }) => may(CLAIMS.manageUsers),
  summary: () => "manage users' accounts: their roles, their records and their account status",
  blocks: ({ tenant, may }) => {
    const organizationRoles = tenant.features.organizations
      ? `, and, where you may, the Staff Level and Director Level roles of each ${tenant.terms.agency} the ` +
        'person works at'
      : '';
    const actions: string[] = [
      `Permissions opens User Access Permissions: a switch for each general role you may give or take away${organizationRoles}. ` +
        'A switch takes effect at once; if a rule stops it (for example, the EC Professional role stays while ' +
        'the person holds other roles), the reason shows under the switch.',
      "User Records opens the person's records, a section per kind of record.",
    ];
    if (may(CLAIMS.changeEmail))
      actions.push(
        'Change Email Address gives the person a new sign-in e-mail address. You are asked to confirm before it ' +
          'is changed; the person then signs in with the new address, and both addresses are told.',
      );
    if (tenant.features.coaches)
      actions.push(
        'Coaching History, on a person who has been coached or asked for coaching, lists every step of their coaching: requests, answers, PDP commenting and its end, who took each and the comments.',
      );
    actions.push(
      'Confirm User, on an account not yet confirmed, confirms it without the e-mailed link.',
      'Unlock, on an account locked after too many failed sign-ins, unlocks it; the list is then reloaded.',
    );
    const blocks: GuideBlock[] = [
      {
        paragraph:
          'The Manage Users tile lists the users whose accounts you manage, 5 to a page. Type two or more letters ' +
          'of a first or last name in Search by name to find someone; choose EC professionals only to list only ' +
          'the people who hold the EC Professional role and no other, or All users to list everyone.',
      },
      {
        paragraph:
          "A person's actions are in the More actions menu of their row (on a phone, the buttons under their " +
          'name). Only the actions that apply to them are offered:',
      },
      { bullets: actions },
    ];
    return blocks;
  },
};
