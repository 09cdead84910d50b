import type pg from 'pg';
import { loadTable, type Cell, type LoadTiming } from './copy.js';
import { dateText, instantText, YEAR } from './days.js';
import type { Verifiers } from './employment.js';
import { matchChoices } from './lists.js';
import { bulk, ENTITY, FORMS, formVersion, officeMinute, type Person, type ScaleContext } from './model.js';
import { apportion, Weighted, type Random } from './random.js';
import type { VerificationRates, Verifier } from './verification.js';
import {
  COMMUNITY_SERVICE,
  FIELDS_OF_STUDY,
  MEMBERSHIP_ORGANIZATIONS,
  MEMBERSHIP_TYPES,
  NATIONAL_CREDENTIALS,
  OUT_OF_STATE_SCHOOLS,
  type CredentialKey,
} from './vocabulary.js';

const VERIFICATION_COLUMNS = [
  'verified',
  'rejected',
  'verification_status',
  'disabled_at',
  'created_at',
  'updated_at',
];

/** What every record table ends with: its verification state, disabling and timestamps. */
function recordTail(
  context: ScaleContext,
  rng: Random,
  record: { entityTypeId: number; entityId: number; person: Person; day: number },
  rates: VerificationRates,
  verifier: Verifier | null,
): Cell[] {
  const { today } = context;
  const day = Math.min(today, Math.max(record.person.createdDay, record.day));
  const minute = officeMinute(rng);
  const state = context.verifications.decide(
    rng,
    { entityTypeId: record.entityTypeId, entityId: record.entityId, ownerId: record.person.id, day, minute },
    rates,
    verifier,
    record.person.directs === null,
  );
  const disabled = rng.chance(0.003)
    ? instantText(Math.min(today, day + rng.int(1, 200)), officeMinute(rng))
    : null;
  return [
    state.verified,
    state.rejected,
    state.status,
    disabled,
    instantText(day, minute),
    instantText(state.day, state.minute),
  ];
}

/** Agency staff verify education and credentials; in a state where directors do too, often the director. */
function recordVerifier(
  context: ScaleContext,
  rng: Random,
  verifiers: Verifiers,
  person: Person,
): Verifier | null {
  const director =
    context.tenant.features.directorVerifiesRecords && rng.chance(0.4) ? verifiers.directorOf(person) : null;
  return director ?? verifiers.agency(rng);
}

type Degree =
  'high-school' | 'ged' | 'some' | 'certificate' | 'associate' | 'bachelor' | 'master' | 'doctorate';

/** What people list for each highest level of education (most recent first), by the seeded list's ids. */
const LADDERS: Readonly<Record<string, readonly Degree[]>> = {
  'less-than-high-school': ['ged'],
  'high-school': ['high-school'],
  'some-college': ['some', 'high-school'],
  cda: ['certificate', 'high-school'],
  associate: ['associate', 'high-school', 'certificate'],
  bachelor: ['bachelor', 'high-school', 'associate'],
  master: ['master', 'bachelor', 'high-school'],
  doctorate: ['doctorate', 'master', 'bachelor', 'high-school'],
};
const LEVEL_WEIGHTS: Readonly<Record<string, number>> = {
  'less-than-high-school': 0.3,
  'high-school': 0.8,
  'some-college': 1.3,
  cda: 1.4,
  associate: 1.7,
  bachelor: 2.2,
  master: 2.8,
  doctorate: 3.4,
};
/** [years it takes, credit hours min, max] */
const STUDY: Readonly<Record<Degree, readonly [number, number | null, number | null]>> = {
  'high-school': [4, null, null],
  ged: [1, null, null],
  some: [1.5, 9, 45],
  certificate: [1, 12, 30],
  associate: [2, 60, 66],
  bachelor: [4, 120, 128],
  master: [2, 30, 39],
  doctorate: [5, 54, 72],
};
const EDUCATION_VERIFICATION: VerificationRates = {
  verified: 0.25,
  rejected: 0.003,
  returned: 0.002,
  requested: 0.003,
};

/** education_records: consistent with each person's highest level of education, in the state's schools. */
export function loadEducation(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  firstId: number,
  total: number,
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('education');
  const { words } = context.geography;
  const { today } = context;
  const counts = apportion(
    total,
    people.map((p) => LEVEL_WEIGHTS[p.highestEducation.id] ?? 1),
  );
  const degreeTypes = matchChoices<Degree>(context.lists.get('degree-types'), [
    ['high-school', /high school/i],
    ['ged', /\bged\b|equivalen/i],
    ['certificate', /certificate/i],
    ['associate', /associate/i],
    ['bachelor', /bachelor/i],
    ['master', /master/i],
    ['doctorate', /doctor/i],
  ]);
  const fields = new Weighted(FIELDS_OF_STUDY, ([, weight]) => weight);
  const version = formVersion(context, FORMS.education);
  let id = firstId;
  return loadTable(
    client,
    'education_records',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'institution_name',
      'institution_state',
      'degree_type',
      'field_of_study',
      'start_date',
      'end_date',
      'completed',
      'credit_hours',
      ...VERIFICATION_COLUMNS,
    ],
    bulk(context, total, true),
    async (writer) => {
      for (const person of people) {
        const count = counts[person.index]!;
        if (count === 0) continue;
        const ladder = [...(LADDERS[person.highestEducation.id] ?? ['high-school'])];
        while (ladder.length < count) ladder.push('certificate');
        const degrees = ladder.slice(0, count).reverse();
        // Oldest first: high school at 18, then each study after the one before.
        let day = person.birthDay + Math.round(18 * YEAR) - rng.int(0, 20);
        for (const degree of degrees) {
          const [years, minCredits, maxCredits] = STUDY[degree];
          const start = degree === 'high-school' ? day - Math.round(years * YEAR) : day + rng.int(60, 1200);
          const end = start + Math.round(years * YEAR) + rng.int(-20, 60);
          day = end;
          const finished = degree !== 'some' && end <= today;
          const [institution, state] = institutionFor(rng, degree, person, words);
          const fieldOfStudy =
            degree === 'high-school' || degree === 'ged'
              ? null
              : degree === 'certificate'
                ? rng.pick(['Early Childhood Education', 'Child Development'])
                : fields.pick(rng)[0];
          const degreeType = degree === 'some' ? (rng.chance(0.6) ? 'associate' : 'bachelor') : degree;
          writer.row([
            id,
            person.id,
            FORMS.education,
            version,
            institution,
            state,
            degreeTypes.get(degreeType)!.id,
            fieldOfStudy,
            start <= today ? dateText(start) : null,
            finished ? dateText(end) : null,
            // The education form's status choices (definitions/education.ts).
            finished ? 'completed' : 'in-progress',
            minCredits === null ? null : finished ? rng.int(minCredits, maxCredits!) : rng.int(3, minCredits),
            ...recordTail(
              context,
              rng,
              { entityTypeId: ENTITY.education, entityId: id, person, day: Math.min(end, today) },
              EDUCATION_VERIFICATION,
              recordVerifier(context, rng, verifiers, person),
            ),
          ]);
          id += 1;
        }
        await writer.ready();
      }
    },
  );
}

function institutionFor(
  rng: Random,
  degree: Degree,
  person: Person,
  words: ScaleContext['geography']['words'],
): [string, string] {
  const home = words.postalCode;
  if (degree === 'high-school') {
    return [
      rng.chance(0.5)
        ? `${person.county.name} County High School`
        : `${rng.pick(person.county.towns)} High School`,
      home,
    ];
  }
  if (degree === 'ged') return [`${person.county.name} County Adult Education Program`, home];
  const away = rng.chance(
    degree === 'bachelor' || degree === 'master' || degree === 'doctorate' ? 0.15 : 0.07,
  );
  if (away) {
    const [name, state] = rng.pick(OUT_OF_STATE_SCHOOLS);
    return [name, state];
  }
  const local = degree === 'some' || degree === 'certificate' || degree === 'associate';
  return [rng.pick(local ? words.communityColleges : words.universities), home];
}

const CERTIFICATION_VERIFICATION: VerificationRates = {
  verified: 0.3,
  rejected: 0.003,
  returned: 0.002,
  requested: 0.003,
};

/** certification_records: first aid and CPR (renewed every two years), CDAs, teaching and director credentials. */
export function loadCertifications(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  firstId: number,
  total: number,
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('certifications');
  const { today } = context;
  const { words } = context.geography;
  const degreeHolder = (p: Person) => ['bachelor', 'master', 'doctorate'].includes(p.highestEducation.id);
  const counts = apportion(
    total,
    people.map(
      (p) =>
        1 +
        (p.highestEducation.id === 'cda' ? 1 : 0) +
        (p.directs ? 1.2 : 0) +
        (degreeHolder(p) ? 0.6 : 0) +
        (p.elevated ? 0.5 : 0),
    ),
  );
  const types = matchChoices<CredentialKey>(context.lists.get('credential-types'), [
    ['cda', /\bCDA\b|child development associate/i],
    ['first-aid-cpr', /CPR|first aid/i],
    ['teaching-certificate', /teach|licen/i],
    ['director-credential', /director|administrat/i],
    ['infant-toddler', /infant|toddler/i],
    ['montessori', /montessori/i],
    ['other', /other/i],
  ]);
  const byKey = (key: CredentialKey) =>
    [...NATIONAL_CREDENTIALS, ...words.stateCredentials].filter((credential) => credential[2] === key);
  const cpr = byKey('first-aid-cpr');
  const cdas = byKey('cda');
  const teaching = byKey('teaching-certificate');
  const directors = byKey('director-credential');
  const others = [...byKey('infant-toddler'), ...byKey('montessori'), ...byKey('other')];
  const version = formVersion(context, FORMS.certification);
  let id = firstId;
  return loadTable(
    client,
    'certification_records',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'credential_type',
      'credential_name',
      'issuing_organization',
      'credential_number',
      'issue_date',
      'expiration_date',
      ...VERIFICATION_COLUMNS,
    ],
    bulk(context, total, true),
    async (writer) => {
      for (const person of people) {
        const count = counts[person.index]!;
        if (count === 0) continue;
        const careerDays = Math.max(30, today - person.careerStartDay);
        const held: [(typeof cpr)[number], number][] = [];
        const firstAid = rng.pick(cpr);
        let renewal = today - rng.int(0, 700);
        held.push([firstAid, renewal]);
        const wanted = [
          (person.highestEducation.id === 'cda' || rng.chance(0.15)) && rng.pick(cdas),
          degreeHolder(person) && rng.chance(0.5) && rng.pick(teaching),
          person.directs !== null && rng.pick(directors),
          rng.chance(0.3) && rng.pick(others),
        ];
        for (const credential of wanted) {
          if (credential && held.length < count) held.push([credential, today - rng.int(0, careerDays)]);
        }
        // The rest are the earlier first aid and CPR cards, two years apart.
        while (held.length < count && renewal - 730 > person.careerStartDay - 365) {
          renewal -= 730 + rng.int(-30, 30);
          held.push([firstAid, renewal]);
        }
        while (held.length < count) held.push([rng.pick(others), today - rng.int(0, careerDays)]);
        held.sort((a, b) => a[1] - b[1]);
        for (const [[name, issuer, key, years], issued] of held) {
          writer.row([
            id,
            person.id,
            FORMS.certification,
            version,
            types.get(key)!.id,
            name,
            issuer,
            credentialNumber(rng, key),
            dateText(issued),
            years > 0 ? dateText(issued + Math.round(years * YEAR)) : null,
            ...recordTail(
              context,
              rng,
              { entityTypeId: ENTITY.certification, entityId: id, person, day: issued },
              CERTIFICATION_VERIFICATION,
              recordVerifier(context, rng, verifiers, person),
            ),
          ]);
          id += 1;
        }
        await writer.ready();
      }
    },
  );
}

function credentialNumber(rng: Random, key: CredentialKey): string | null {
  if (key === 'cda') return String(rng.int(1_000_000, 9_999_999));
  if (key === 'teaching-certificate') return String(rng.int(100_000, 999_999));
  if (key === 'first-aid-cpr') return `${rng.pick(['RC', 'AHA', 'NSC'])}-${rng.int(10_000_000, 99_999_999)}`;
  return rng.chance(0.6) ? `${rng.int(10_000, 99_999)}` : null;
}

const SMALL_VERIFICATION: VerificationRates = {
  verified: 0.1,
  rejected: 0.002,
  returned: 0.001,
  requested: 0.002,
};

/** community_service_records: a few people's volunteering. */
export function loadCommunityService(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  firstId: number,
  total: number,
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('community service');
  const { today } = context;
  const counts = apportion(
    total,
    people.map(() => rng.next() ** 6),
  );
  const version = formVersion(context, FORMS.communityService);
  let id = firstId;
  return loadTable(
    client,
    'community_service_records',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'organization_name',
      'role_title',
      'description',
      'start_date',
      'end_date',
      'hours',
      ...VERIFICATION_COLUMNS,
    ],
    bulk(context, total, true),
    (writer) => {
      for (const person of people) {
        for (let n = 0; n < counts[person.index]!; n += 1) {
          const [organization, role, description] = rng.pick(COMMUNITY_SERVICE);
          const start = today - rng.int(30, 8 * 365);
          const end = rng.chance(0.7) ? Math.min(today, start + rng.int(1, 365)) : null;
          writer.row([
            id,
            person.id,
            FORMS.communityService,
            version,
            organization.includes('Church') || organization.startsWith('Local')
              ? organization
              : `${organization} of ${rng.pick(person.county.towns)}`,
            role,
            description,
            dateText(start),
            end === null ? null : dateText(end),
            rng.int(2, 120),
            ...recordTail(
              context,
              rng,
              { entityTypeId: ENTITY.communityService, entityId: id, person, day: end ?? start },
              SMALL_VERIFICATION,
              recordVerifier(context, rng, verifiers, person),
            ),
          ]);
          id += 1;
        }
      }
    },
  );
}

/** membership_records: professional associations, national and the state's own. */
export function loadMemberships(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  firstId: number,
  total: number,
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('memberships');
  const { today } = context;
  const { words } = context.geography;
  const counts = apportion(
    total,
    people.map((p) => (p.directs ? 2 : 0) + rng.next() ** 4),
  );
  const types = new Weighted(MEMBERSHIP_TYPES, ([, weight]) => weight);
  const version = formVersion(context, FORMS.membership);
  let id = firstId;
  return loadTable(
    client,
    'membership_records',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'organization_name',
      'membership_type',
      'member_number',
      'start_date',
      'end_date',
      ...VERIFICATION_COLUMNS,
    ],
    bulk(context, total, true),
    (writer) => {
      for (const person of people) {
        for (let n = 0; n < counts[person.index]!; n += 1) {
          const start = today - rng.int(10, 9 * 365);
          const annual = rng.chance(0.5);
          writer.row([
            id,
            person.id,
            FORMS.membership,
            version,
            rng.chance(0.35) ? rng.pick(words.memberships) : rng.pick(MEMBERSHIP_ORGANIZATIONS),
            types.pick(rng)[0],
            rng.chance(0.6) ? String(rng.int(100_000, 9_999_999)) : null,
            dateText(start),
            annual ? dateText(start + 365) : null,
            ...recordTail(
              context,
              rng,
              { entityTypeId: ENTITY.membership, entityId: id, person, day: start },
              SMALL_VERIFICATION,
              recordVerifier(context, rng, verifiers, person),
            ),
          ]);
          id += 1;
        }
      }
    },
  );
}
