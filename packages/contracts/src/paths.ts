/**
 * The API's paths and header names: plain constants without zod, so the web imports them at run time
 * from `@registry/contracts/paths` (the rest of the contracts reaches the web as types only, which keeps
 * zod out of its bundle). The server registers its routes at these paths; this module imports nothing.
 */
export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  boot: '/api/boot',
  configuration: '/api/configuration',
  docs: '/api/docs',
  accounts: '/api/accounts',
  confirm: '/api/accounts/confirm',
  sendConfirmation: '/api/accounts/sendconfemail',
  forgotPassword: '/api/accounts/forgotpassword',
  resetPassword: '/api/accounts/resetpassword',
  acceptTerms: '/api/accounts/acceptterms',
  notify: '/api/accounts/notify',
  seed: '/api/accounts/seed',
  unlock: '/api/accounts/unlock',
  emailChange: '/api/accounts/emailchange',
  emailConfirm: '/api/accounts/emailconfirm',
  pilotCheck: '/api/accounts/pilotcheck',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  heartbeat: '/api/auth/heartbeat',
  claims: '/api/auth/claims',
  form: '/api/form',
  formResponse: '/api/form/formresponse',
  preSubmission: '/api/form/presubmissionvalidation',
  autocomplete: '/api/form/autocomplete',
  entityCrossReference: '/api/form/entitycrossreference',
  entityCrossReferenceProperty: '/api/form/entitycrossreferenceproperty',
  feedback: '/api/feedback',
  roleSwitch: '/api/userorganizationroles/roleswitch',
  organizationRoles: '/api/userorganizationroles',
  roleRequest: '/api/userorganizationroles/request',
  roleRequests: '/api/userorganizationroles/requests',
  roleRequestAction: '/api/userorganizationroles/requestaction',
  roleActionHistory: '/api/userorganizationroles/actionhistory',
  agencySearch: '/api/userorganizationroles/agencysearch',
  countySearch: '/api/userorganizationroles/countysearch',
  agenciesByCounty: '/api/userorganizationroles/searchagencybycounty',
  organization: '/api/accounts/organization',
  trainTnAccess: '/api/accounts/trainTNAccess',
  grid: '/api/grid',
  gridSummary: '/api/grid/summary',
  gridDisable: '/api/grid/disable',
  gridDelete: '/api/grid/delete',
  flatFile: '/api/form/flatfile',
  verificationRequest: '/api/verification/request',
  verificationHistory: '/api/verification/history',
  verificationAction: '/api/verification/action',
  verificationBulkReject: '/api/verification/bulkreject',
  verificationQueue: '/api/verification/queue',
  accountRoles: '/api/accountroles',
  userAccessPermissions: '/api/accountroles/user',
  trainingReport: '/api/accounts/trainingreport',
  staticFile: '/api/file/s/:code',
  fileUpload: '/api/file/upload',
  uploadedFile: '/api/file/u/:id',
  file: '/api/file',
  messageCount: '/api/message/count',
  messageList: '/api/message/list',
  messageAction: '/api/message/action',
  messageSend: '/api/message/send',
  messageUserSearch: '/api/message/usersearch',
  notificationCount: '/api/notification/count',
  notificationList: '/api/notification/list',
  notificationAction: '/api/notification/action',
  notificationDelete: '/api/notification/delete',
  alerts: '/api/alert',
  alertDismiss: '/api/alert/dismiss',
  // Training catalogue and registration (spec 3 §7, issue 23).
  trainingSearch: '/api/coursesection/trainingsearch',
  sectionById: '/api/coursesection/getsectionbyid',
  regionCheck: '/api/coursesection/regioncheck',
  calendarEvents: '/api/enrollment/calendarevents',
  trainerCalendarEvents: '/api/enrollment/trainercalendarevents',
  upcomingTrainings: '/api/enrollment/upcoming',
  userOrganizations: '/api/enrollment/getuserorgs',
  ownOrganizations: '/api/enrollment/getownorgs',
  enrollmentProps: '/api/enrollment/enrollmentprops',
  register: '/api/enrollment/register',
  waitlist: '/api/enrollment/waitlist',
  requestRegistration: '/api/enrollment/requestregistration',
  cancelRegistration: '/api/enrollment/cancelregistration',
  regionOverride: '/api/enrollment/regionoverride',
  setAttendance: '/api/enrollment/setattendance',
  lockSession: '/api/enrollment/locksession',
  trainingSearchChoices: '/api/course/trainingsearch',
  deleteCourse: '/api/course/deletecourse',
  deleteSection: '/api/coursesection/deletesection',
  // DHR reports (spec 3 §7, issue 24).
  reportSubmit: '/api/reporting/submit',
  reportRespond: '/api/reporting/respond',
  reportComments: '/api/reporting/comments',
  // The PDP (issue 25): comments and reflections on items, an item's actions, the Self-Assessment's rows.
  pdpComment: '/api/pdp/comment',
  pdpItem: '/api/pdp/item',
  pdpSelfAssessment: '/api/pdp/selfassessment',
  // Coaching (spec 3 §7, issue 25).
  coachAction: '/api/coach/coachrelationshipaction',
  coachRequests: '/api/coach/requests',
  coachFind: '/api/coach/coaches',
  coachRelationships: '/api/coach/relationships',
  // The career lattice (issue 25, beyond the spec: its requirements and the explained placement).
  careerRequirements: '/api/career/requirements',
  careerPlacement: '/api/career/placement',
  // Certificates (issue 24; spec 3 §7 GET /file/c/{certificate}, and beyond the spec).
  certificateFile: '/api/file/c/:certificate',
  certificateVerify: '/api/certificate/verify/:code',
  certificateRevoke: '/api/certificate/revoke',
  certificateBadge: '/api/certificate/badge/:code',
  certificateKeys: '/api/certificate/jwks',
  myCertificates: '/api/certificate/mine',
  // The resume (spec 3 §7 /generatedResume/..., issue 26), and beyond the spec a person's published resume.
  resumeCreate: '/api/generatedResume/create',
  resumeEdit: '/api/generatedResume/edit',
  resumePublish: '/api/generatedResume/publish',
  resumeViewFields: '/api/generatedResume/viewFields',
  resumeDownload: '/api/generatedResume/download/:fileKey',
  resumePublished: '/api/generatedResume/published',
  // Reports (issue 27; spec 2 §7 report calls, paths ours) and the workforce dashboard (beyond the spec).
  reportRun: '/api/reports/run',
  reportRuns: '/api/reports/runs',
  reportRunOne: '/api/reports/runs/:runId',
  reportRunFile: '/api/reports/runs/:runId/file',
  workforceSummary: '/api/workforce/summary',
  workforceExport: '/api/workforce/export',
} as const;

/** The real-time hub's socket.io path (spec 3 §7), beside the API rather than under it. */
export const HUB_PATH = '/message-hub';

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The names of a path's parameters: '/api/file/s/:code' has 'code'. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its `:name` parameters filled in, each encoded as one URL segment. */
export function apiPath<Path extends ApiPath>(
  path: Path,
  params: Record<PathParams<Path>, string | number>,
): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The header in which any response may carry a renewed token; the web replaces its stored one. */
export const RENEWED_TOKEN_HEADER = 'x-auth-token';
