import { GENERAL_ROLES } from '../roles.js';
import type { Tenant } from './types.js';
import { DIRECTOR_REPORTS, adminReports, without } from './reports.js';

const staffRole = 'DHS Staff';

export const tn: Tenant = {
  code: 'tn',
  stateName: 'Tennessee',
  serviceArea: { name: 'Tennessee', stateFips: '47' },
  officialSiteBanner: { text: 'An official website of the State of Tennessee' },
  productName: 'Tennessee Professional Archive of Learning',
  productShortName: 'TNPAL',
  timeZone: 'America/Chicago',
  terms: { agency: 'agency', agencyPlural: 'agencies', program: 'program', programPlural: 'programs' },
  labels: { userId: 'PAL ID', staffRole, termsTitle: 'Terms and Conditions' },
  logo: { src: '/tenants/tn/logo.svg', alt: 'Tennessee Professional Archive of Learning' },
  instructions: {
    home:
      'TNPAL is the professional registry for Tennessee early childhood educators. Create your free account to keep your education, ' +
      'employment and training records, request their verification and plan your professional development.',
    about:
      'TNPAL helps Tennessee child care professionals document the training that DHS licensing requires and plan their professional development.',
    // What each role can do today, and only that (issue 21: docs/decisions/web-app.md "Texts name only what
    // the role can do"); a feature adds its sentence here as it lands.
    dashboard: {
      '200':
        "Approve staff role requests for your agency, verify your staff's records and review their professional development plans.",
      '300':
        'Review your coaching requests and follow the professionals you coach. ' +
        'Write to the professionals you work with through Messages.',
      '350':
        'Find early childhood professionals and verify their records. ' +
        'Write to early childhood professionals and directors, one by one or all at once, through Messages.',
      '375':
        'Find early childhood professionals and verify their records. ' +
        'Review the verification activity of DHS staff and run supervisor reports. ' +
        'Write to DHS staff and early childhood professionals through Messages.',
    },
  },
  features: {
    trainingRoute: true,
    pdp: true,
    coaches: true,
    career: true,
    organizations: true,
    feedback: true,
    trainTnAccess: true,
    trainingReport: true,
    programDetails: true,
    changeEmail: true,
    trainingGridAddDelete: false,
    userRecordsCommunityService: true,
    resumeCommunityService: true,
    resumeReferences: true,
    directorVerifiesRecords: true,
    staffDisablesCertifications: true,
    messageGroupsQeaAndStaff: false,
  },
  reports: {
    director: without(DIRECTOR_REPORTS, 'Career Lattice Level'),
    admin: without(adminReports(staffRole), 'Unassociated EC Professional Level Users', 'QEA Level Users'),
  },
  passwordPolicy: {
    minLength: 8,
    requireUpper: false,
    requireLower: false,
    requireDigit: false,
    clientCheck: false,
  },
  generalRoles: without(GENERAL_ROLES, '250'),
  contact: {
    helpDeskEmail: 'support@tnpal.example.org',
    helpDeskPhone: '(615) 555-0163',
    address: ['Tennessee Professional Archive of Learning', '505 Deaderick Street', 'Nashville, TN 37243'],
    resources: [
      {
        label: 'TN DHS Child Care Services',
        href: 'https://www.tn.gov/humanservices/for-families/child-care-services.html',
      },
      { label: 'CDA Council', href: 'https://www.cdacouncil.org/' },
      { label: 'Office of Child Care (ACF)', href: 'https://www.acf.hhs.gov/occ' },
    ],
    partners: [
      { name: 'Tennessee Department of Human Services', href: 'https://www.tn.gov/humanservices.html' },
      { name: 'Tennessee Early Childhood Training Alliance', href: 'https://www.tn.gov/humanservices.html' },
    ],
  },
  theme: { primary: '#00467f', secondary: '#cc0000' },
};
