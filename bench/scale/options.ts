import { isTenantCode, type TenantCode } from '../../packages/domain/src/index.js';

/** How big and which data set: every setting has the state's figure as its default (issue 9). */
export interface ScaleOptions {
  tenant: TenantCode;
  /** The seed of every random choice: the same seed and settings give the same rows. */
  seed: string;
  people: number;
  organizations: number;
  trainings: number;
  /** Messages between people (issue 10), each with its recipient's copy and its sender's. */
  messages: number;
  /** Training sessions of the catalogue (issue 23), with their courses and enrollments. */
  sessions: number;
  /** Employment, education and certification records together (45%, 30% and 25% of them). */
  records: number;
  /** The day the data set is "today": records reach back ten years from it. Fixed, so runs agree. */
  asOf: string;
  /** The password every person of the data set signs in with (test data). */
  password: string;
  /** From how many rows a table is copied without its secondary indexes and foreign keys (copy.ts). */
  bulkFrom: number;
}

export const DEFAULT_OPTIONS: ScaleOptions = {
  tenant: 'al',
  seed: '1',
  people: 150_000,
  organizations: 6_000,
  trainings: 3_000_000,
  messages: 2_000_000,
  sessions: 20_000,
  records: 600_000,
  asOf: '2026-11-01',
  password: 'ScaleData2026!',
  bulkFrom: 20_000,
};

/** The settings from the environment (SCALE_*, REGISTRY_TENANT); a bad value stops with a clear message. */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv): ScaleOptions {
  const count = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw.replaceAll('_', ''));
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`${name} must be a whole number of at least ${min} (got '${raw}').`);
    }
    return value;
  };
  const tenant = env.REGISTRY_TENANT || DEFAULT_OPTIONS.tenant;
  if (!isTenantCode(tenant)) throw new Error(`REGISTRY_TENANT must be al, tn or jh (got '${tenant}').`);
  const asOf = env.SCALE_AS_OF || DEFAULT_OPTIONS.asOf;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    throw new Error(`SCALE_AS_OF must be a date YYYY-MM-DD (got '${asOf}').`);
  }
  const password = env.SCALE_PASSWORD || DEFAULT_OPTIONS.password;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || password.length < 10) {
    throw new Error(
      'SCALE_PASSWORD needs 10 or more characters with a lower-case letter, a capital and a digit.',
    );
  }
  return {
    tenant,
    seed: env.SCALE_SEED || DEFAULT_OPTIONS.seed,
    people: count('SCALE_PEOPLE', DEFAULT_OPTIONS.people, 50),
    organizations: count('SCALE_ORGANIZATIONS', DEFAULT_OPTIONS.organizations, 5),
    trainings: count('SCALE_TRAININGS', DEFAULT_OPTIONS.trainings, 0),
    messages: count('SCALE_MESSAGES', DEFAULT_OPTIONS.messages, 0),
    sessions: count('SCALE_SESSIONS', DEFAULT_OPTIONS.sessions, 0),
    records: count('SCALE_RECORDS', DEFAULT_OPTIONS.records, 0),
    asOf,
    password,
    bulkFrom: DEFAULT_OPTIONS.bulkFrom,
  };
}
