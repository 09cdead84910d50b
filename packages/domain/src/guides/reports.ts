// The guide's sections on the report screens (spec 2 §2 "Report screens", §5, §8, §9; issue 27): each role's
// Reports tile, its list of reports in the tenant, the format, Run Report(s), and the reports prepared in
// the background.
import { CLAIMS } from '../claims.js';
import {
  REPORT_SCREEN_INFO,
  REPORT_SCREEN_TEXTS,
  reportOptions,
  type ReportScreen,
} from '../reports/reports.js';
import type { GuideBlock, GuideReader, GuideSection } from './types.js';
import { listOf, roleNames, withArticle } from './words.js';

/** Whether the readers have the screen: a role of theirs holds its claim and the tenant lists a report on it. */
const hasScreen =
  (screen: ReportScreen) =>
  ({ may, tenant }: GuideReader): boolean =>
    may(REPORT_SCREEN_INFO[screen].claim) && reportOptions(tenant, screen).length > 0;

/** The reports the screen lists in the tenant, in the screen's order ('A, B and C'). */
const reportsOf = (screen: ReportScreen, reader: GuideReader): string =>
  listOf(reportOptions(reader.tenant, screen).map((option) => option.label));

/** The steps every report screen shares, after what the screen asks first. */
function runSteps(first: readonly string[]): GuideBlock[] {
  return [
    {
      steps: [
        ...first,
        'Tick the reports you want in the list.',
        `Choose ${REPORT_SCREEN_TEXTS.csv} under ${REPORT_SCREEN_TEXTS.reportFormat} (${REPORT_SCREEN_TEXTS.pdf} ` +
          'is shown but cannot be chosen: reports are CSV files, which open in any spreadsheet).',
        `Select ${REPORT_SCREEN_TEXTS.run}; it stays disabled until you have ticked a report and chosen the ` +
          'format. Each report you ticked is saved in your Downloads folder as a CSV file named after the ' +
          'report, with the date and time it was made.',
      ],
    },
    {
      paragraph:
        'A large report is prepared in the background instead: it is listed under Recent reports on the same ' +
        'screen, newest first, with its progress, and you are notified when it is ready. Select its Download ' +
        'then. Running the same report again while it is being prepared does not start it twice.',
    },
  ];
}

export const QEA_REPORTS_SECTION: GuideSection = {
  id: 'qea-reports',
  heading: 'Reports',
  screens: ['qea-reports'],
  when: hasScreen('qea'),
  summary: () => 'run reports on the participants of your trainings and download them as CSV files',
  blocks: (reader) => [
    {
      paragraph:
        `The Reports tile runs reports on the trainings you give: ${reportsOf('qea', reader)}, which lists ` +
        'the participants of your training sessions.',
    },
    ...runSteps([]),
  ],
};

export const AGENCY_REPORTS_SECTION: GuideSection = {
  id: 'agency-reports',
  heading: ({ tenant }) => `Reports for ${withArticle(tenant.terms.agency)}`,
  screens: ['agency-reports'],
  when: hasScreen('agency'),
  summary: ({ tenant }) =>
    `run reports on the staff of ${withArticle(tenant.terms.agency)} and download them`,
  blocks: (reader) => {
    const agency = reader.tenant.terms.agency;
    return [
      {
        paragraph: `The Reports tile for ${withArticle(agency)} runs reports on its staff: ${reportsOf('agency', reader)}.`,
      },
      ...runSteps([
        `Find the ${agency}: type two or more letters of its name and choose it in the list. The button then ` +
          `reads '${REPORT_SCREEN_TEXTS.runFor('').trim()}' followed by the ${agency}'s name. Running without ${withArticle(agency)} says ` +
          `'${REPORT_SCREEN_TEXTS.selectAgency(agency)}'.`,
      ]),
    ];
  },
};

export const SUPERVISOR_REPORTS_SECTION: GuideSection = {
  id: 'supervisor-reports',
  heading: 'Reports on the whole state',
  screens: ['supervisor-reports'],
  when: hasScreen('supervisor'),
  summary: () => 'run reports on the whole state and download them',
  blocks: (reader) => [
    {
      paragraph:
        `As ${withArticle(listOf(roleNames(reader.holders(CLAIMS.supervisorReports), reader.tenant), 'or'))} ` +
        `you have a second Reports tile, on the whole state: ${reportsOf('supervisor', reader)}. It needs no ` +
        `${reader.tenant.terms.agency}.`,
    },
    ...runSteps([]),
  ],
};

export const DIRECTOR_REPORTS_SECTION: GuideSection = {
  id: 'director-reports',
  heading: 'Reports',
  screens: ['director-reports'],
  when: hasScreen('director'),
  summary: ({ tenant }) => `run reports on the staff of your ${tenant.terms.agencyPlural} and download them`,
  blocks: (reader) => {
    const { agency, agencyPlural } = reader.tenant.terms;
    return [
      {
        paragraph:
          `The Reports tile runs reports on the staff of the ${agencyPlural} you direct: ` +
          `${reportsOf('director', reader)}.`,
      },
      ...runSteps([
        `Choose the ${agency} in the ${REPORT_SCREEN_TEXTS.filter(agency)} list, which holds the ` +
          `${agencyPlural} you direct (the one, if you direct only one, is chosen already); ` +
          `${REPORT_SCREEN_TEXTS.clearFilter} empties it. Running without ${withArticle(agency)} says ` +
          `'${REPORT_SCREEN_TEXTS.selectAgency(agency)}'.`,
      ]),
    ];
  },
};

export const ADMIN_REPORTS_SECTION: GuideSection = {
  id: 'admin-reports',
  heading: 'Reports',
  screens: ['admin-reports'],
  when: hasScreen('admin'),
  summary: () => 'run reports on the whole registry and download them as CSV files',
  blocks: (reader) => {
    const { tenant, holders } = reader;
    const managers = holders(CLAIMS.adminReports).filter((role) => role === '400');
    const administrators = holders(CLAIMS.adminReports).filter((role) => role !== '400');
    const headings = [
      ...(managers.length > 0 ? [`'${REPORT_SCREEN_TEXTS.managerHeading}' for a Manager`] : []),
      ...(administrators.length > 0
        ? [
            `'${REPORT_SCREEN_TEXTS.adminHeading}' for ` +
              withArticle(listOf(roleNames(administrators, tenant), 'or')),
          ]
        : []),
    ];
    // Where there are organizations, the list by name; jh's (no directors or organizations) by kind.
    const reports = tenant.features.organizations
      ? reportsOf('admin', reader)
      : `its users by role, its ${tenant.terms.agencyPlural}, its trainings and its numbers`;
    return [
      {
        paragraph:
          `The Reports tile runs reports on the whole registry: ${reports}. Its list is headed ` +
          `${listOf(headings)}.`,
      },
      ...runSteps([]),
    ];
  },
};

export const COACH_REPORTS_SECTION: GuideSection = {
  id: 'coach-reports',
  heading: 'Reports',
  screens: ['coach-reports'],
  when: hasScreen('coach'),
  summary: () => 'run reports on your coaching and the professionals you coach, and download them',
  blocks: (reader) => [
    {
      paragraph:
        `The Reports tile runs reports on your coaching: ${reportsOf('coach', reader)}. They hold the ` +
        `professionals you coach, and the requests made to you.`,
    },
    ...runSteps([]),
  ],
};
