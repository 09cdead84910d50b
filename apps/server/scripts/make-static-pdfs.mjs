// Writes the static documents served by GET /api/file/s/{code}, static/<tenant>/<code>.pdf, for every
// tenant: the user guides and the PDP help. Each is placeholder content, marked as such on every page,
// with the headings a real guide would have, for the state to replace with its own. The PDFs are made
// with the registry's PDF module (src/platform/pdf, @react-pdf/renderer), as resumes and reports are.
//
// Run: npm run make:pdfs -w apps/server   (or from the root: npx tsx apps/server/scripts/make-static-pdfs.mjs)
// (tsx so that the tenant data of packages/domain and the TypeScript PDF module can be imported.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_DESK_HOURS, TENANTS } from '@registry/domain';
import { renderBlockDocument } from '../src/platform/pdf/index.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'static');

/** Every guide ends with where to get help. */
const help = (tenant) => [
  { heading: 'Getting help' },
  {
    paragraph:
      `The help desk answers questions about the registry: ${tenant.contact.helpDeskEmail}, ` +
      `${tenant.contact.helpDeskPhone}, ${HELP_DESK_HOURS}.`,
  },
];

const signingIn = (tenant) => [
  { heading: 'Signing in' },
  {
    paragraph:
      'Sign in with the e-mail address of your account and your password. After five failed attempts in a row, ' +
      'signing in waits a little longer after each further attempt; an account that keeps failing is locked, and ' +
      'the help desk unlocks it. Forgot Password sends you a link, valid for 24 hours, to choose a new one.',
  },
  {
    paragraph:
      `If your account holds several roles, choose the one you work in from the menu under your name. ` +
      `Your ${tenant.labels.userId} is shown there too.`,
  },
];

/** Each guide: its title and its content (blocks of the PDF module) for a tenant. */
const GUIDES = {
  'user-guide': {
    title: 'User Guide',
    blocks: (tenant) => [
      { heading: 'Creating your account' },
      {
        paragraph:
          'Select Create Account on the home page. Enter your name and e-mail address, choose a password, read and ' +
          `accept the ${tenant.labels.termsTitle}. We send you an e-mail with a confirmation link, valid for 24 hours.`,
      },
      ...signingIn(tenant),
      { heading: 'Completing your profile' },
      {
        bullets: [
          'Personal: your name, contact details and demographics.',
          `Employment: the ${tenant.terms.agencyPlural} where you work, and your staff role requests.`,
          'Education: degrees and coursework, with transcripts.',
          'Certification/Credential: CDA, licenses and other credentials.',
          'Community Service and Membership: service and professional organizations.',
        ],
      },
      { heading: 'Getting your records verified' },
      {
        paragraph:
          `Request verification of a record and attach its documents. Your ${tenant.terms.agency} director or registry ` +
          'staff review it. A record waiting for review cannot be edited unless it is returned to you.',
      },
      { heading: 'Trainings, messages and your resume' },
      {
        paragraph:
          'Your dashboard shows your trainings and hours, messages and notifications from the registry, and the resume ' +
          'you can build from your verified records.',
      },
      ...help(tenant),
    ],
  },
  'director-guide': {
    title: "Director's Guide",
    blocks: (tenant) => [
      ...signingIn(tenant),
      { heading: 'Approving staff role requests' },
      {
        paragraph:
          `Staff who work at your ${tenant.terms.agency} request the staff role through their employment record. ` +
          'Approve or reject each request from your dashboard; you may add a comment. An approved request lets you see ' +
          'their training records, awards, certifications, experience and education.',
      },
      { heading: 'Verifying staff records' },
      {
        paragraph:
          'Open a staff member from your staff list and review the records waiting for verification.',
      },
      { heading: 'Director reports' },
      { bullets: tenant.reports.director },
      { heading: 'Your own records' },
      {
        paragraph:
          'Directors cannot request verification of their own records: ask a registry consultant to review them.',
      },
      ...help(tenant),
    ],
  },
  'qea-guide': {
    title: "QEA's Guide",
    blocks: (tenant) => [
      ...signingIn(tenant),
      { heading: 'Courses and sessions' },
      {
        paragraph:
          'Create a course once, then schedule its sessions: dates, location or online link, seats and the region ' +
          'it serves. Participants from other regions wait for your approval.',
      },
      { heading: 'Enrollment and attendance' },
      {
        paragraph:
          'Enroll participants, manage the waitlist and record attendance after the session ends. Completed and ' +
          'Absent are final once you lock the session.',
      },
      { heading: 'QEA reports' },
      { paragraph: 'Reports list your sessions, their participants and the training hours awarded.' },
      ...help(tenant),
    ],
  },
  'staff-guide': {
    title: 'Staff Guide',
    blocks: (tenant) => [
      ...signingIn(tenant),
      { heading: 'Searching for professionals' },
      {
        paragraph: `Search by name, ${tenant.labels.userId}, ${tenant.terms.agency} or county. Results show only what your role may see.`,
      },
      { heading: 'Verifying education and credentials' },
      {
        paragraph:
          'Open a record waiting for verification, compare it with its documents, then verify it or return it with a ' +
          'comment that tells the professional what to correct.',
      },
      { heading: 'Verification history and reports' },
      { paragraph: `The verification history lists every decision, by ${tenant.labels.staffRole} and date.` },
      ...help(tenant),
    ],
  },
  'admin-guide': {
    title: "Administrator's Guide",
    blocks: (tenant) => [
      ...signingIn(tenant),
      { heading: 'Managing users' },
      {
        paragraph:
          'Search users, confirm accounts whose confirmation e-mail was lost, unlock locked accounts and change the ' +
          'e-mail address a user signs in with.',
      },
      { heading: 'Roles and permissions' },
      {
        paragraph:
          'Grant and remove general roles. A user cannot hold both the agency and supervisor roles, and the ' +
          'professional role stays while the user holds an elevated or organization role.',
      },
      { heading: 'Alerts, configuration and reports' },
      { paragraph: 'Post dashboard alerts, update the site texts and run the administrative reports:' },
      { bullets: tenant.reports.admin.slice(0, 8) },
      ...help(tenant),
    ],
  },
  'coach-guide': {
    title: "Coach's Guide",
    blocks: (tenant) => [
      ...signingIn(tenant),
      { heading: 'Your coaching cases' },
      { paragraph: 'Your dashboard lists the professionals you coach, with their goals and next sessions.' },
      { heading: 'Professional development plans' },
      {
        paragraph:
          'Review each plan, comment on its items when the professional shares it with you, and add your reflection.',
      },
      { heading: 'Coaching reports' },
      { paragraph: 'Reports summarise your cases, sessions held and goals met.' },
      ...help(tenant),
    ],
  },
  'pdp-help': {
    title: 'Professional Development Plan Help',
    blocks: (tenant) => [
      { heading: 'What a plan is' },
      {
        paragraph:
          'A professional development plan (PDP) lists your goals for the year and the trainings and steps that lead to them.',
      },
      { heading: 'Writing goals' },
      {
        bullets: [
          'Name one skill or credential per goal.',
          'Add the trainings, coursework or coaching that will get you there.',
          'Give each item a target date.',
        ],
      },
      { heading: 'Review and reflection' },
      {
        paragraph: `Your director reviews completed items and may add a reflection. You can share the plan with your coach.`,
      },
      ...help(tenant),
    ],
  },
};

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code);
  mkdirSync(dir, { recursive: true });
  for (const [code, guide] of Object.entries(GUIDES)) {
    const title = code === 'staff-guide' ? `${tenant.labels.staffRole} Guide` : guide.title;
    const bytes = await renderBlockDocument({
      tenant,
      title,
      placeholder: true,
      creator: 'make-static-pdfs.mjs',
      blocks: guide.blocks(tenant),
    });
    writeFileSync(join(dir, `${code}.pdf`), bytes);
    console.log(`wrote ${join(dir, `${code}.pdf`)} (${bytes.length} bytes)`);
  }
}
