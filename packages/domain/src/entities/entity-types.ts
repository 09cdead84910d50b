/**
 * The entity types of the registry (spec 3 §3 table, spec 2 §3, spec 1 §3), one named enum: a number
 * never appears bare. FormSample (900) is the form engine's own sample record, seeded only by tests.
 */
export const EntityType = {
  User: 1,
  Organization: 2,
  TrainingRecord: 3,
  Education: 4,
  CommunityService: 5,
  Membership: 6,
  Certification: 7,
  Experience: 8,
  Resume: 10,
  PdpRequiredTraining: 11,
  PdpGoal: 12,
  PdpSelfAssessment: 13,
  Verification: 15,
  Comment: 16,
  Referral: 17,
  Alert: 20,
  CoachRelationship: 21,
  CoachRelationshipAction: 22,
  Course: 23,
  CourseSection: 24,
  Enrollment: 26,
  Report: 27,
  VerificationAction: 29,
  Reference: 30,
  CareerLatticeLevel: 31,
  Feedback: 32,
  FormSample: 900,
} as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];

const ENTITY_TYPE_IDS: ReadonlySet<number> = new Set(Object.values(EntityType));

/** Whether a number (from a request) names an entity type of the registry. */
export function isEntityType(value: number): value is EntityType {
  return ENTITY_TYPE_IDS.has(value);
}

/**
 * The forms of spec 3 §3 (and ours: course 23, feedback 32, the sample 900), by what they are for. A form
 * belongs to one entity type (ENTITY_FORMS).
 */
export const FormId = {
  Personal: 1,
  Education: 2,
  CommunityService: 3,
  Membership: 4,
  Certification: 5,
  Experience: 6,
  TrainingRecord: 7,
  Resume: 9,
  PdpRequiredTraining: 10,
  PdpGoal: 11,
  PdpSelfAssessment: 12,
  Comment: 14,
  Reflection: 15,
  Alert: 18,
  Verification: 19,
  CourseSection: 22,
  /** The course (training) form: the spec shows none (its own grid lists courses); ours (issue 23). */
  Course: 23,
  Enrollment: 24,
  Report: 25,
  Reference: 26,
  ReferenceLetter: 27,
  CareerLatticeLevel: 28,
  Feedback: 32,
  FormSample: 900,
} as const;
export type FormId = (typeof FormId)[keyof typeof FormId];

/**
 * Each entity type's forms, the first its own (spec 3 §3 "Entity type ids and forms"): what a grid's
 * rows open in and what the web's tabs load. An entity type with no form here has none the spec shows.
 */
export const ENTITY_FORMS: Readonly<Partial<Record<EntityType, readonly FormId[]>>> = {
  [EntityType.User]: [FormId.Personal],
  [EntityType.TrainingRecord]: [FormId.TrainingRecord],
  [EntityType.Education]: [FormId.Education],
  [EntityType.CommunityService]: [FormId.CommunityService],
  [EntityType.Membership]: [FormId.Membership],
  [EntityType.Certification]: [FormId.Certification],
  [EntityType.Experience]: [FormId.Experience],
  [EntityType.Resume]: [FormId.Resume],
  [EntityType.PdpRequiredTraining]: [FormId.PdpRequiredTraining],
  [EntityType.PdpGoal]: [FormId.PdpGoal],
  [EntityType.PdpSelfAssessment]: [FormId.PdpSelfAssessment],
  [EntityType.Verification]: [FormId.Verification],
  [EntityType.Comment]: [FormId.Comment, FormId.Reflection],
  [EntityType.Alert]: [FormId.Alert],
  [EntityType.Course]: [FormId.Course],
  [EntityType.CourseSection]: [FormId.CourseSection],
  [EntityType.Enrollment]: [FormId.Enrollment],
  [EntityType.Report]: [FormId.Report],
  [EntityType.Reference]: [FormId.Reference, FormId.ReferenceLetter],
  [EntityType.CareerLatticeLevel]: [FormId.CareerLatticeLevel],
  [EntityType.Feedback]: [FormId.Feedback],
  [EntityType.FormSample]: [FormId.FormSample],
};

/** The entity type's own form (its first), for the grids and tabs that open its records. */
export function formOf(entityType: EntityType): FormId {
  const form = ENTITY_FORMS[entityType]?.[0];
  if (form === undefined) throw new Error(`Entity type ${entityType} has no form.`);
  return form;
}

/**
 * Spec 2 §3 "Verification entity type to form mapping: 4 to 2, 7 to 5, 3 to 7, 8 to 6, 31 to 28,
 * otherwise 0": the form a Verification History modal shows a record in.
 */
const VERIFICATION_FORMS: Readonly<Partial<Record<number, FormId>>> = {
  [EntityType.Education]: FormId.Education,
  [EntityType.Certification]: FormId.Certification,
  [EntityType.TrainingRecord]: FormId.TrainingRecord,
  [EntityType.Experience]: FormId.Experience,
  [EntityType.CareerLatticeLevel]: FormId.CareerLatticeLevel,
};

/** The form a verification of the entity type shows its record in (spec 2 §3), 0 for none. */
export function verificationFormOf(entityType: number): FormId | 0 {
  return VERIFICATION_FORMS[entityType] ?? 0;
}

/**
 * The profile's record entity types (spec 1 §2, spec 3 §3): training record, education, community service,
 * membership, certification/credential and experience (employment). A person's own, seen by those their
 * records reach (personRecordsAccess), each verifiable.
 */
export const PROFILE_RECORD_TYPES = [
  EntityType.TrainingRecord,
  EntityType.Education,
  EntityType.CommunityService,
  EntityType.Membership,
  EntityType.Certification,
  EntityType.Experience,
] as const;
export type ProfileRecordType = (typeof PROFILE_RECORD_TYPES)[number];

export function isProfileRecordType(entityTypeId: number): entityTypeId is ProfileRecordType {
  return (PROFILE_RECORD_TYPES as readonly number[]).includes(entityTypeId);
}
