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
 * The lists the data set takes values from: all seeded by the server (apps/server/src/db/seeds/choice-lists.ts),
 * read from the database so that a state's own wording or additions are what the data set uses. The data
 * set invents no choices.
 */
const LISTS = [
  'states',
  'languages',
  'ethnicities',
  'races',
  'genders',
  'education-levels',
  'degree-types',
  'credential-types',
  'core-knowledge-areas',
  'delivery-methods',
  'employment-types',
  'age-groups',
  'cda-areas',
  'dhr-standards',
  'ccdf-areas',
] as const;

export type ListCode = (typeof LISTS)[number];

export interface ChoiceLists {
  /** The active choices of a list, in the list's order. */
  get(code: ListCode): readonly Choice[];
  /** How many active choices each list has, for the printout. */
  sizes(): Record<string, number>;
}

/** Reads the active choices of every list the data set uses, after the server's seeds have run. */
export async function readChoiceLists(db: Db): Promise<ChoiceLists> {
  const rows = await db
    .selectFrom('choiceLists')
    .select(['listCode', 'choiceId', 'text'])
    .where('listCode', 'in', LISTS)
    .where('active', '=', true)
    .orderBy('listCode')
    .orderBy('sequence')
    .orderBy(sql`choice_id`)
    .execute();
  const lists = new Map<string, Choice[]>();
  for (const row of rows) {
    const list = lists.get(row.listCode) ?? [];
    list.push({ id: row.choiceId, text: row.text });
    lists.set(row.listCode, list);
  }
  for (const code of LISTS) {
    if (!lists.has(code))
      throw new Error(`The choice list '${code}' is missing: did the server's seeds run?`);
  }
  return {
    get: (code) => lists.get(code)!,
    sizes: () => Object.fromEntries([...lists].map(([code, list]) => [code, list.length])),
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
