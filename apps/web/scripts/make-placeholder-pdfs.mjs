// Writes the footer's documents, public/tenants/<code>/docs/{state-report,faq,training-legend}.pdf, for
// every tenant: PDFs that say they are placeholders for the state to replace. They are made with the
// server's PDF module (apps/server/src/platform/pdf, @react-pdf/renderer), the one way the registry makes
// a PDF; only this script imports it, so the web bundle never holds @react-pdf/renderer.
//
// Run: npm run make:pdfs -w apps/web   (or from the root: npx tsx apps/web/scripts/make-placeholder-pdfs.mjs)
// (tsx so that the tenant data of packages/domain and the TypeScript PDF module can be imported.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_DESK_HOURS, TENANTS } from '@registry/domain';
import { renderBlockDocument } from '../../server/src/platform/pdf/index.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'tenants');

// ---------------------------------------------------------------- the documents (blocks of the PDF module)

const stateReport = (tenant) => [
  { heading: 'About this report' },
  {
    paragraph:
      `Each year the ${tenant.productName} publishes a report on the early childhood workforce: the people who teach ` +
      `and care for young children in licensed ${tenant.terms.programPlural}, family child care homes and pre-kindergarten classrooms.`,
  },
  {
    paragraph:
      'The report is built from verified registry records only. Records that are awaiting verification, or that were returned ' +
      'for correction, are not counted.',
  },
  { heading: 'What the report covers' },
  {
    bullets: [
      'The size of the workforce by role: teachers, assistant teachers, directors and family child care providers.',
      'Education: the highest degree held and the share of degrees in early childhood education or a related field.',
      'Credentials and certifications, including the Child Development Associate (CDA).',
      'Annual training hours completed, by core knowledge area and by delivery method.',
      `Experience and retention: years in the field and years with the current ${tenant.terms.agency}.`,
    ],
  },
  { heading: 'How the data are protected' },
  {
    paragraph:
      'Figures are reported for groups only. No group smaller than ten people is shown, and no individual can be identified ' +
      'from the report.',
  },
  { heading: 'Publication' },
  {
    paragraph:
      `The state's report will appear here once published. Questions about the report can be sent to the help desk at ` +
      `${tenant.contact.helpDeskEmail}.`,
  },
];

function faq(tenant) {
  const qa = [
    [
      'Who should create an account?',
      `Teachers, caregivers, directors and support staff who work with young children, trainers and coaches, and staff of ` +
        `agencies that support them. ${tenant.instructions.home}`,
    ],
    [
      'How do I create an account?',
      'Select Create Account on the home page, enter your name and e-mail address and choose a password. We send you an ' +
        'e-mail with a confirmation link, valid for 24 hours. Check your spam folder if it does not arrive.',
    ],
    [
      `What is my ${tenant.labels.userId}?`,
      `Your ${tenant.labels.userId} is the number that identifies you in the registry. It appears in the menu under your ` +
        `name once you are signed in. Give it to your director or trainer instead of personal information.`,
    ],
    [
      'How do I get my records verified?',
      `Add your education, employment, credentials and training to your profile and request verification. Your ` +
        `${tenant.terms.agency} director or registry staff review the documents and verify the record.`,
    ],
    [
      'I forgot my password.',
      'Select Forgot Password on the sign-in page and enter your e-mail address. We send you a link to choose a new password.',
    ],
    [
      'Who can see my records?',
      `You, registry staff, and the director of a ${tenant.terms.agency} where you hold an approved staff role. Trainers see ` +
        'your name and attendance for the sessions you register for.',
    ],
    [
      'Who do I contact for help?',
      `The help desk: ${tenant.contact.helpDeskEmail}, ${tenant.contact.helpDeskPhone}. Hours: ${HELP_DESK_HOURS}.`,
    ],
  ];
  return qa.flatMap(([question, answer]) => [{ heading: question }, { paragraph: answer }]);
}

const trainingLegend = () => [
  { paragraph: 'The registry marks training records and sessions with these statuses and symbols.' },
  { heading: 'Verification of a record' },
  {
    terms: [
      [
        'Verified (check mark)',
        'Registry staff or your director confirmed the record against its documents.',
      ],
      [
        'Requested (clock)',
        'You asked for verification. The record cannot be edited while the request is open.',
      ],
      [
        'Returned',
        'The reviewer sent the record back with a comment. Correct it and request verification again.',
      ],
      ['Not verified (no symbol)', 'The record is on your profile but has not been sent for verification.'],
    ],
  },
  { heading: 'Registration for a session' },
  {
    terms: [
      ['Registered', 'You have a seat in the session.'],
      ['Waitlisted', 'The session is full. You move up when a registered participant cancels.'],
      ['Pending approval', 'The session is outside your region; its trainer decides on your request.'],
    ],
  },
  { heading: 'Attendance' },
  {
    terms: [
      ['Completed', 'You attended the whole session. The training hours count toward your requirements.'],
      ['Partially completed', 'You attended part of the session. Ask the trainer how the hours are counted.'],
      ['Absent', 'You did not attend. Completed and Absent are final once the trainer locks the session.'],
    ],
  },
  { heading: 'Delivery methods' },
  {
    terms: [
      ['Classroom', 'In person, at the location shown with the session.'],
      ['Virtual/Online', 'Live online or self-paced; the session shows how to join.'],
      ['Blended', 'Part online and part in person.'],
    ],
  },
];

const DOCUMENTS = [
  { file: 'state-report.pdf', title: 'Early Childhood Workforce Report', blocks: stateReport },
  { file: 'faq.pdf', title: 'Frequently Asked Questions', blocks: faq },
  { file: 'training-legend.pdf', title: 'Training Legend', blocks: trainingLegend },
];

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code, 'docs');
  mkdirSync(dir, { recursive: true });
  for (const document of DOCUMENTS) {
    const bytes = await renderBlockDocument({
      tenant,
      title: document.title,
      placeholder: true,
      creator: 'make-placeholder-pdfs.mjs',
      blocks: document.blocks(tenant),
    });
    writeFileSync(join(dir, document.file), bytes);
    console.log(`wrote ${join(dir, document.file)} (${bytes.length} bytes)`);
  }
}
