import type { PageLoader } from './route-types';
import type { LeafRouteName, RouteName } from './routes';

/**
 * The page of each route, by route name: every route without children has one (the type checks it), a
 * parent may have one (the login screens' frame) or render its children alone (the dashboard). Each page
 * is its own chunk, loaded on first visit. Only the router reads this map: the pages import the route
 * table, and the table imports no page, so there is no cycle.
 */
export const routePages: Record<LeafRouteName, PageLoader> & Partial<Record<RouteName, PageLoader>> = {
  home: () => import('../features/home/home-page').then((module) => module.HomePage),
  about: () => import('../features/about/about-page').then((module) => module.AboutPage),
  verify: () => import('../features/certificates/verify-page').then((module) => module.VerifyPage),
  'verify-code': () => import('../features/certificates/verify-page').then((module) => module.VerifyPage),
  login: () => import('../features/auth/login-layout').then((module) => module.LoginLayout),
  'login-form': () => import('../features/auth/login-page').then((module) => module.LoginPage),
  register: () => import('../features/auth/register-page').then((module) => module.RegisterPage),
  'forgot-password': () =>
    import('../features/auth/forgot-password-page').then((module) => module.ForgotPasswordPage),
  'reset-password': () =>
    import('../features/auth/reset-password-page').then((module) => module.ResetPasswordPage),
  'accept-terms': () =>
    import('../features/terms/accept-terms-page').then((module) => module.AcceptTermsPage),
  'profile-accept-terms': () =>
    import('../features/terms/accept-terms-page').then((module) => module.AcceptTermsPage),
  'dashboard-main': () =>
    import('../features/dashboard/dashboard-page').then((module) => module.DashboardPage),
  profile: () => import('../features/profile/profile-layout').then((module) => module.ProfileLayout),
  'profile-personal': () =>
    import('../features/profile/profile-personal-page').then((module) => module.ProfilePersonalPage),
  'profile-employment': () =>
    import('../features/profile/employment-tab').then((module) => module.EmploymentTab),
  'profile-education': () => import('../features/profile/record-tabs').then((module) => module.EducationTab),
  'profile-certification': () =>
    import('../features/profile/record-tabs').then((module) => module.CertificationTab),
  'profile-community-service': () =>
    import('../features/profile/record-tabs').then((module) => module.CommunityServiceTab),
  'profile-membership': () =>
    import('../features/profile/record-tabs').then((module) => module.MembershipTab),
  training: () => import('../features/training/training-page').then((module) => module.TrainingPage),
  calendar: () => import('../features/training-calendar/calendar-page').then((module) => module.CalendarPage),
  'manage-training': () =>
    import('../features/training-catalogue/manage-training-page').then((module) => module.ManageTrainingPage),
  'schedule-training': () =>
    import('../features/training-catalogue/schedule-training-page').then(
      (module) => module.ScheduleTrainingPage,
    ),
  'manage-attendance': () =>
    import('../features/training-catalogue/manage-attendance-page').then(
      (module) => module.ManageAttendancePage,
    ),
  'enroll-students': () =>
    import('../features/trainer-enrollment/enroll-students-page').then((module) => module.EnrollStudentsPage),
  coaches: () => import('../features/coaching/coaches-page').then((module) => module.CoachesPage),
  'active-cases': () =>
    import('../features/coaching/coach-cases-pages').then((module) => module.ActiveCasesPage),
  'closed-cases': () =>
    import('../features/coaching/coach-cases-pages').then((module) => module.ClosedCasesPage),
  'manage-connections': () =>
    import('../features/coaching/manage-connections-page').then((module) => module.ManageConnectionsPage),
  'dhr-report': () =>
    import('../features/dhr-reports/dhr-report-page').then((module) => module.DhrReportPage),
  'qea-reports': () => import('../features/reports/report-pages').then((module) => module.QeaReportsPage),
  'agency-reports': () =>
    import('../features/reports/report-pages').then((module) => module.AgencyReportsPage),
  'director-reports': () =>
    import('../features/reports/report-pages').then((module) => module.DirectorReportsPage),
  'admin-reports': () => import('../features/reports/report-pages').then((module) => module.AdminReportsPage),
  'coach-reports': () => import('../features/reports/report-pages').then((module) => module.CoachReportsPage),
  'supervisor-reports': () =>
    import('../features/reports/report-pages').then((module) => module.SupervisorReportsPage),
  pdp: () => import('../features/pdp/pdp-layout').then((module) => module.PdpLayout),
  'pdp-info': () => import('../features/pdp/pdp-tabs').then((module) => module.PdpInfoTab),
  'pdp-self-assessment': () =>
    import('../features/pdp/pdp-tabs').then((module) => module.PdpSelfAssessmentTab),
  'pdp-required-training': () =>
    import('../features/pdp/pdp-tabs').then((module) => module.PdpRequiredTrainingTab),
  'pdp-goals': () => import('../features/pdp/pdp-tabs').then((module) => module.PdpGoalsTab),
  resume: () => import('../features/resume/resume-pages').then((module) => module.ResumeTab),
  'resume-references': () => import('../features/resume/resume-pages').then((module) => module.ReferencesTab),
  'resume-edit': () =>
    import('../features/resume/resume-editor-page').then((module) => module.ResumeEditorPage),
  career: () => import('../features/career/career-layout').then((module) => module.CareerLayout),
  'career-info': () => import('../features/career/career-tabs').then((module) => module.CareerInfoTab),
  'career-lattice': () => import('../features/career/career-tabs').then((module) => module.CareerLatticeTab),
  'lattice-requirements': () =>
    import('../features/career/requirements-page').then((module) => module.LatticeRequirementsPage),
  workforce: () => import('../features/workforce/workforce-page').then((module) => module.WorkforcePage),
  'lattice-verification': () =>
    import('../features/verification/verification-queue-page').then((module) => module.VerificationQueuePage),
  'staff-requests': () =>
    import('../features/staff-requests/staff-requests-page').then((module) => module.StaffRequestsPage),
  'manage-users': () =>
    import('../features/manage-users/manage-users-page').then((module) => module.ManageUsersPage),
  'search-users': () =>
    import('../features/user-search/search-users-page').then((module) => module.SearchUsersPage),
  'verification-queue': () =>
    import('../features/verification/verification-queue-page').then((module) => module.VerificationQueuePage),
  'verification-history': () =>
    import('../features/verification/verification-history-page').then(
      (module) => module.VerificationHistoryPage,
    ),
  'feedback-list': () =>
    import('../features/feedback/feedback-list-page').then((module) => module.FeedbackListPage),
  alerts: () => import('../features/alerts/alerts-page').then((module) => module.AlertsPage),
  messages: () => import('../features/messages/message-inbox-page').then((module) => module.MessageInboxPage),
  notifications: () =>
    import('../features/messages/notification-inbox-page').then((module) => module.NotificationInboxPage),
  'form-new': () => import('../features/forms/form-page').then((module) => module.FormPage),
  'form-record': () => import('../features/forms/form-page').then((module) => module.FormPage),
};
