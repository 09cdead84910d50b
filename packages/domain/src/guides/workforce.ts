// The guide's section on the workforce dashboard (issue 27, beyond the spec): managers' and administrators'
// charts of the state's workforce, each with its numbers and a de-identified CSV.
import { CLAIMS } from '../claims.js';
import { WORKFORCE_CHART_TEXTS, WORKFORCE_SUPPRESSED, WORKFORCE_TEXTS } from '../reports/workforce.js';
import type { GuideSection } from './types.js';
import { listOf } from './words.js';

export const WORKFORCE_SECTION: GuideSection = {
  id: 'workforce',
  heading: 'Workforce',
  screens: ['workforce'],
  when: ({ may }) => may(CLAIMS.adminReports),
  summary: () => "see the state's workforce at a glance, in charts with their numbers",
  blocks: ({ tenant }) => [
    {
      paragraph:
        "The Workforce tile shows the state's workforce in charts: " +
        listOf(
          Object.values(WORKFORCE_CHART_TEXTS)
            .filter((chart) => tenant.features.career || chart !== WORKFORCE_CHART_TEXTS.professionalsByLevel)
            .map((chart) => chart.title.toLowerCase()),
        ) +
        '. Each chart has its numbers in a table below it, and says what it counts.',
    },
    {
      bullets: [
        'The figures are worked out from the records every 15 minutes at most; the screen says when they were.',
        `${WORKFORCE_TEXTS.download} saves one chart's numbers as a CSV file to share beyond the registry, ` +
          `for example with researchers: any count under 10 is written as '${WORKFORCE_SUPPRESSED}', and so ` +
          'are hours and days worked out from fewer than 10 records, so that no one can be picked out.',
      ],
    },
  ],
};
