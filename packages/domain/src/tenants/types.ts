import type { GeneralRole } from '../roles.js';

export type TenantCode = 'al' | 'tn' | 'jh';

/** Everything that differs between deployments (DESIGN §3 "Tenants"). Code asks this object, never the code. */
export interface Tenant {
  code: TenantCode;
  /** The state (or deployment) this registry serves; shown in headings and the footer. */
  stateName: string;
  /**
   * The area the registry serves. `name` reads inside a sentence ("Map of {name}"); `stateFips` (the
   * Census Bureau's state code) picks the state's outline for the home maps and its county list, none
   * for a deployment that is not one state's.
   */
  serviceArea: { name: string; stateFips: string | null };
  /**
   * The official-site notice at the very top of every page, as state portals carry it (placeholder
   * wording, the state's to replace with its own); none for a deployment that is not a government's.
   */
  officialSiteBanner: { text: string } | null;
  /** Product name shown in the navigation bar, page titles and mails. */
  productName: string;
  /** Short product name (file-name prefixes, compact headers). */
  productShortName: string;
  /** IANA time zone in which dates and instants are shown. */
  timeZone: string;
  terms: {
    /** 'agency' vs 'facility': the employing organization ("Search by {agency}"). */
    agency: string;
    agencyPlural: string;
    /** 'program' vs 'facility': the licensed program ("{facility} Filter"). */
    program: string;
    programPlural: string;
  };
  labels: {
    /** Label of the human-facing registry id (user dropdown, records). */
    userId: string;
    /** Label of the agency staff role 350 (spec 1 §6, spec 2 "the staff label"). */
    staffRole: string;
    /** Title of the terms and conditions ('{terms title} must be viewed and accepted.'). */
    termsTitle: string;
  };
  /** Logo under apps/web/public, and its text alternative. */
  logo: { src: string; alt: string };
  /** Instruction texts that differ by tenant (page key -> text). */
  instructions: {
    home: string;
    about: string;
    /** Dashboard instruction text per role (spec 2: roles 200, 250, 300, 350, 375). */
    dashboard: Partial<Record<'200' | '250' | '300' | '350' | '375', string>>;
  };
  /** Which routes, tabs, actions and reports exist. */
  features: {
    /** /dashboard/training (al and jh remove it). */
    trainingRoute: boolean;
    /** PDP routes and PDP reports (al removes them). */
    pdp: boolean;
    /** /dashboard/coaches and the coach role (al removes them). */
    coaches: boolean;
    /** Career lattice route (jh removes it). */
    career: boolean;
    /** Organizations: employment roles, agency searches (jh removes them). */
    organizations: boolean;
    /** Feedback modal in the navigation bar (tn only). */
    feedback: boolean;
    /** TrainTN access grant/removal per employment (tn only). */
    trainTnAccess: boolean;
    /** Training report PDF download on user search (tn only). */
    trainingReport: boolean;
    /** Program Details (tn only). */
    programDetails: boolean;
    /** Admin Change Email (tn and al). */
    changeEmail: boolean;
    /** Users may add and delete rows of the dashboard Training grid (tn does not allow it). */
    trainingGridAddDelete: boolean;
    /** Community Service accordion in User Records (al hides it). */
    userRecordsCommunityService: boolean;
    /** Resume editor sections (al hides Community Service and References). */
    resumeCommunityService: boolean;
    resumeReferences: boolean;
    /** Directors (200) verify generic records, and experience start dates (tn). */
    directorVerifiesRecords: boolean;
    /** Role 100 may disable certification records (entity type 7) (tn). */
    staffDisablesCertifications: boolean;
    /** Distribution groups ALL-250 and ALL-350 (al). */
    messageGroupsQeaAndStaff: boolean;
  };
  reports: {
    director: readonly string[];
    admin: readonly string[];
  };
  /** Password policy; `clientCheck` shows and checks the rules in the browser (al only). */
  passwordPolicy: {
    minLength: number;
    requireUpper: boolean;
    requireLower: boolean;
    requireDigit: boolean;
    clientCheck: boolean;
  };
  /** General roles that exist in this deployment (spec 2 §6: al removes 300 and 375, tn removes 250). */
  generalRoles: readonly GeneralRole[];
  /** Help desk and footer content: placeholder values, the state's to replace. */
  contact: {
    helpDeskEmail: string;
    helpDeskPhone: string;
    address: readonly string[];
    resources: readonly { label: string; href: string }[];
    partners: readonly { name: string; href: string }[];
  };
  /** Theme colours. */
  theme: { primary: string; secondary: string };
}

/** The part of the tenant the web receives at boot. Tenants hold no secrets, but the type keeps that a decision. */
export type PublicTenant = Tenant;
