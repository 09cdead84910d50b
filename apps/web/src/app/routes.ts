import { CLAIMS, EntityType, REPORT_SCREEN_INFO } from '@registry/domain';
import type { AppRoute } from './route-types';

/**
 * The route table (DESIGN §1): data only, the single source of the router, the navigation bar, the login
 * tabs, the dashboard tiles, document titles and the route guard. It imports no page, so any page or
 * shell part may read it without an import cycle; the pages are mapped by route name in route-pages.ts,
 * which only the router reads. Unmatched paths go home.
 */
const ROUTE_TABLE = [
  {
    name: 'home',
    path: '/',
    title: 'routes.home.title',
    instruction: 'instructions.home',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    name: 'about',
    path: '/about',
    title: 'routes.about.title',
    instruction: 'instructions.about',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    // The public check of a certificate (issue 24, beyond the spec; no sign-in): a code typed in, or a
    // certificate's QR code (/verify/{code}). Not in the menus: the certificates print its address.
    name: 'verify',
    path: '/verify',
    title: 'routes.verify.title',
    needsSignIn: false,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    name: 'verify-code',
    path: '/verify/:code',
    title: 'routes.verify.title',
    needsSignIn: false,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    // The container of the sign-in screens; its tabs are its children that are not nonMenu.
    name: 'login',
    path: '/login',
    title: 'routes.login.title',
    needsSignIn: false,
    requiredClaims: [],
    nonMenu: true,
    children: [
      {
        name: 'login-form',
        path: '',
        title: 'routes.loginForm.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'register',
        path: 'register',
        title: 'routes.register.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'forgot-password',
        path: 'forgot-password',
        title: 'routes.forgotPassword.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'reset-password',
        path: 'reset-password',
        title: 'routes.resetPassword.title',
        needsSignIn: false,
        requiredClaims: [],
        nonMenu: true,
      },
    ],
  },
  {
    name: 'accept-terms',
    path: '/accept-terms/:userId',
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    name: 'profile-accept-terms',
    path: '/profile/accept-terms/:userId',
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    // Its children that the active role may enter are the dashboard tiles (the first, the main page, skipped).
    name: 'dashboard',
    path: '/dashboard',
    title: 'routes.dashboard.title',
    needsSignIn: true,
    requiredClaims: [CLAIMS.dashboard],
    children: [
      {
        name: 'dashboard-main',
        path: '',
        title: 'routes.dashboardMain.title',
        needsSignIn: true,
        requiredClaims: [],
        // Its title, instruction and tiles are the role's.
        framePerRole: true,
      },
      {
        // The profile tabs (spec 1 §2) in their sequence: Continue moves to the next, after the last to
        // the dashboard. /dashboard/profile itself shows the first.
        name: 'profile',
        path: 'profile',
        title: 'routes.profile.title',
        instruction: 'instructions.profile',
        needsSignIn: true,
        requiredClaims: [CLAIMS.profile],
        children: [
          {
            name: 'profile-personal',
            path: 'personal',
            title: 'routes.profilePersonal.title',
            instruction: 'instructions.profilePersonal',
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'profile-employment',
            path: 'employment',
            title: 'routes.profileEmployment.title',
            entity: EntityType.Experience,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'profile-education',
            path: 'education',
            title: 'routes.profileEducation.title',
            entity: EntityType.Education,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'profile-certification',
            path: 'certification',
            title: 'routes.profileCertification.title',
            entity: EntityType.Certification,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'profile-community-service',
            path: 'community-service',
            title: 'routes.profileCommunityService.title',
            entity: EntityType.CommunityService,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'profile-membership',
            path: 'membership',
            title: 'routes.profileMembership.title',
            entity: EntityType.Membership,
            needsSignIn: true,
            requiredClaims: [],
          },
        ],
      },
      {
        // The professional's training records and master training record (spec 3 §2; role 100).
        name: 'training',
        path: 'training',
        title: 'routes.training.title',
        entity: EntityType.TrainingRecord,
        instruction: 'instructions.training',
        needsSignIn: true,
        requiredClaims: [CLAIMS.training],
        feature: 'trainingRoute',
      },
      {
        // The professional development plan (spec 3 §2 /dashboard/pdp; role 100; tn and jh; issue 25): Info,
        // Self-Assessment, Required Training and Goals. /dashboard/pdp itself shows Info.
        name: 'pdp',
        path: 'pdp',
        title: 'routes.pdp.title',
        instruction: 'instructions.pdp',
        needsSignIn: true,
        requiredClaims: [CLAIMS.pdp],
        feature: 'pdp',
        children: [
          {
            name: 'pdp-info',
            path: 'info',
            title: 'routes.pdpInfo.title',
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'pdp-self-assessment',
            path: 'self-assessment',
            title: 'routes.pdpSelfAssessment.title',
            entity: EntityType.PdpSelfAssessment,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'pdp-required-training',
            path: 'required-training',
            title: 'routes.pdpRequiredTraining.title',
            entity: EntityType.PdpRequiredTraining,
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'pdp-goals',
            path: 'goals',
            title: 'routes.pdpGoals.title',
            entity: EntityType.PdpGoal,
            needsSignIn: true,
            requiredClaims: [],
          },
        ],
      },
      {
        // Resume and references (spec 3 §2 /dashboard/resume; role 100; issue 26): the Resume tab, the
        // grid of entity 10 with Generate Resume and Upload a Resume. Its tab References is a route of its
        // own beside it (not a child), so that both are dashboard tiles (spec 2: "resume, references").
        name: 'resume',
        path: 'resume',
        title: 'routes.resume.title',
        entity: EntityType.Resume,
        instruction: 'instructions.resume',
        needsSignIn: true,
        requiredClaims: [CLAIMS.resume],
      },
      {
        // The References tab (entity 30: a typed reference, form 26, or an uploaded letter, form 27); al has none.
        name: 'resume-references',
        path: 'resume/references',
        title: 'routes.resumeReferences.title',
        entity: EntityType.Reference,
        instruction: 'instructions.resumeReferences',
        needsSignIn: true,
        requiredClaims: [CLAIMS.resume],
        feature: 'resumeReferences',
      },
      {
        // The resume editor (spec 3 §2 "Resume profile editor", §4, §5) of one generated resume.
        name: 'resume-edit',
        path: 'resume/edit/:resumeId',
        title: 'routes.resumeEdit.title',
        needsSignIn: true,
        requiredClaims: [CLAIMS.resume],
        nonMenu: true,
      },
      {
        // The career lattice (spec 3 §2 /dashboard/career; role 100; al and tn; issue 25): Info (the eight
        // levels) and Lattice ('Current Level: n', the explained placement, the levels claimed).
        name: 'career',
        path: 'career',
        title: 'routes.career.title',
        instruction: 'instructions.career',
        needsSignIn: true,
        requiredClaims: [CLAIMS.career],
        feature: 'career',
        children: [
          {
            name: 'career-info',
            path: 'info',
            title: 'routes.careerInfo.title',
            needsSignIn: true,
            requiredClaims: [],
          },
          {
            name: 'career-lattice',
            path: 'lattice',
            title: 'routes.careerLattice.title',
            entity: EntityType.CareerLatticeLevel,
            needsSignIn: true,
            requiredClaims: [],
          },
        ],
      },
      {
        // The career lattice levels waiting for a manager or administrator (spec 3 §4; 400, 500,
        // AdminUser in al and tn; issue 25): the verification queue, which holds only what they verify.
        name: 'lattice-verification',
        path: 'lattice-verification',
        title: 'routes.latticeVerification.title',
        instruction: 'instructions.latticeVerification',
        needsSignIn: true,
        requiredClaims: [CLAIMS.verifyLattice],
        feature: 'career',
      },
      {
        // The career lattice's requirements (issue 25; administrators: 500, AdminUser in al and tn).
        name: 'lattice-requirements',
        path: 'lattice-requirements',
        title: 'routes.latticeRequirements.title',
        instruction: 'instructions.latticeRequirements',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageLattice],
        feature: 'career',
      },
      {
        // The workforce dashboard (issue 27, beyond the spec; 400, 500, AdminUser): five charts of the state's
        // workforce, each with its numbers as a table and a de-identified CSV.
        name: 'workforce',
        path: 'workforce',
        title: 'routes.workforce.title',
        instruction: 'instructions.workforce',
        needsSignIn: true,
        requiredClaims: [CLAIMS.adminReports],
      },
      {
        // The training calendar (spec 3 §2; roles 100 and 250): View Calendar, Upcoming Trainings and
        // Search Training, each opening a training's details (and, for 100, Register and Cancel).
        name: 'calendar',
        path: 'calendar',
        title: 'routes.calendar.title',
        instruction: 'instructions.calendar',
        needsSignIn: true,
        requiredClaims: [CLAIMS.calendar],
      },
      {
        // A trainer's courses (spec 3 §2 manage-training; role 250): Add New, Manage Schedule, Delete Training.
        name: 'manage-training',
        path: 'manage-training',
        title: 'routes.manageTraining.title',
        entity: EntityType.Course,
        instruction: 'instructions.manageTraining',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageTraining],
      },
      {
        // A trainer's sessions by course (spec 3 §2 schedule-training; role 250).
        name: 'schedule-training',
        path: 'schedule-training',
        title: 'routes.scheduleTraining.title',
        entity: EntityType.CourseSection,
        instruction: 'instructions.scheduleTraining',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageTraining],
      },
      {
        // Manage Sessions (spec 3 §2 manage-attendance; role 250): a session's enrollments, 5 a page.
        name: 'manage-attendance',
        path: 'manage-attendance',
        title: 'routes.manageAttendance.title',
        entity: EntityType.Enrollment,
        instruction: 'instructions.manageAttendance',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageTraining],
      },
      {
        // Search Users enrollment (spec 3 §2, §6; role 250; issue 24): a session, then the people search,
        // Enroll Student or Already Registered, and Student Details.
        name: 'enroll-students',
        path: 'enroll-students',
        title: 'routes.enrollStudents.title',
        instruction: 'instructions.enrollStudents',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageTraining],
      },
      {
        // Coaches (spec 3 §2 /dashboard/coaches; role 100; tn and jh; issue 25): the Requests and Coaches
        // accordions, and Find a Coach.
        name: 'coaches',
        path: 'coaches',
        title: 'routes.coaches.title',
        instruction: 'instructions.coaches',
        needsSignIn: true,
        requiredClaims: [CLAIMS.coaches],
        feature: 'coaches',
      },
      {
        // The coach pages (spec 3 §2; role 300; tn and jh; issue 25): Active Cases (User Records, End
        // Coaching), Closed Cases (read-only), Manage Connections (Search Users, Pending Requests).
        name: 'active-cases',
        path: 'active-cases',
        title: 'routes.activeCases.title',
        instruction: 'instructions.activeCases',
        needsSignIn: true,
        requiredClaims: [CLAIMS.coachCases],
        feature: 'coaches',
      },
      {
        name: 'closed-cases',
        path: 'closed-cases',
        title: 'routes.closedCases.title',
        instruction: 'instructions.closedCases',
        needsSignIn: true,
        requiredClaims: [CLAIMS.coachCases],
        feature: 'coaches',
      },
      {
        name: 'manage-connections',
        path: 'manage-connections',
        title: 'routes.manageConnections.title',
        instruction: 'instructions.manageConnections',
        needsSignIn: true,
        requiredClaims: [CLAIMS.coachCases, CLAIMS.searchUsers],
        feature: 'coaches',
      },
      {
        // DHR Reports (spec 3 §2 dhr-report; roles 250, 400, 500; issue 24): the trainers' reports with their
        // documents, submitted for review; the reviewers approve or decline them.
        name: 'dhr-report',
        path: 'dhr-report',
        title: 'routes.dhrReport.title',
        entity: EntityType.Report,
        instruction: 'instructions.dhrReport',
        needsSignIn: true,
        requiredClaims: [CLAIMS.dhrReports],
      },
      {
        // The report screens (spec 2 §2 "Report screens", §5, §9; issue 27), all titled 'Reports': each
        // lists the reports its role may run in the tenant (packages/domain reportOptions), and the tenant
        // has the route only where that list is not empty. (a) QEA reports (250; al and jh).
        name: 'qea-reports',
        path: REPORT_SCREEN_INFO.qea.path,
        title: 'routes.reports.title',
        instruction: 'instructions.qeaReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.qea.claim],
        reportScreen: 'qea',
      },
      {
        // (b) Agency reports (350, 375): for an agency found by the shared agency search.
        name: 'agency-reports',
        path: REPORT_SCREEN_INFO.agency.path,
        title: 'routes.reports.title',
        instruction: 'instructions.agencyReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.agency.claim],
        reportScreen: 'agency',
      },
      {
        // (c) Director reports (200; al and tn): for one of the organizations they direct.
        name: 'director-reports',
        path: REPORT_SCREEN_INFO.director.path,
        title: 'routes.reports.title',
        instruction: 'instructions.directorReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.director.claim],
        reportScreen: 'director',
      },
      {
        // (d) Manager and admin reports (400, 500, AdminUser): the whole state.
        name: 'admin-reports',
        path: REPORT_SCREEN_INFO.admin.path,
        title: 'routes.reports.title',
        instruction: 'instructions.adminReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.admin.claim],
        reportScreen: 'admin',
      },
      {
        // (e) Coach reports (300; tn and jh): the coach's own cases.
        name: 'coach-reports',
        path: REPORT_SCREEN_INFO.coach.path,
        title: 'routes.reports.title',
        instruction: 'instructions.coachReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.coach.claim],
        reportScreen: 'coach',
      },
      {
        // The supervisor's reports (375; tn and jh): the whole state.
        name: 'supervisor-reports',
        path: REPORT_SCREEN_INFO.supervisor.path,
        title: 'routes.reports.title',
        instruction: 'instructions.supervisorReports',
        needsSignIn: true,
        requiredClaims: [REPORT_SCREEN_INFO.supervisor.claim],
        reportScreen: 'supervisor',
      },
      {
        // A director's staff and director role requests to answer (issue 9; its claim is the server's).
        name: 'staff-requests',
        path: 'staff-requests',
        title: 'routes.staffRequests.title',
        instruction: 'instructions.staffRequests',
        needsSignIn: true,
        requiredClaims: [CLAIMS.decideRoleRequests],
        feature: 'organizations',
      },
      {
        // Manage Users (spec 2 §2, §6): the users grid, 5 a page, with permissions, e-mail, confirm, unlock.
        name: 'manage-users',
        path: 'manage-users',
        title: 'routes.manageUsers.title',
        instruction: 'instructions.manageUsers',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageUsers],
      },
      {
        // Search Users (spec 2 §2): find professionals by agency, name or county; verify their records. The
        // verifiers' screen (350, 375; 200 in tn): trainers and coaches hold searchUsers for the same search
        // in their own screens (enrolment, connections), where it finds the people they work with.
        name: 'search-users',
        path: 'search-users',
        title: 'routes.searchUsers.title',
        instruction: 'instructions.searchUsers',
        needsSignIn: true,
        requiredClaims: [CLAIMS.searchUsers, CLAIMS.verifyRecords],
      },
      {
        // The verification requests waiting for the verifier, by age (issue 22).
        name: 'verification-queue',
        path: 'verification-queue',
        title: 'routes.verificationQueue.title',
        instruction: 'instructions.verificationQueue',
        needsSignIn: true,
        requiredClaims: [CLAIMS.verifyRecords],
      },
      {
        // Verification History (spec 2 §2): the grid of entity 15 and each record's history.
        name: 'verification-history',
        path: 'verification-history',
        title: 'routes.verificationHistory.title',
        instruction: 'instructions.verificationHistory',
        needsSignIn: true,
        requiredClaims: [CLAIMS.verificationHistory],
      },
      {
        // What users sent through Feedback (tn): administrators read it.
        name: 'feedback-list',
        path: 'feedback',
        title: 'routes.feedbackList.title',
        instruction: 'instructions.feedbackList',
        needsSignIn: true,
        requiredClaims: [CLAIMS.readFeedback],
        feature: 'feedback',
      },
      {
        // Create Alert (spec 2 §9, spec 3 §3: entity 20, form 18): the alerts shown on dashboards.
        name: 'alerts',
        path: 'alerts',
        title: 'routes.alerts.title',
        entity: EntityType.Alert,
        instruction: 'instructions.alerts',
        needsSignIn: true,
        requiredClaims: [CLAIMS.manageAlerts],
      },
      {
        // The message inbox (spec 2 §2): folders, filters, compose and reply; every role holds the claim.
        name: 'messages',
        path: 'messages',
        title: 'routes.messages.title',
        instruction: 'instructions.messages',
        needsSignIn: true,
        requiredClaims: [CLAIMS.messages],
      },
      {
        // The notification inbox (spec 2 §2): like the messages, without Compose, Delete or Sent.
        name: 'notifications',
        path: 'notifications',
        title: 'routes.notifications.title',
        instruction: 'instructions.notifications',
        needsSignIn: true,
        requiredClaims: [CLAIMS.notifications],
      },
      {
        // The dynamic form screen (spec 3 §2) of a new record of any form; the server decides who may.
        name: 'form-new',
        path: 'forms/:formId',
        title: 'routes.formNew.title',
        needsSignIn: true,
        requiredClaims: [],
        nonMenu: true,
      },
      {
        // The dynamic form screen of one record, in the version it was saved under.
        name: 'form-record',
        path: 'forms/:formId/:entityTypeId/:entityId',
        title: 'routes.formRecord.title',
        needsSignIn: true,
        requiredClaims: [],
        nonMenu: true,
      },
    ],
  },
] as const satisfies readonly AppRoute[];

export const appRoutes: readonly AppRoute[] = ROUTE_TABLE;

/** The names of the routes in a (nested) table type. */
type NamesOf<Routes> = Routes extends readonly (infer Route)[]
  ? Route extends { name: infer Name; children: infer Children }
    ? Name | NamesOf<Children>
    : Route extends { name: infer Name }
      ? Name
      : never
  : never;

/** The names of the routes without children: each shows a page of its own. */
type LeafNamesOf<Routes> = Routes extends readonly (infer Route)[]
  ? Route extends { children: infer Children }
    ? LeafNamesOf<Children>
    : Route extends { name: infer Name }
      ? Name
      : never
  : never;

/** Every route name of the table. */
export type RouteName = NamesOf<typeof ROUTE_TABLE>;
/** The names that must have a page (a parent without one renders its children alone). */
export type LeafRouteName = LeafNamesOf<typeof ROUTE_TABLE>;
