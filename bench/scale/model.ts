import type { GeneralRole, Tenant } from '../../packages/domain/src/index.js';
import type { LoadOptions } from './copy.js';
import type { ScaleCounty, Geography } from './geography.js';
import type { Choice, ChoiceLists } from './lists.js';
import type { ScaleOptions } from './options.js';
import { random, type Random } from './random.js';
import type { VerificationLog } from './verification.js';

/** The people, organizations and jobs of the data set, kept in memory while their records are written. */
export interface Person {
  id: number;
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  county: ScaleCounty;
  birthDay: number;
  /** When they started working with young children. */
  careerStartDay: number;
  /** When they registered. */
  createdDay: number;
  createdMinute: number;
  highestEducation: Choice;
  /** A general role above 100 (they hold 100 too), or null. */
  elevated: GeneralRole | null;
  /** Their job now, if any (set by the employment step). */
  currentJob: Job | null;
  /** The organization they direct (an active 200 role), if any. */
  directs: Organization | null;
}

export interface Organization {
  id: number;
  name: string;
  county: ScaleCounty;
  kind: 'agency' | 'facility';
  /** Its director (active 200) and the day that role was approved. */
  director: Person | null;
  directorSinceDay: number;
}

export type StaffState =
  'none' | 'approved' | 'pending' | 'rejected' | 'withdrawn' | 'rejectedThenApproved' | 'ended';

export interface Job {
  id: number;
  person: Person;
  organization: Organization | null;
  employerName: string;
  countyFips: string | null;
  startDay: number;
  endDay: number | null;
  position: string;
  staff: StaffState;
  /** 'held': an active 200 role; 'pending': a director request open; 'ended': a past director. */
  director: 'none' | 'held' | 'pending' | 'ended';
}

/** What every step reads: the settings, the tenant, its state and lists, and the ids to start from. */
export interface ScaleContext {
  options: ScaleOptions;
  tenant: Tenant;
  geography: Geography;
  lists: ChoiceLists;
  /** The latest version of each form (by form id), for the records' form_version. */
  formVersions: ReadonlyMap<number, number>;
  /** The day the data set is "today". */
  today: number;
  verifications: VerificationLog;
  /** A random stream of its own for each part of the data set. */
  rng(stream: string): Random;
}

export function createRng(seed: string): (stream: string) => Random {
  return (stream) => random(seed, stream);
}

/** A minute of a working day in the tenant's time zone (Central: 14:00-23:00 UTC), as UTC minutes. */
export function officeMinute(rng: Random): number {
  return 14 * 60 + rng.int(0, 9 * 60 - 1);
}

export const FORMS = {
  personal: 1,
  education: 2,
  communityService: 3,
  membership: 4,
  certification: 5,
  experience: 6,
  training: 7,
} as const;

/** Entity types of the profile's records (spec 1 §3, spec 3 §3), as verification_actions names them. */
export const ENTITY = {
  training: 3,
  education: 4,
  communityService: 5,
  membership: 6,
  certification: 7,
  employment: 8,
} as const;

/**
 * How to copy `rows` rows into a table: in bulk (indexes and foreign keys rebuilt after) from
 * options.bulkFrom rows; frozen too when nothing points at the table (`leaf`).
 */
export function bulk(context: ScaleContext, rows: number, leaf: boolean): LoadOptions {
  const large = rows >= context.options.bulkFrom;
  return { rebuild: large, freeze: large && leaf };
}

export function formVersion(context: ScaleContext, formId: number): number {
  return context.formVersions.get(formId) ?? 1;
}
