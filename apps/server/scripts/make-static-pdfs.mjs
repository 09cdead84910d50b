// Writes the static documents served by GET /api/file/s/{code}, static/<tenant>/<code>.pdf, for every
// tenant: the user guides and the PDP help. Each is placeholder content, marked as such on every page,
// with the headings a real guide would have, for the state to replace with its own.
//
// Run: npm run make:pdfs -w apps/server   (or from the root: npx tsx apps/server/scripts/make-static-pdfs.mjs)
// (tsx only so that the tenant data can be read from packages/domain.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_DESK_HOURS, TENANTS } from '@registry/domain';
import { Layout, writePdf } from '../../../scripts/pdf/minimal-pdf.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'static');

/** Every guide ends with where to get help. */
function help(tenant, doc) {
  doc.heading('Getting help');
  doc.paragraph(
    `The help desk answers questions about the registry: ${tenant.contact.helpDeskEmail}, ` +
      `${tenant.contact.helpDeskPhone}, ${HELP_DESK_HOURS}.`,
  );
}

function signingIn(tenant, doc) {
  doc.heading('Signing in');
  doc.paragraph(
    'Sign in with the e-mail address of your account and your password. After five failed attempts in a row the ' +
      'account is locked; the help desk unlocks it. Forgot Password sends you a link, valid for 24 hours, to choose a new one.',
  );
  doc.paragraph(
    `If your account holds several roles, choose the one you work in from the menu under your name. ` +
      `Your ${tenant.labels.userId} is shown there too.`,
  );
}

const GUIDES = {
  'user-guide': {
    title: 'User Guide',
    write(tenant, doc) {
      doc.heading('Creating your account');
      doc.paragraph(
        'Select Create Account on the home page. Enter your name and e-mail address, choose a password, read and ' +
          `accept the ${tenant.labels.termsTitle}. We send you an e-mail with a confirmation link, valid for 24 hours.`,
      );
      signingIn(tenant, doc);
      doc.heading('Completing your profile');
      for (const tab of [
        'Personal: your name, contact details and demographics.',
        `Employment: the ${tenant.terms.agencyPlural} where you work, and your staff role requests.`,
        'Education: degrees and coursework, with transcripts.',
        'Certification/Credential: CDA, licenses and other credentials.',
        'Community Service and Membership: service and professional organizations.',
      ])
        doc.bullet(tab);
      doc.heading('Getting your records verified');
      doc.paragraph(
        `Request verification of a record and attach its documents. Your ${tenant.terms.agency} director or registry ` +
          'staff review it. A record waiting for review cannot be edited unless it is returned to you.',
      );
      doc.heading('Trainings, messages and your resume');
      doc.paragraph(
        'Your dashboard shows your trainings and hours, messages and notifications from the registry, and the resume ' +
          'you can build from your verified records.',
      );
      help(tenant, doc);
    },
  },
  'director-guide': {
    title: "Director's Guide",
    write(tenant, doc) {
      signingIn(tenant, doc);
      doc.heading('Approving staff role requests');
      doc.paragraph(
        `Staff who work at your ${tenant.terms.agency} request the staff role through their employment record. ` +
          'Approve or reject each request from your dashboard; you may add a comment. An approved request lets you see ' +
          'their training records, awards, certifications, experience and education.',
      );
      doc.heading('Verifying staff records');
      doc.paragraph(
        'Open a staff member from your staff list and review the records waiting for verification.',
      );
      doc.heading('Director reports');
      for (const report of tenant.reports.director) doc.bullet(report);
      doc.heading('Your own records');
      doc.paragraph(
        'Directors cannot request verification of their own records: ask a registry consultant to review them.',
      );
      help(tenant, doc);
    },
  },
  'qea-guide': {
    title: "QEA's Guide",
    write(tenant, doc) {
      signingIn(tenant, doc);
      doc.heading('Courses and sessions');
      doc.paragraph(
        'Create a course once, then schedule its sessions: dates, location or online link, seats and the region ' +
          'it serves. Participants from other regions wait for your approval.',
      );
      doc.heading('Enrollment and attendance');
      doc.paragraph(
        'Enroll participants, manage the waitlist and record attendance after the session ends. Completed and ' +
          'Absent are final once you lock the session.',
      );
      doc.heading('QEA reports');
      doc.paragraph('Reports list your sessions, their participants and the training hours awarded.');
      help(tenant, doc);
    },
  },
  'staff-guide': {
    title: 'Staff Guide',
    write(tenant, doc) {
      signingIn(tenant, doc);
      doc.heading('Searching for professionals');
      doc.paragraph(
        `Search by name, ${tenant.labels.userId}, ${tenant.terms.agency} or county. Results show only what your role may see.`,
      );
      doc.heading('Verifying education and credentials');
      doc.paragraph(
        'Open a record waiting for verification, compare it with its documents, then verify it or return it with a ' +
          'comment that tells the professional what to correct.',
      );
      doc.heading('Verification history and reports');
      doc.paragraph(`The verification history lists every decision, by ${tenant.labels.staffRole} and date.`);
      help(tenant, doc);
    },
  },
  'admin-guide': {
    title: "Administrator's Guide",
    write(tenant, doc) {
      signingIn(tenant, doc);
      doc.heading('Managing users');
      doc.paragraph(
        'Search users, confirm accounts whose confirmation e-mail was lost, unlock locked accounts and change the ' +
          'e-mail address a user signs in with.',
      );
      doc.heading('Roles and permissions');
      doc.paragraph(
        'Grant and remove general roles. A user cannot hold both the agency and supervisor roles, and the ' +
          'professional role stays while the user holds an elevated or organization role.',
      );
      doc.heading('Alerts, configuration and reports');
      doc.paragraph('Post dashboard alerts, update the site texts and run the administrative reports:');
      for (const report of tenant.reports.admin.slice(0, 8)) doc.bullet(report);
      help(tenant, doc);
    },
  },
  'coach-guide': {
    title: "Coach's Guide",
    write(tenant, doc) {
      signingIn(tenant, doc);
      doc.heading('Your coaching cases');
      doc.paragraph('Your dashboard lists the professionals you coach, with their goals and next sessions.');
      doc.heading('Professional development plans');
      doc.paragraph(
        'Review each plan, comment on its items when the professional shares it with you, and add your reflection.',
      );
      doc.heading('Coaching reports');
      doc.paragraph('Reports summarise your cases, sessions held and goals met.');
      help(tenant, doc);
    },
  },
  'pdp-help': {
    title: 'Professional Development Plan Help',
    write(tenant, doc) {
      doc.heading('What a plan is');
      doc.paragraph(
        'A professional development plan (PDP) lists your goals for the year and the trainings and steps that lead to them.',
      );
      doc.heading('Writing goals');
      doc.bullet('Name one skill or credential per goal.');
      doc.bullet('Add the trainings, coursework or coaching that will get you there.');
      doc.bullet('Give each item a target date.');
      doc.heading('Review and reflection');
      doc.paragraph(
        `Your director reviews completed items and may add a reflection. You can share the plan with your coach.`,
      );
      help(tenant, doc);
    },
  },
};

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code);
  mkdirSync(dir, { recursive: true });
  for (const [code, guide] of Object.entries(GUIDES)) {
    const title = code === 'staff-guide' ? `${tenant.labels.staffRole} Guide` : guide.title;
    const layout = new Layout({ productName: tenant.productName, title, color: tenant.theme.primary });
    guide.write(tenant, layout);
    const bytes = writePdf(layout.streams(), {
      title,
      author: tenant.productName,
      producer: 'make-static-pdfs.mjs',
    });
    writeFileSync(join(dir, `${code}.pdf`), bytes);
    console.log(`wrote ${join(dir, `${code}.pdf`)} (${bytes.length} bytes, ${layout.pages.length} page(s))`);
  }
}
