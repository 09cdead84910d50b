import type pg from 'pg';
import { FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../../apps/server/test/search-data.js';
import type { GeneralRole } from '../../packages/domain/src/index.js';
import { loadTable, type LoadTiming } from './copy.js';
import { dateText, instantText, YEAR } from './days.js';
import { someOf, weightedChoices } from './lists.js';
import { bulk, FORMS, formVersion, officeMinute, type Person, type ScaleContext } from './model.js';
import { sample, Weighted, zipf, type Random } from './random.js';
import { STREET_KINDS, STREET_NAMES } from './vocabulary.js';

/** Holders of each role above 100 in a state of 150,000 professionals (those the tenant has). */
const ELEVATED_PER_150K: readonly (readonly [GeneralRole, number])[] = [
  ['250', 60],
  ['300', 40],
  ['350', 150],
  ['375', 25],
  ['400', 12],
  ['500', 8],
];

/** Where the reserved example domains (RFC 2606) take the mail: never a real mailbox. */
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

const WEIGHTS = {
  languages: { en: 93, es: 5, other: 0.1 },
  ethnicities: { hispanic: 7, 'not-hispanic': 89, 'not-said': 4 },
  races: {
    black: 35,
    white: 58,
    asian: 1.5,
    'american-indian': 0.7,
    'pacific-islander': 0.2,
    'middle-eastern': 0.4,
    'not-said': 3,
  },
  'education-levels': {
    'less-than-high-school': 3,
    'high-school': 30,
    'some-college': 20,
    cda: 12,
    associate: 13,
    bachelor: 17,
    master: 4.5,
    doctorate: 0.5,
  },
} as const;

const SELF_DESCRIBED = ['Genderqueer', 'Two-spirit', 'Agender', 'Gender fluid'];

/** The professionals: names as common as real ones, where they live, their age and career, their roles. */
export function makePeople(context: ScaleContext, firstId: number): Person[] {
  const rng = context.rng('people');
  const { lists, today } = context;
  // The lists hold the most common names only (a few hundred): flatter than Zipf's 1, so that the most
  // common (Mary, Smith) come out near 4% and 3% of people rather than a fifth.
  const women = new Weighted(
    FIRST_NAMES.filter((name) => !MALE_FIRST_NAMES.has(name)),
    zipf(0.45),
  );
  const men = new Weighted(
    FIRST_NAMES.filter((name) => MALE_FIRST_NAMES.has(name)),
    zipf(0.45),
  );
  const lastNames = new Weighted(LAST_NAMES, zipf(0.4));
  const education = weightedChoices(lists.get('education-levels'), WEIGHTS['education-levels'], 2);
  const people: Person[] = [];
  for (let index = 0; index < context.options.people; index += 1) {
    const man = rng.chance(0.045);
    const firstName = (man ? men : women).pick(rng);
    const lastName = lastNames.pick(rng);
    const age = clamp(rng.around(39, 10), 18, 72);
    const yearsWorking = clamp(Math.min(age - 17.5, rng.around(9, 7)), 0.1, 45);
    const careerStartDay = today - Math.round(yearsWorking * YEAR);
    // The registry is ten years old; more people registered lately.
    const registeredDaysAgo = Math.round(3650 * rng.next() ** 1.5);
    people.push({
      id: firstId + index,
      index,
      firstName,
      lastName,
      email: email(rng, firstName, lastName, index),
      county: context.geography.byPopulation.pick(rng),
      birthDay: today - Math.round(age * YEAR) - rng.int(0, 364),
      careerStartDay,
      createdDay: Math.max(careerStartDay, today - 1 - registeredDaysAgo),
      createdMinute: officeMinute(rng),
      highestEducation: education.pick(rng),
      elevated: null,
      currentJob: null,
      directs: null,
    });
  }
  assignElevatedRoles(context, people);
  return people;
}

/** A few hundred people hold a role above 100 as well (agency staff, trainers, managers, administrators). */
function assignElevatedRoles(context: ScaleContext, people: Person[]): void {
  const rng = context.rng('elevated');
  const roles = ELEVATED_PER_150K.filter(([role]) => context.tenant.generalRoles.includes(role)).flatMap(
    ([role, per150k]) =>
      Array.from({ length: Math.max(1, Math.round((per150k * people.length) / 150_000)) }, () => role),
  );
  sample(rng, people.length, roles.length).forEach((index, n) => {
    people[index]!.elevated = roles[n]!;
  });
}

function email(rng: Random, firstName: string, lastName: string, index: number): string {
  const first = mailWord(firstName);
  const last = mailWord(lastName);
  // The person's number makes the address unique; the rest is how people write theirs.
  const style = rng.int(0, 3);
  const local =
    style === 0
      ? `${first}.${last}${index + 1}`
      : style === 1
        ? `${first}${last}${index + 1}`
        : style === 2
          ? `${first[0]}${last}${index + 1}`
          : `${last}.${first}${index + 1}`;
  return `${local}@${rng.pick(MAIL_DOMAINS)}`;
}

function mailWord(name: string): string {
  return name.toLowerCase().replace(/[^a-z-]/g, '');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const USER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'first_name',
  'last_name',
  'registry_id',
  'password_hash',
  'is_confirmed',
  'terms_accepted_at',
  'profile_completed_at',
  'welcomed_at',
  'roles_seeded_at',
  'created_at',
  'updated_at',
];

/** users: confirmed, terms accepted, profile completed, all with the one shared password hash. */
export function loadUsers(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  registryIds: { prefix: string; first: number },
  passwordHash: string,
): Promise<LoadTiming> {
  return loadTable(client, 'users', USER_COLUMNS, bulk(context, people.length, false), (writer) => {
    for (const p of people) {
      const created = instantText(p.createdDay, p.createdMinute);
      const completed = instantText(p.createdDay, p.createdMinute + 12);
      writer.row([
        p.id,
        p.email,
        p.email,
        p.firstName,
        p.lastName,
        `${registryIds.prefix}${String(registryIds.first + p.index).padStart(7, '0')}`,
        passwordHash,
        true,
        instantText(p.createdDay, p.createdMinute + 3),
        completed,
        completed,
        created,
        created,
        completed,
      ]);
    }
  });
}

const PROFILE_COLUMNS = [
  'user_id',
  'form_id',
  'form_version',
  'middle_name',
  'phone',
  'alternate_phone',
  'address_line1',
  'address_line2',
  'city',
  'state_code',
  'zip_code',
  'county_fips',
  'date_of_birth',
  'preferred_language',
  'languages_spoken',
  'ethnicity',
  'races',
  'gender',
  'gender_description',
  'highest_education',
  'updated_at',
];

/** user_profiles: the personal form's answers, with values of the seeded choice lists. */
export function loadProfiles(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
): Promise<LoadTiming> {
  const rng = context.rng('profiles');
  const { lists, geography } = context;
  const { words } = geography;
  const languages = weightedChoices(lists.get('languages'), WEIGHTS.languages, 0.15);
  const ethnicities = weightedChoices(lists.get('ethnicities'), WEIGHTS.ethnicities, 1);
  const races = weightedChoices(lists.get('races'), WEIGHTS.races, 0.5);
  const genderIds = new Set(lists.get('genders').map((choice) => choice.id));
  const middleNames = new Weighted(FIRST_NAMES, zipf(0.5));
  const version = formVersion(context, FORMS.personal);
  return loadTable(client, 'user_profiles', PROFILE_COLUMNS, bulk(context, people.length, true), (writer) => {
    for (const p of people) {
      const man = MALE_FIRST_NAMES.has(p.firstName);
      const genderDraw = rng.next();
      let gender = man ? 'male' : 'female';
      if (genderDraw < 0.004) gender = 'non-binary';
      else if (genderDraw < 0.006) gender = 'self-described';
      else if (genderDraw < 0.012) gender = 'not-said';
      if (!genderIds.has(gender)) gender = lists.get('genders')[0]!.id;
      const preferred = languages.pick(rng);
      const spoken = new Set([preferred.id]);
      if (preferred.id !== 'en' && rng.chance(0.8)) spoken.add('en');
      if (rng.chance(0.09)) spoken.add(languages.pick(rng).id);
      const middleDraw = rng.next();
      const middle = middleNames.pick(rng);
      writer.row([
        p.id,
        FORMS.personal,
        version,
        middleDraw < 0.45 ? middle : middleDraw < 0.55 ? middle[0] : null,
        phone(rng, words.areaCodes),
        rng.chance(0.3) ? phone(rng, words.areaCodes) : null,
        `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_KINDS)}`,
        rng.chance(0.15) ? `Apt ${rng.int(1, 40)}${rng.pick(['', 'A', 'B', 'C'])}` : null,
        rng.pick(p.county.towns),
        words.postalCode,
        String(rng.int(words.zipRange[0], words.zipRange[1])),
        p.county.fips,
        dateText(p.birthDay),
        preferred.id,
        [...spoken],
        ethnicities.pick(rng).id,
        someOf(rng, races, rng.chance(0.03) ? 2 : 1).map((choice) => choice.id),
        gender,
        gender === 'self-described' ? rng.pick(SELF_DESCRIBED) : null,
        p.highestEducation.id,
        instantText(p.createdDay, p.createdMinute + 12),
      ]);
    }
  });
}

/** Fictional numbers: 555-0100 to 555-0199 are reserved for fiction in every area code. */
function phone(rng: Random, areaCodes: readonly string[]): string {
  return `(${rng.pick(areaCodes)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

/** user_general_roles: 100 for everyone, and the elevated roles. */
export function loadGeneralRoles(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
): Promise<LoadTiming> {
  return loadTable(
    client,
    'user_general_roles',
    ['user_id', 'role_name', 'created_at'],
    bulk(context, people.length, true),
    (writer) => {
      for (const p of people) {
        const created = instantText(p.createdDay, p.createdMinute);
        writer.row([p.id, '100', created]);
        if (p.elevated) writer.row([p.id, p.elevated, created]);
      }
    },
  );
}
