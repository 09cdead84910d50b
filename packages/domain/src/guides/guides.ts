// The role guides (spec 2 "Dashboard main": the User Guide modal opens the active role's guide): for each,
// its title, the roles it is written for and its sections in order. A feature that adds a screen adds the
// section that explains it (a module of its own beside these) to the guides of the roles that use it; the
// PDFs are made from this content by apps/server/scripts/make-static-pdfs.mjs.
import { ACCOUNT_SECTION, FIRST_LOG_IN_SECTION, LOGGING_OUT_SECTION } from './account.js';
import { DASHBOARD_SECTION, HELP_SECTION, USER_GUIDE_SECTION } from './dashboard.js';
import { FEEDBACK_SECTION, MESSAGES_SECTION, NOTIFICATIONS_SECTION } from './messages.js';
import { MANAGE_USERS_SECTION } from './manage-users.js';
import { DHR_REPORTS_SECTION } from './dhr-reports.js';
import {
  ADMIN_REPORTS_SECTION,
  AGENCY_REPORTS_SECTION,
  COACH_REPORTS_SECTION,
  DIRECTOR_REPORTS_SECTION,
  QEA_REPORTS_SECTION,
  SUPERVISOR_REPORTS_SECTION,
} from './reports.js';
import { COACH_CASES_SECTION, COACHES_SECTION, MANAGE_CONNECTIONS_SECTION } from './coaching.js';
import { CAREER_SECTION, LATTICE_REQUIREMENTS_SECTION, LATTICE_VERIFICATION_SECTION } from './career.js';
import { PDP_REVIEW_SECTION, PDP_SECTION } from './pdp.js';
import { PUBLISHED_RESUME_SECTION, REFERENCES_SECTION, RESUME_SECTION } from './resume.js';
import { TRAINER_SECTIONS, TRAINING_CALENDAR_SECTION } from './training-catalogue.js';
import { VERIFICATION_WORK_SECTIONS } from './verification-work.js';
import { WORKFORCE_SECTION } from './workforce.js';
import {
  EMPLOYMENT_ROLES_SECTION,
  PROFILE_SECTION,
  RECORDS_SECTION,
  VERIFICATION_SECTION,
} from './profile.js';
import type { GuideCode } from './codes.js';
import type { Guide, GuideSection } from './types.js';
import { listOf, roleNames } from './words.js';
import {
  ALERTS_SECTION,
  FEEDBACK_RECEIVED_SECTION,
  STAFF_REQUESTS_SECTION,
  TRAINING_SECTION,
} from './work.js';

/** Every guide opens with the account and the dashboard. */
const START: readonly GuideSection[] = [ACCOUNT_SECTION, FIRST_LOG_IN_SECTION, DASHBOARD_SECTION];
/** One's own professional record: every role keeps one. */
const YOUR_OWN_RECORD: readonly GuideSection[] = [PROFILE_SECTION, RECORDS_SECTION, VERIFICATION_SECTION];
/** Every guide ends with tn's Feedback, the guide itself, logging out and the help desk. */
const EVERY_ROLE_AFTER: readonly GuideSection[] = [
  FEEDBACK_SECTION,
  USER_GUIDE_SECTION,
  LOGGING_OUT_SECTION,
  HELP_SECTION,
];
const INBOXES: readonly GuideSection[] = [MESSAGES_SECTION, NOTIFICATIONS_SECTION];

/** A guide for registry staff: their own screens first, then the inboxes, then their own record. */
const staffGuideSections = (own: readonly GuideSection[]): GuideSection[] => [
  ...START,
  ...own,
  ...INBOXES,
  ...YOUR_OWN_RECORD,
  ...EVERY_ROLE_AFTER,
];

export const ROLE_GUIDES: Readonly<Record<GuideCode, Guide>> = {
  'user-guide': {
    code: 'user-guide',
    title: () => 'User Guide',
    readers: () =>
      'early childhood professionals: teachers, caregivers and everyone who works with young children',
    sections: [
      ...START,
      ...YOUR_OWN_RECORD,
      EMPLOYMENT_ROLES_SECTION,
      TRAINING_SECTION,
      TRAINING_CALENDAR_SECTION,
      PDP_SECTION,
      COACHES_SECTION,
      CAREER_SECTION,
      RESUME_SECTION,
      REFERENCES_SECTION,
      ...INBOXES,
      ...EVERY_ROLE_AFTER,
    ],
  },
  'director-guide': {
    code: 'director-guide',
    title: () => "Director's Guide",
    readers: ({ tenant }) => `the directors of ${tenant.terms.agencyPlural} listed in the registry`,
    sections: [
      ...START,
      STAFF_REQUESTS_SECTION,
      ...VERIFICATION_WORK_SECTIONS,
      PDP_REVIEW_SECTION,
      PUBLISHED_RESUME_SECTION,
      DIRECTOR_REPORTS_SECTION,
      ...INBOXES,
      ...YOUR_OWN_RECORD,
      EMPLOYMENT_ROLES_SECTION,
      ...EVERY_ROLE_AFTER,
    ],
  },
  'qea-guide': {
    code: 'qea-guide',
    title: () => "QEA's Guide",
    readers: () => 'QEAs, the staff of the quality enhancement agencies',
    sections: staffGuideSections([
      ...TRAINER_SECTIONS,
      DHR_REPORTS_SECTION,
      ...VERIFICATION_WORK_SECTIONS,
      QEA_REPORTS_SECTION,
    ]),
  },
  'staff-guide': {
    code: 'staff-guide',
    title: (tenant) => `${tenant.labels.staffRole} Guide`,
    readers: ({ tenant, roles }) =>
      `people who work in the registry as ${listOf(roleNames(roles, tenant), 'or')}`,
    sections: staffGuideSections([
      ...VERIFICATION_WORK_SECTIONS,
      PUBLISHED_RESUME_SECTION,
      AGENCY_REPORTS_SECTION,
      SUPERVISOR_REPORTS_SECTION,
    ]),
  },
  'admin-guide': {
    code: 'admin-guide',
    title: () => "Administrator's Guide",
    readers: ({ tenant, roles }) =>
      `people who work in the registry as ${listOf(roleNames(roles, tenant), 'or')}`,
    sections: staffGuideSections([
      MANAGE_USERS_SECTION,
      ...VERIFICATION_WORK_SECTIONS,
      PUBLISHED_RESUME_SECTION,
      LATTICE_VERIFICATION_SECTION,
      LATTICE_REQUIREMENTS_SECTION,
      DHR_REPORTS_SECTION,
      ADMIN_REPORTS_SECTION,
      WORKFORCE_SECTION,
      STAFF_REQUESTS_SECTION,
      ALERTS_SECTION,
      FEEDBACK_RECEIVED_SECTION,
    ]),
  },
  'coach-guide': {
    code: 'coach-guide',
    title: () => "Coach's Guide",
    readers: () => 'coaches, who support early childhood professionals in their development',
    sections: staffGuideSections([
      COACH_CASES_SECTION,
      PDP_REVIEW_SECTION,
      MANAGE_CONNECTIONS_SECTION,
      ...VERIFICATION_WORK_SECTIONS,
      COACH_REPORTS_SECTION,
    ]),
  },
};
