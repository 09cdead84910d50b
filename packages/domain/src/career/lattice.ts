/**
 * The career lattice (spec 3 §2 /dashboard/career, §3 entity 31, §9 "Career lattice has 8 levels"; issue
 * 25's explainable placement): the levels' requirements as data per tenant, and the placement of a person
 * from the facts of their records: the level the records support and exactly what is missing for the next
 * one, each item with the route where it is added. Pure: the server gathers the facts in one query
 * (career.repository.ts) and its set-based recompute (the SQL function career_lattice_recompute of
 * migration 20261227120000) decides the same level (career-lattice.sql.test.ts holds the two equal).
 * docs/decisions/career-lattice.md.
 */

/** The number of levels (spec 3 §9). */
export const LATTICE_LEVELS = 8;

/**
 * How far a degree goes (the education form's degree-types codes, choice-lists.ts): what a level's minimum
 * degree is compared by. The SQL function holds the same ranks (its test reads this table).
 */
export const DEGREE_RANKS: Readonly<Record<string, number>> = {
  'high-school': 1,
  ged: 1,
  coursework: 2,
  certificate: 3,
  associate: 4,
  bachelor: 5,
  master: 6,
  specialist: 7,
  doctorate: 8,
};

/** The degree names a requirement is explained in. */
export const DEGREE_NAMES: Readonly<Record<string, string>> = {
  'high-school': 'a high school diploma or GED',
  ged: 'a high school diploma or GED',
  coursework: 'college coursework',
  certificate: 'a college or technical certificate',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  specialist: 'an education specialist degree',
  doctorate: 'a doctoral degree',
};

/**
 * A field of study in early childhood (the education form's free-text Major or Field of Study), as the SQL
 * function reads it too (case-insensitive): early childhood, early care or education, child development,
 * or ECE as a word.
 */
export const ECE_FIELD_PATTERN =
  'early child|early care|early education|child development|(^|[^a-z])ece([^a-z]|$)';
const ECE_FIELD = new RegExp(ECE_FIELD_PATTERN, 'i');

/** Whether a field of study is in early childhood. */
export const isEceField = (field: string | null | undefined): boolean => ECE_FIELD.test(field ?? '');

/** The credential names a requirement is explained in (the certification form's credential-types codes). */
export const CREDENTIAL_NAMES: Readonly<Record<string, string>> = {
  cda: 'a CDA credential',
  director: 'a Director Credential',
  'teaching-license': 'a teaching license or certificate',
  'infant-toddler': 'an Infant and Toddler Credential',
  'family-child-care': 'a Family Child Care Credential',
  montessori: 'a Montessori Credential',
  'national-board': 'a National Board Certification',
  trainer: 'a trainer approval or credential',
  'health-safety': 'a CPR, First Aid or Health and Safety Certificate',
  other: 'a credential',
};

/** The core knowledge areas' names (the choice list core-knowledge-areas). */
export const CORE_KNOWLEDGE_AREA_NAMES: Readonly<Record<string, string>> = {
  'child-development': 'Child Growth and Development',
  'health-safety-nutrition': 'Health, Safety and Nutrition',
  'curriculum-environment': 'Curriculum and Learning Environments',
  'observation-assessment': 'Observation and Assessment',
  'families-communities': 'Family and Community Partnerships',
  'guidance-interactions': 'Positive Guidance and Interactions',
  professionalism: 'Professionalism and Leadership',
  'program-management': 'Program Planning and Management',
};

/** One level's requirements: every part named must be met (an absent part asks nothing). */
export interface LatticeRequirement {
  level: number;
  title: string;
  description: string;
  /** The minimum degree (a degree-types code), or null. */
  minDegree: string | null;
  /** The degree must be in an early-childhood field (isEceField). */
  degreeInEce: boolean;
  /** One of these credentials (credential-types codes), current (not expired); empty: none asked. */
  credentials: readonly string[];
  /** Completed training hours in total. */
  trainingHours: number;
  /** Completed training hours per core knowledge area (its code). */
  trainingByArea: Readonly<Record<string, number>>;
  /** Years of experience in the field (employment records, overlapping periods counted once). */
  experienceYears: number;
}

/** What one set of a person's records says (either the verified records only, or all of them). */
export interface LatticeFacts {
  /** The highest completed degree's rank (DEGREE_RANKS), 0 for none. */
  degreeRank: number;
  /** The highest completed degree's rank in an early-childhood field, 0 for none. */
  eceDegreeRank: number;
  /** The current credentials held (codes). */
  credentials: readonly string[];
  /** Completed training hours. */
  trainingHours: number;
  /** Completed training hours per core knowledge area. */
  trainingByArea: Readonly<Record<string, number>>;
  /** Years of experience (two decimals). */
  experienceYears: number;
}

/** A person's facts: from verified records (what a verifier can rely on) and from all their records. */
export interface PersonLatticeFacts {
  verified: LatticeFacts;
  all: LatticeFacts;
}

export const NO_FACTS: LatticeFacts = {
  degreeRank: 0,
  eceDegreeRank: 0,
  credentials: [],
  trainingHours: 0,
  trainingByArea: {},
  experienceYears: 0,
};

/** Where a missing item is added: the route names of the web's route table. */
export type LatticeRecordRoute =
  'training' | 'calendar' | 'profile-education' | 'profile-certification' | 'profile-employment';

/** One thing missing for a level, in words, with where it is added. */
export interface MissingItem {
  kind: 'education' | 'credential' | 'training' | 'trainingArea' | 'experience';
  text: string;
  /** The route name where the record is added (the web links it). */
  route: LatticeRecordRoute;
}

/** The placement of one set of facts: the level supported and what the next level still needs. */
export interface LatticePlacement {
  /** The highest level whose requirements the facts meet (0: none yet). */
  level: number;
  /** The next level (null at the top). */
  nextLevel: number | null;
  /** What the next level still needs (empty at the top). */
  missing: MissingItem[];
}

/** Both placements of a person: by verified records and by all their records. */
export interface PersonPlacement {
  verified: LatticePlacement;
  all: LatticePlacement;
}

/** Where training hours are added in this tenant: the training records (tn) or, without them (al), the calendar. */
export interface LatticeRoutes {
  training: LatticeRecordRoute;
}

/** Hours and years in words: whole numbers as such, others to a quarter hour or a tenth of a year. */
function amount(value: number, unit: string, units: string): string {
  const rounded = Math.round(value * 100) / 100;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace(/0$/, '');
  return `${text} ${rounded === 1 ? unit : units}`;
}

/** A shortfall rounded up to the hundredth (what remains is never shown as 0). */
const short = (need: number, have: number) => Math.ceil((need - have) * 100 - 1e-6) / 100;

/** What the facts still lack for one level (empty: the level is met). */
export function missingFor(
  requirement: LatticeRequirement,
  facts: LatticeFacts,
  routes: LatticeRoutes = { training: 'training' },
): MissingItem[] {
  const missing: MissingItem[] = [];
  if (requirement.minDegree !== null) {
    const needed = DEGREE_RANKS[requirement.minDegree] ?? Number.POSITIVE_INFINITY;
    const have = requirement.degreeInEce ? facts.eceDegreeRank : facts.degreeRank;
    if (have < needed) {
      const name = DEGREE_NAMES[requirement.minDegree] ?? requirement.minDegree;
      missing.push({
        kind: 'education',
        text: requirement.degreeInEce ? `${name} in early childhood education or a related field` : name,
        route: 'profile-education',
      });
    }
  }
  if (
    requirement.credentials.length > 0 &&
    !requirement.credentials.some((c) => facts.credentials.includes(c))
  ) {
    const names = requirement.credentials.map((code) => CREDENTIAL_NAMES[code] ?? code);
    missing.push({ kind: 'credential', text: names.join(' or '), route: 'profile-certification' });
  }
  for (const [area, hours] of Object.entries(requirement.trainingByArea).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const have = facts.trainingByArea[area] ?? 0;
    if (have < hours)
      missing.push({
        kind: 'trainingArea',
        text: `${amount(short(hours, have), 'more training hour', 'more training hours')} in ${CORE_KNOWLEDGE_AREA_NAMES[area] ?? area}`,
        route: routes.training,
      });
  }
  if (facts.trainingHours < requirement.trainingHours)
    missing.push({
      kind: 'training',
      text: `${amount(short(requirement.trainingHours, facts.trainingHours), 'more training hour', 'more training hours')} in total`,
      route: routes.training,
    });
  if (facts.experienceYears < requirement.experienceYears)
    missing.push({
      kind: 'experience',
      text: `${amount(short(requirement.experienceYears, facts.experienceYears), 'more year', 'more years')} of experience`,
      route: 'profile-employment',
    });
  return missing;
}

/**
 * The placement: the highest level whose requirements the facts meet (each level by its own requirements:
 * a higher degree or credential places a person above levels whose hours they never logged, as the
 * states' lattices let it), and what the level after it still needs.
 */
export function place(
  requirements: readonly LatticeRequirement[],
  facts: LatticeFacts,
  routes: LatticeRoutes = { training: 'training' },
): LatticePlacement {
  const sorted = [...requirements].sort((a, b) => a.level - b.level);
  let level = 0;
  for (const requirement of sorted)
    if (missingFor(requirement, facts, routes).length === 0) level = requirement.level;
  const next = sorted.find((requirement) => requirement.level > level) ?? null;
  return {
    level,
    nextLevel: next?.level ?? null,
    missing: next === null ? [] : missingFor(next, facts, routes),
  };
}

/** Both placements of a person. */
export const placePerson = (
  requirements: readonly LatticeRequirement[],
  facts: PersonLatticeFacts,
  routes?: LatticeRoutes,
): PersonPlacement => ({
  verified: place(requirements, facts.verified, routes),
  all: place(requirements, facts.all, routes),
});

/** A requirement in words: what the Info tab lists under each level. */
export function describeRequirement(requirement: LatticeRequirement): string[] {
  return missingFor(requirement, NO_FACTS).map((item) =>
    item.text.replace(/ more /, ' ').replace(/ in total$/, ' in total'),
  );
}

/** Whether a set of requirements is well formed: levels 1..8 once each, amounts not negative, codes known. */
export function requirementsProblem(requirements: readonly LatticeRequirement[]): string | null {
  const levels = requirements.map((r) => r.level).sort((a, b) => a - b);
  if (levels.length !== LATTICE_LEVELS || levels.some((level, index) => level !== index + 1))
    return `The career lattice has ${LATTICE_LEVELS} levels, each once.`;
  for (const r of requirements) {
    if (r.minDegree !== null && DEGREE_RANKS[r.minDegree] === undefined)
      return `Level ${r.level}: unknown degree ${r.minDegree}.`;
    if (r.credentials.some((c) => CREDENTIAL_NAMES[c] === undefined))
      return `Level ${r.level}: unknown credential.`;
    if (Object.keys(r.trainingByArea).some((a) => CORE_KNOWLEDGE_AREA_NAMES[a] === undefined))
      return `Level ${r.level}: unknown core knowledge area.`;
    if (r.trainingHours < 0 || r.experienceYears < 0 || Object.values(r.trainingByArea).some((h) => h < 0))
      return `Level ${r.level}: amounts may not be negative.`;
  }
  return null;
}

const level = (
  n: number,
  title: string,
  description: string,
  parts: Partial<Omit<LatticeRequirement, 'level' | 'title' | 'description'>>,
): LatticeRequirement => ({
  level: n,
  title,
  description,
  minDegree: null,
  degreeInEce: false,
  credentials: [],
  trainingHours: 0,
  trainingByArea: {},
  experienceYears: 0,
  ...parts,
});

/** Level 5, the same in both lattices: an associate's degree in ECE and two years. */
const ASSOCIATE_LEVEL = level(
  5,
  "Level 5: Associate's",
  "An associate's degree in early childhood education or a related field.",
  { minDegree: 'associate', degreeInEce: true, experienceYears: 2 },
);

/** Levels 7 and 8, the same in both lattices: a bachelor's and a master's degree in ECE. */
const ECE_DEGREE_LEVELS = [
  level(
    7,
    "Level 7: Bachelor's in ECE",
    "A bachelor's degree in early childhood education or a related field.",
    { minDegree: 'bachelor', degreeInEce: true, experienceYears: 3 },
  ),
  level(8, "Level 8: Master's in ECE", "A master's degree in early childhood education or a related field.", {
    minDegree: 'master',
    degreeInEce: true,
    experienceYears: 4,
  }),
];

/**
 * The default requirements per tenant, modelled on the states' lattices (Alabama's Pathways to
 * Professional Development career lattice, Tennessee's TECTA-based career ladder): entry with a diploma and
 * the health-and-safety hours, then hours, experience, a CDA, and degrees up to a master's in early
 * childhood education. Administrators change them (PUT /api/career/requirements). docs/decisions/career-lattice.md.
 */
export const DEFAULT_LATTICE_REQUIREMENTS: Readonly<Record<'al' | 'tn', readonly LatticeRequirement[]>> = {
  al: [
    level(
      1,
      'Level 1: Entry',
      'New to the field: a diploma and the health and safety training every program requires.',
      {
        minDegree: 'high-school',
        trainingHours: 12,
        trainingByArea: { 'health-safety-nutrition': 6 },
      },
    ),
    level(2, 'Level 2: Developing', 'A year in the field and training across child development.', {
      minDegree: 'high-school',
      trainingHours: 30,
      trainingByArea: { 'health-safety-nutrition': 12, 'child-development': 6 },
      experienceYears: 1,
    }),
    level(3, 'Level 3: Credentialed', 'A national credential in early childhood.', {
      credentials: ['cda'],
      trainingHours: 45,
      experienceYears: 1,
    }),
    level(
      4,
      'Level 4: Technical',
      'A college or technical certificate in early childhood and two years in the field.',
      {
        minDegree: 'certificate',
        degreeInEce: true,
        trainingHours: 60,
        experienceYears: 2,
      },
    ),
    ASSOCIATE_LEVEL,
    level(6, "Level 6: Bachelor's", "A bachelor's degree in any field with training in early childhood.", {
      minDegree: 'bachelor',
      trainingHours: 60,
      trainingByArea: { 'child-development': 12 },
      experienceYears: 3,
    }),
    ...ECE_DEGREE_LEVELS,
  ],
  tn: [
    level(1, 'Level 1: Entry', 'New to the field: a diploma and the health and safety orientation.', {
      minDegree: 'high-school',
      trainingHours: 12,
      trainingByArea: { 'health-safety-nutrition': 6 },
    }),
    level(2, 'Level 2: Emerging', 'A year in the field and training in guidance and child development.', {
      minDegree: 'high-school',
      trainingHours: 24,
      trainingByArea: { 'health-safety-nutrition': 12, 'guidance-interactions': 6 },
      experienceYears: 1,
    }),
    level(3, 'Level 3: Credentialed', 'A national or state early-childhood credential.', {
      credentials: ['cda', 'infant-toddler', 'family-child-care'],
      trainingHours: 45,
      experienceYears: 1,
    }),
    level(
      4,
      'Level 4: Technical Certificate',
      'A technical certificate in early childhood education (TECTA).',
      {
        minDegree: 'certificate',
        degreeInEce: true,
        trainingHours: 60,
        experienceYears: 2,
      },
    ),
    ASSOCIATE_LEVEL,
    level(6, "Level 6: Bachelor's", "A bachelor's degree in any field with early-childhood training.", {
      minDegree: 'bachelor',
      trainingHours: 60,
      trainingByArea: { 'child-development': 12 },
      experienceYears: 3,
    }),
    ...ECE_DEGREE_LEVELS,
  ],
};

/**
 * The director-specific lattice message (spec 3 §4: it "exists but is disabled"): kept as the spec's text,
 * shown nowhere (directors are refused verification requests with the general words of
 * verificationRequesterProblem). docs/decisions/career-lattice.md.
 */
export const DISABLED_DIRECTOR_LATTICE_MESSAGE =
  'This action is currently not available for ... Director(s)...';
