import { GENERAL_ROLES } from '../roles.js';
import type { Tenant } from './types.js';
import { DIRECTOR_REPORTS, adminReports, without } from './reports.js';

const staffRole = 'Staff';

export const jh: Tenant = {
  code: 'jh',
  stateName: 'Registry',
  // Not one state's deployment: its maps show the contiguous United States, and it has no county list.
  serviceArea: { name: 'the United States', stateFips: null },
  // Not a government's site: claiming to be one would mislead, so no official-site notice.
  officialSiteBanner: null,
  productName: 'Early Childhood Workforce Registry',
  productShortName: 'EC Registry',
  timeZone: 'America/Chicago',
  terms: { agency: 'agency', agencyPlural: 'agencies', program: 'program', programPlural: 'programs' },
  labels: { userId: 'Registry ID', staffRole, termsTitle: 'Terms of Use' },
  logo: { src: '/tenants/jh/logo.svg', alt: 'Early Childhood Workforce Registry' },
  instructions: {
    home:
      'The registry keeps the professional records of early childhood educators in one place. ' +
      'Create your free account to record your education, employment and credentials, and plan your professional development.',
    about:
      'The registry helps early childhood professionals document their education and professional development.',
    // What each role can do today, and only that (issue 21: docs/decisions/web-app.md "Texts name only what
    // the role can do"); a feature adds its sentence here as it lands.
    dashboard: {
      '250':
        'Publish your trainings and schedule their sessions, enroll participants, record attendance and submit your DHR reports. ' +
        'Write to early childhood professionals, one by one or all at once, through Messages.',
      '300':
        'Review your coaching requests and follow the professionals you coach. ' +
        'Write to the professionals you work with through Messages.',
      '350':
        'Find early childhood professionals and verify their records. ' +
        'Write to early childhood professionals, one by one or all at once, through Messages.',
      '375':
        'Find early childhood professionals and verify their records. ' +
        'Review the verification activity of agency staff and run supervisor reports. ' +
        'Write to agency staff and early childhood professionals through Messages.',
    },
  },
  features: {
    trainingRoute: false,
    pdp: true,
    coaches: true,
    career: false,
    organizations: false,
    feedback: false,
    trainTnAccess: false,
    trainingReport: false,
    programDetails: false,
    changeEmail: false,
    trainingGridAddDelete: true,
    userRecordsCommunityService: true,
    resumeCommunityService: true,
    resumeReferences: true,
    directorVerifiesRecords: false,
    staffDisablesCertifications: false,
    messageGroupsQeaAndStaff: false,
  },
  reports: {
    director: without(DIRECTOR_REPORTS, 'Career Lattice Level'),
    admin: adminReports(staffRole),
  },
  passwordPolicy: {
    minLength: 8,
    requireUpper: false,
    requireLower: false,
    requireDigit: false,
    clientCheck: false,
  },
  generalRoles: [...GENERAL_ROLES],
  contact: {
    helpDeskEmail: 'help@ec-registry.example.org',
    helpDeskPhone: '(800) 555-0199',
    address: ['Early Childhood Workforce Registry', '100 Main Street', 'Springfield, ST 00000'],
    resources: [
      { label: 'CDA Council', href: 'https://www.cdacouncil.org/' },
      { label: 'Office of Child Care (ACF)', href: 'https://www.acf.hhs.gov/occ' },
    ],
    partners: [{ name: 'Office of Child Care (ACF)', href: 'https://www.acf.hhs.gov/occ' }],
  },
  theme: { primary: '#2e5e4e', secondary: '#b5651d' },
};
