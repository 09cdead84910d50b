import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import type { Random } from './random.js';
import { Weighted } from './random.js';

/** One choice of a choice list (choice_lists: what a form stores is the id). */
export interface Choice {
  id: string;
  text: string;
}

/**
 * The lists the data set takes values from beyond those the server seeds today, each with what it falls
 * back to while the database has no such list. Once a seed adds the list (the record forms of issue 9
 * bring 'core-knowledge-areas', 'delivery-methods' and 'credential-types'), the database's rows are used
 * and these are ignored: the only place the data set invents choices.
 */
export const FALLBACK_LISTS: Readonly<Record<string, readonly (readonly [id: string, text: string])[]>> = {
  // The spec counts eight and leaves their names to us (spec README); the usual competency areas.
  'core-knowledge-areas': [
    ['growth-development', 'Child Growth and Development'],
    ['health-safety-nutrition', 'Health, Safety and Nutrition'],
    ['learning-environment-curriculum', 'Learning Environment and Curriculum'],
    ['observation-assessment', 'Observation and Assessment'],
    ['family-community', 'Family and Community Relationships'],
    ['professionalism', 'Professionalism'],
    ['program-management', 'Program Management'],
    ['interactions-guidance', 'Interactions and Guidance'],
  ],
  // Spec 3 "Training search lists".
  'delivery-methods': [
    ['online', 'Virtual/Online'],
    ['classroom', 'Classroom'],
    ['blended', 'Blended'],
  ],
  'credential-types': [
    ['cda', 'Child Development Associate (CDA)'],
    ['first-aid-cpr', 'Pediatric First Aid and CPR'],
    ['teaching-certificate', 'Teaching Certificate or License'],
    ['director-credential', 'Director or Administrator Credential'],
    ['infant-toddler', 'Infant and Toddler Credential'],
    ['montessori', 'Montessori Credential'],
    ['other', 'Other Credential'],
  ],
  'employment-types': [
    ['full-time', 'Full-time'],
    ['part-time', 'Part-time'],
    ['substitute', 'Substitute'],
  ],
  // Spec 3 "target age groups (4)".
  'age-groups': [
    ['infants', 'Infants (birth to 12 months)'],
    ['toddlers', 'Toddlers (12 to 36 months)'],
    ['preschool', 'Preschool (3 to 5 years)'],
    ['school-age', 'School-age (5 to 12 years)'],
  ],
  // The training sessions' classification (issue 23; spec 3 §9): the server seeds these lists.
  'cda-areas': [
    ['safe-healthy', 'Planning a safe and healthy learning environment'],
    ['physical-intellectual', "Advancing children's physical and intellectual development"],
    ['social-emotional', "Supporting children's social and emotional development"],
    ['families', 'Building productive relationships with families'],
    ['program-operation', 'Managing an effective program operation'],
    ['professionalism', 'Maintaining a commitment to professionalism'],
    ['observing', "Observing and recording children's behavior"],
    ['child-development', 'Understanding principles of child development and learning'],
  ],
  'dhr-standards': [
    ['administration', 'Administration, Records and Licensing Requirements'],
    ['staff-development', 'Staff Qualifications and Professional Development'],
    ['program', 'Program, Curriculum and Developmentally Appropriate Activities'],
    ['guidance', 'Discipline and Guidance'],
    ['health', 'Health, Hygiene and Illness Prevention'],
    ['safety', 'Safety, Supervision and Emergency Preparedness'],
    ['nutrition', 'Nutrition and Food Service'],
  ],
  'ccdf-areas': [
    ['infectious-diseases', 'Prevention and control of infectious diseases, including immunization'],
    ['safe-sleep', 'Prevention of sudden infant death syndrome and use of safe sleeping practices'],
    ['medication', 'Administration of medication, consistent with standards for parental consent'],
    ['allergies', 'Prevention of and response to emergencies due to food and allergic reactions'],
    ['premises-safety', 'Building and physical premises safety'],
    ['abusive-head-trauma', 'Prevention of shaken baby syndrome, abusive head trauma and child maltreatment'],
    ['emergency-preparedness', 'Emergency preparedness and response planning'],
    ['hazardous-materials', 'Handling and storage of hazardous materials and disposal of biocontaminants'],
    ['transportation', 'Appropriate precautions in transporting children'],
    ['first-aid-cpr', 'Pediatric first aid and cardiopulmonary resuscitation (CPR)'],
  ],
  'degree-types': [
    ['high-school', 'High School Diploma'],
    ['ged', 'GED'],
    ['certificate', 'Technical Certificate'],
    ['associate', 'Associate Degree'],
    ['bachelor', 'Bachelor\u2019s Degree'],
    ['master', 'Master\u2019s Degree'],
    ['doctorate', 'Doctoral Degree'],
  ],
};

/** The lists the server seeds (apps/server/src/db/seeds/choice-lists.ts): they must be there. */
const SEEDED_LISTS = ['states', 'languages', 'ethnicities', 'races', 'genders', 'education-levels'] as const;

export type ListCode = (typeof SEEDED_LISTS)[number] | keyof typeof FALLBACK_LISTS;

export interface ChoiceLists {
  /** The active choices of a list, in the list's order. */
  get(code: ListCode): readonly Choice[];
  /** Where each list came from, for the printout. */
  sources(): Record<string, 'database' | 'fallback'>;
}

/** Reads the active choices of every list the data set uses, after the server's seeds have run. */
export async function readChoiceLists(db: Db): Promise<ChoiceLists> {
  const codes = [...SEEDED_LISTS, ...Object.keys(FALLBACK_LISTS)];
  const rows = await db
    .selectFrom('choiceLists')
    .select(['listCode', 'choiceId', 'text'])
    .where('listCode', 'in', codes)
    .where('active', '=', true)
    .orderBy('listCode')
    .orderBy('sequence')
    .orderBy(sql`choice_id`)
    .execute();
  const lists = new Map<string, Choice[]>();
  const sources: Record<string, 'database' | 'fallback'> = {};
  for (const row of rows) {
    const list = lists.get(row.listCode) ?? [];
    list.push({ id: row.choiceId, text: row.text });
    lists.set(row.listCode, list);
    sources[row.listCode] = 'database';
  }
  for (const code of SEEDED_LISTS) {
    if (!lists.has(code))
      throw new Error(`The choice list '${code}' is missing: did the server's seeds run?`);
  }
  for (const [code, entries] of Object.entries(FALLBACK_LISTS)) {
    if (lists.has(code)) continue;
    lists.set(
      code,
      entries.map(([id, text]) => ({ id, text })),
    );
    sources[code] = 'fallback';
  }
  return {
    get: (code) => lists.get(code)!,
    sources: () => ({ ...sources }),
  };
}

/**
 * A weighted picker over a list's choices: `weights` by choice id (what the data set knows of the
 * seeded lists' ids), `otherWeight` for a choice it does not know (a state may add its own).
 */
export function weightedChoices(
  choices: readonly Choice[],
  weights: Readonly<Record<string, number>>,
  otherWeight: number,
): Weighted<Choice> {
  return new Weighted(choices, (choice) => weights[choice.id] ?? otherWeight);
}

/**
 * Maps the data set's own keys (an area of a training title, the kind of a credential) to the list's
 * choices: the first choice whose text matches the key's pattern, else one chosen by the key's position,
 * so that a state's own wording of the list still gets every key a valid choice.
 */
export function matchChoices<K extends string>(
  choices: readonly Choice[],
  patterns: readonly (readonly [K, RegExp])[],
): Map<K, Choice> {
  const matched = new Map<K, Choice>();
  const taken = new Set<string>();
  for (const [key, pattern] of patterns) {
    const found = choices.find((choice) => !taken.has(choice.id) && pattern.test(choice.text));
    if (found) {
      matched.set(key, found);
      taken.add(found.id);
    }
  }
  patterns.forEach(([key], index) => {
    if (!matched.has(key)) matched.set(key, choices[index % choices.length]!);
  });
  return matched;
}

/** A few distinct choices (at least one) by weight. */
export function someOf(rng: Random, picker: Weighted<Choice>, count: number): Choice[] {
  const chosen = new Map<string, Choice>();
  for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt += 1) {
    const choice = picker.pick(rng);
    chosen.set(choice.id, choice);
  }
  return [...chosen.values()];
}
