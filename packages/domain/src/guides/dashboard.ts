// The guide's sections on the dashboard and the page around it, the guide itself and the help desk. Every
// role's guide has them.
import { HELP_DESK_HOURS } from '../constants.js';
import { dashboardTitle } from '../dashboard.js';
import type { GuideSection } from './types.js';
import { listOf, withArticle } from './words.js';

export const DASHBOARD_SECTION: GuideSection = {
  id: 'dashboard',
  heading: 'Your dashboard',
  screens: ['dashboard-main'],
  blocks: ({ tenant, roles }) => {
    const titles = [...new Set(roles.map((role) => dashboardTitle(role, tenant)))];
    return [
      {
        paragraph:
          `After you log in, the registry opens your dashboard, titled ${listOf(titles, 'or')}. Dashboard, ` +
          'at the top of every page, brings you back to it.',
      },
      { subheading: 'Alerts' },
      {
        paragraph:
          'Notices from the registry appear in red at the top of the dashboard. Select an alert to read its ' +
          'full message, where it has one. An alert with a close button (X) can be dismissed: it does not ' +
          'come back for you.',
      },
      { subheading: 'Tiles' },
      {
        paragraph:
          'Below the title, each tile opens a part of the registry your role can use; this guide explains ' +
          'each of them. The User Guide tile opens this guide.',
      },
      { subheading: 'The top of the page' },
      {
        bullets: [
          "Home and About: the registry's public pages.",
          'The bell: your notifications, with the number of unread ones.',
          'The envelope: your messages, with the number of unread ones.',
          ...(tenant.features.feedback ? ['Feedback: write to the registry team (see Feedback).'] : []),
          `Your name: your account's name, user name and ${tenant.labels.userId}, and Switch role if your ` +
            'account holds more than one role.',
          'Logout.',
        ],
      },
      {
        paragraph:
          'On a phone, the links fold into the menu button (three lines) at the top right; the bell, the ' +
          'envelope and your account stay beside it.',
      },
      { subheading: 'More than one role' },
      {
        paragraph:
          'If your account holds several roles, open the menu under your name and choose the role to work in ' +
          'under Switch role. The dashboard, its tiles and the User Guide follow the role you choose.' +
          (tenant.features.organizations
            ? ` At log-in, a director of ${withArticle(tenant.terms.agency)} starts in the director role.`
            : ''),
      },
    ];
  },
};

export const USER_GUIDE_SECTION: GuideSection = {
  id: 'user-guide',
  heading: 'This guide',
  blocks: () => [
    {
      steps: [
        'On your dashboard, select the User Guide tile.',
        'The guide of your role opens. The links above it download the guides of the other roles.',
        'Select Download to save the guide as a PDF file.',
      ],
    },
  ],
};

export const HELP_SECTION: GuideSection = {
  id: 'help',
  heading: 'Getting help',
  blocks: ({ tenant }) => [
    {
      paragraph:
        'The help desk answers questions about your account and the registry: e-mail ' +
        `${tenant.contact.helpDeskEmail}, telephone ${tenant.contact.helpDeskPhone}, ${HELP_DESK_HOURS}. ` +
        'You find them at the foot of every page.',
    },
  ],
};
