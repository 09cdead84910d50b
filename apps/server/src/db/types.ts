import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as the application sees them. Columns are snake_case in SQL and camelCase here: the
 * CamelCasePlugin of createDatabase converts between the two.
 */
export interface Database {
  configuration: ConfigurationTable;
  users: UsersTable;
  userGeneralRoles: UserGeneralRolesTable;
  organizations: OrganizationsTable;
  counties: CountiesTable;
  employmentRecords: EmploymentRecordsTable;
  organizationRoles: OrganizationRolesTable;
  roleRequestActions: RoleRequestActionsTable;
  sessions: SessionsTable;
  oneTimeCodes: OneTimeCodesTable;
  signInThrottle: SignInThrottleTable;
  rateWindows: RateWindowsTable;
  auditLog: AuditLogTable;
  formDefinitions: FormDefinitionsTable;
  choiceLists: ChoiceListsTable;
  userProfiles: UserProfilesTable;
  feedback: FeedbackTable;
  fileSets: FileSetsTable;
  uploadedFiles: UploadedFilesTable;
  formSamples: FormSamplesTable;
  trainingRecords: TrainingRecordsTable;
  trainingNames: TrainingNamesTable;
  messages: MessagesTable;
  messageBoxes: MessageBoxesTable;
  notifications: NotificationsTable;
  alerts: AlertsTable;
  alertDismissals: AlertDismissalsTable;
  educationRecords: EducationRecordsTable;
  communityServiceRecords: CommunityServiceRecordsTable;
  membershipRecords: MembershipRecordsTable;
  certificationRecords: CertificationRecordsTable;
  verificationActions: VerificationActionsTable;
  verificationViews: VerificationViewsTable;
  verificationRecords: VerificationRecordsTable;
}

/** bigint ids are read as numbers (see createDatabase). */
type RefId = ColumnType<number, number, number>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Site-wide settings read by key (GET /api/configuration). */
export interface ConfigurationTable {
  key: string;
  value: string;
  description: string | null;
  updatedAt: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  registryId: string;
  passwordHash: string | null;
  isConfirmed: Generated<boolean>;
  userLocked: Generated<boolean>;
  failedLoginCount: Generated<number>;
  apiOnly: Generated<boolean>;
  termsAcceptedAt: NullableTimestamp;
  profileCompletedAt: NullableTimestamp;
  welcomedAt: NullableTimestamp;
  /** When POST /api/accounts/seed (or registration) gave the initial records; never again after. */
  rolesSeededAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserGeneralRolesTable {
  userId: RefId;
  roleName: string;
  createdAt: Generated<Date>;
}

/** Reference data: the counties of the states served, by Census FIPS code (migration 20261123150000). */
export interface CountiesTable {
  fips: string;
  stateFips: string;
  name: string;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  /** The county as first entered (free text); county_fips names it in the counties table. */
  county: string;
  kind: 'agency' | 'facility';
  region: string | null;
  /** The county in the counties table; null until known (the agency-by-county searches filter on it). */
  countyFips: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmploymentRecordsTable {
  id: Generated<number>;
  userId: RefId;
  organizationId: number | null;
  employerName: string;
  startDate: ColumnType<string | null, string | null | undefined, string | null>;
  endDate: ColumnType<string | null, string | null | undefined, string | null>;
  isRegistryOrganization: Generated<boolean>;
  hasTrainTnAccess: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** The experience form (6) and its version; null for a record made before it (issue 3's role requests). */
  formId: ColumnType<number | null, number | null | undefined, number | null>;
  formVersion: ColumnType<number | null, number | null | undefined, number | null>;
  countyFips: ColumnType<string | null, string | null | undefined, string | null>;
  positionTitle: ColumnType<string | null, string | null | undefined, string | null>;
  employmentType: ColumnType<string | null, string | null | undefined, string | null>;
  /** numeric: read as a string. */
  hoursPerWeek: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  agesServed: TextArray;
  startDateVerified: Generated<boolean>;
  verified: Generated<boolean>;
  rejected: Generated<boolean>;
  verificationStatus: ColumnType<'Requested' | null, 'Requested' | null | undefined, 'Requested' | null>;
  disabledAt: NullableTimestamp;
}

export interface OrganizationRolesTable {
  id: Generated<number>;
  employmentRecordId: RefId;
  roleName: '100' | '200';
  active: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface RoleRequestActionsTable {
  id: Generated<number>;
  employmentRecordId: RefId;
  roleName: '100' | '200';
  actionType: 1 | 2 | 3 | 4 | 10;
  parentActionId: number | null;
  comments: string | null;
  userLastUpdated: number | null;
  lastChangeAt: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: RefId;
  activeRole: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: NullableTimestamp;
  revokedReason: string | null;
}

/** The single-use codes of mailed links (confirmation, password reset); only their SHA-256 is kept. */
export interface OneTimeCodesTable {
  id: Generated<number>;
  userId: RefId;
  purpose: 'confirm' | 'reset';
  codeHash: string;
  expiresAt: Date;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** Failed sign-ins per key ('name:<sha-256>' or 'ip:<address>'); see SIGN_IN_THROTTLE in the domain. */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date | null;
}

export interface RateWindowsTable {
  key: string;
  windowStart: Date;
  hits: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  at: Date;
}

/** Every version of every form (modules/forms); `definition` is a StoredFormDefinition. */
export interface FormDefinitionsTable {
  formId: number;
  version: number;
  entityTypeId: number;
  name: string;
  definition: ColumnType<unknown, string, string>;
  createdAt: Generated<Date>;
}

/** The choice lists a state maintains (languages, races, ...): seeded, then the state's to edit. */
export interface ChoiceListsTable {
  listCode: string;
  choiceId: string;
  text: string;
  sequence: number;
  active: Generated<boolean>;
}

type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;
type TextArray = ColumnType<string[] | null, string[] | null | undefined, string[] | null>;

/** The personal form's answers beyond the account's own columns; one row per user once saved. */
export interface UserProfilesTable {
  userId: RefId;
  formId: number;
  formVersion: number;
  middleName: string | null;
  phone: string | null;
  alternatePhone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
  countyFips: string | null;
  dateOfBirth: DateColumn;
  preferredLanguage: string | null;
  languagesSpoken: TextArray;
  ethnicity: string | null;
  races: TextArray;
  gender: string | null;
  genderDescription: string | null;
  highestEducation: string | null;
  updatedAt: Generated<Date>;
}

/** What users send through the Feedback form (tn). */
export interface FeedbackTable {
  id: Generated<number>;
  userId: RefId;
  formId: number;
  formVersion: number;
  topic: string;
  message: string;
  mayContact: TextArray;
  createdAt: Generated<Date>;
}

/** Alerts written through form 18 (migration 20261130100000). */
export interface AlertsTable {
  id: Generated<number>;
  userId: RefId;
  formId: number;
  formVersion: number;
  subject: string;
  message: string | null;
  audience: ColumnType<string[], string[] | undefined, string[]>;
  startDate: ColumnType<string, string, string>;
  endDate: DateColumn;
  dismissible: Generated<boolean>;
  disabledAt: Date | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Who dismissed which alert. */
export interface AlertDismissalsTable {
  userId: RefId;
  alertId: RefId;
  dismissedAt: Generated<Date>;
}

/** The files of one form field of one person's record (migration 20261123180000). */
export interface FileSetsTable {
  id: string;
  ownerUserId: RefId;
  entityTypeId: number;
  formElementId: number;
  createdBy: number | null;
  createdAt: Timestamp;
}

/** One uploaded file; its bytes are in the file storage under storageKey. */
export interface UploadedFilesTable {
  id: string;
  fileSetId: string;
  /** Cleaned: a base name without control characters (modules/files/file-names.ts). */
  fileName: string;
  /** Detected from the bytes, never the name or the browser's claim. */
  contentType: string;
  sizeBytes: RefId;
  storageKey: string;
  uploadedBy: number | null;
  createdAt: Timestamp;
}

/** The form engine's sample record (entity type 900; migration 20261124100000), for the tests. */
export interface FormSamplesTable {
  id: Generated<number>;
  userId: RefId;
  formId: number;
  formVersion: number;
  title: string | null;
  code: string | null;
  hours: string | null;
  notes: string | null;
  email: string | null;
  phone: string | null;
  startDate: DateColumn;
  endDate: DateColumn;
  meetingAt: string | null;
  topics: TextArray;
  category: string | null;
  level: string | null;
  otherCategory: string | null;
  language: string | null;
  countyFips: string | null;
  organizationId: string | null;
  organizationKind: string | null;
  summary: string | null;
  attachments: string | null;
  certificate: string | null;
  reviewerNote: string | null;
  updatedAt: Generated<Date>;
}

/** What every profile record shares (migration 20261126100000): its person, form version, verification, state. */
interface RecordColumns {
  id: Generated<number>;
  userId: RefId;
  formId: number;
  formVersion: number;
  verified: Generated<boolean>;
  rejected: Generated<boolean>;
  /** 'Requested' while a verification request is open: the owner may not change the record then. */
  verificationStatus: ColumnType<'Requested' | null, 'Requested' | null | undefined, 'Requested' | null>;
  disabledAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric columns are read as strings (exact decimals). */
type OptionalNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** Entity type 3, form 7: a training a person completed. */
/** A message (migration 20261129100000): the sender (null once gone), subject, cleaned HTML body. */
export interface MessagesTable {
  id: Generated<number>;
  senderId: number | null;
  subject: string;
  body: string;
  sentAt: Generated<Date>;
  /** The distribution groups it was addressed to ('ALL-100' ...). */
  groupIds: Generated<string[]>;
  /** The people it was addressed to one by one. */
  namedRecipientIds: Generated<number[]>;
  recipientCount: Generated<number>;
  replyToId: number | null;
}

/** One person's copy of a message: a recipient's (Inbox, Archive) or the sender's (Sent), with their flags. */
export interface MessageBoxesTable {
  userId: number;
  messageId: number;
  folder: 'Inbox' | 'Archive' | 'Sent';
  read: Generated<boolean>;
  starred: Generated<boolean>;
  deletedAt: Date | null;
}

/** A notification to one person (spec 2 §3), with their flags. */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  subject: string;
  body: string;
  route: string | null;
  linkText: string | null;
  createdAt: Generated<Date>;
  folder: Generated<'Inbox' | 'Archive'>;
  read: Generated<boolean>;
  starred: Generated<boolean>;
  deletedAt: Date | null;
}

/** The distinct training names (kept by triggers: migration 20261128100000), for the grid's Contains. */
export interface TrainingNamesTable {
  name: string;
}

export interface TrainingRecordsTable extends RecordColumns {
  trainingName: string;
  trainingDate: ColumnType<string, string, string>;
  hours: ColumnType<string, string | number, string | number>;
  sponsor: OptionalText;
  courseNumber: OptionalText;
  coreKnowledgeArea: OptionalText;
  deliveryMethod: OptionalText;
  /** A file set id (the certificate upload). */
  certificate: OptionalText;
  sentViaApi: Generated<boolean>;
  status: Generated<string>;
}

/** Entity type 4, form 2. */
export interface EducationRecordsTable extends RecordColumns {
  institutionName: string;
  institutionState: OptionalText;
  degreeType: OptionalText;
  fieldOfStudy: OptionalText;
  startDate: DateColumn;
  endDate: DateColumn;
  completed: OptionalText;
  creditHours: OptionalNumeric;
  transcript: OptionalText;
}

/** Entity type 5, form 3. */
export interface CommunityServiceRecordsTable extends RecordColumns {
  organizationName: string;
  roleTitle: OptionalText;
  description: OptionalText;
  startDate: DateColumn;
  endDate: DateColumn;
  hours: OptionalNumeric;
}

/** Entity type 6, form 4. */
export interface MembershipRecordsTable extends RecordColumns {
  organizationName: string;
  membershipType: OptionalText;
  memberNumber: OptionalText;
  startDate: DateColumn;
  endDate: DateColumn;
}

/** Entity type 7, form 5. */
export interface CertificationRecordsTable extends RecordColumns {
  credentialType: string;
  credentialName: string;
  issuingOrganization: OptionalText;
  credentialNumber: OptionalText;
  issueDate: DateColumn;
  expirationDate: DateColumn;
  certificate: OptionalText;
}

/** Entity type 29: each verification step of a record (spec 2 "Verification History"). */
export interface VerificationActionsTable {
  id: Generated<number>;
  entityTypeId: number;
  entityId: RefId;
  ownerUserId: RefId;
  actionType: 'Requested' | 'Verified' | 'Rejected' | 'Unverified' | 'Returned' | 'Withdrawn';
  actorUserId: number | null;
  agencyId: number | null;
  comments: string | null;
  at: Timestamp;
}

/** A record a session viewed through its form (a verifier approves or declines only what they viewed). */
export interface VerificationViewsTable {
  sessionId: string;
  entityTypeId: number;
  entityId: RefId;
  viewedAt: Date;
}

/** One row per record with a verification history (entity 15, Verification History): its last step. */
export interface VerificationRecordsTable {
  id: Generated<number>;
  entityTypeId: number;
  entityId: RefId;
  ownerUserId: RefId;
  recordType: string;
  identifier: string | null;
  lastActionType: VerificationActionsTable['actionType'];
  lastActionAt: Date;
}
