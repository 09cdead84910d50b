import { GENERAL_ROLES } from '../roles.js';
import type { Tenant } from './types.js';
import { DIRECTOR_REPORTS, adminReports, without } from './reports.js';

const staffRole = 'Child Care Consultant';

export const al: Tenant = {
  code: 'al',
  stateName: 'Alabama',
  serviceArea: { name: 'Alabama', stateFips: '01' },
  officialSiteBanner: { text: 'An official website of the State of Alabama' },
  productName: 'Alabama Early Childhood Workforce Registry',
  productShortName: 'AL Registry',
  timeZone: 'America/Chicago',
  terms: { agency: 'facility', agencyPlural: 'facilities', program: 'facility', programPlural: 'facilities' },
  labels: { userId: 'Registry ID', staffRole, termsTitle: 'User Agreement' },
  logo: { src: '/tenants/al/logo.svg', alt: 'Alabama Early Childhood Workforce Registry' },
  instructions: {
    home:
      'Licensed child care facilities and programs in the state quality rating system are required to enroll their staff in the registry. ' +
      'Create your free account to keep your education, employment and credential records in one place.',
    about:
      'The registry helps Alabama early childhood professionals meet DHR minimum standards for training and shows their professional growth on the career lattice.',
    // What each role can do today, and only that (issue 21: docs/decisions/web-app.md "Texts name only what
    // the role can do"); a feature adds its sentence here as it lands.
    dashboard: {
      '200': 'Review staff role requests for your facility.',
      '250':
        'Publish your trainings and schedule their sessions, enroll participants, record attendance and submit your DHR reports. ' +
        'Write to early childhood professionals and directors, one by one or all at once, through Messages.',
      '350':
        'Find early childhood professionals and verify their records. ' +
        'Write to early childhood professionals, directors and QEAs, one by one or all at once, through Messages.',
    },
  },
  features: {
    trainingRoute: false,
    pdp: false,
    coaches: false,
    career: true,
    organizations: true,
    feedback: false,
    trainTnAccess: false,
    trainingReport: false,
    programDetails: false,
    changeEmail: true,
    trainingGridAddDelete: true,
    userRecordsCommunityService: false,
    resumeCommunityService: false,
    resumeReferences: false,
    directorVerifiesRecords: false,
    staffDisablesCertifications: false,
    messageGroupsQeaAndStaff: true,
  },
  reports: {
    director: without(DIRECTOR_REPORTS, 'PDP Required Trainings', 'PDP Goals'),
    admin: without(adminReports(staffRole), 'Coach Level Users'),
  },
  passwordPolicy: {
    minLength: 8,
    requireUpper: true,
    requireLower: true,
    requireDigit: true,
    clientCheck: true,
  },
  generalRoles: without(GENERAL_ROLES, '300', '375'),
  contact: {
    helpDeskEmail: 'helpdesk@al-registry.example.org',
    helpDeskPhone: '(334) 555-0142',
    address: ['Early Childhood Workforce Registry', '50 Ripley Street', 'Montgomery, AL 36104'],
    resources: [
      { label: 'DHR Child Care Services', href: 'https://dhr.alabama.gov/child-care/' },
      { label: 'CDA Council', href: 'https://www.cdacouncil.org/' },
      { label: 'Office of Child Care (ACF)', href: 'https://www.acf.hhs.gov/occ' },
    ],
    partners: [
      { name: 'Alabama Department of Human Resources', href: 'https://dhr.alabama.gov/' },
      { name: 'Alabama Quality STARS', href: 'https://dhr.alabama.gov/child-care/' },
    ],
  },
  theme: { primary: '#9e1b32', secondary: '#1f3a5f' },
};
