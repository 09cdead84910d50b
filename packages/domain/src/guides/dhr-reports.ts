// The guide's section on DHR Reports (spec 3 §2 dhr-report, §4, §5; issue 24): trainers (250) write and
// submit their reports to DHR; the reviewers (400, 500) approve or decline them.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';

export const DHR_REPORTS_SECTION: GuideSection = {
  id: 'dhr-reports',
  heading: 'DHR Reports',
  screens: ['dhr-report'],
  when: ({ may }) => may(CLAIMS.dhrReports),
  summary: ({ roles }) =>
    roles.includes('250')
      ? 'send your reports to DHR with their documents, and follow their review'
      : 'review the reports trainers send to DHR: approve or decline them',
  blocks: ({ roles }) =>
    roles.includes('250')
      ? [
          {
            paragraph:
              'The DHR Reports tile lists your reports to DHR, 5 a page, with their status: Draft, Submitted, ' +
              'Declined or Approved. Add New writes one: choose the training session it is about, if any, then ' +
              'give its name and type, the period it covers, a description, and upload the report document.',
          },
          {
            bullets: [
              'Submit, in the More actions menu of a Draft or Declined report, sends it for review (a comment is ' +
                'optional). The reviewers are notified; a submitted report cannot be changed.',
              'You may edit a Draft or a Declined report and delete a Draft. An approved report is final.',
              'When your report is approved or declined you are told by a notification and an e-mail. View ' +
                "Comments opens the report's Review Comments: who submitted, approved or declined it, when, " +
                'and their comments. Change a declined report as the comment asks and submit it again.',
            ],
          },
        ]
      : [
          {
            paragraph:
              'The DHR Reports tile lists the reports trainers submitted, 5 a page, newest first, with their ' +
              'status: Submitted, Declined or Approved. View (the eye) opens a report and its document.',
          },
          {
            bullets: [
              'Approve or Decline, in the More actions menu of a Submitted report, decides it. A comment is ' +
                'optional to approve and required to decline. The trainer is notified and reads your comment.',
              "View Comments opens the report's Review Comments: each submission and decision, who made it, " +
                'when, and the comments.',
            ],
          },
        ],
};
