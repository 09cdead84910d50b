/**
 * The form evaluator's speed (issue 8: "evaluating a 200-element form with 100 rules after one change
 * takes under 1 ms"). A seeded generated form (packages/domain/src/forms/random-form.ts: text, dropdown
 * and checkbox elements, every rule action, element and role conditions, chains of value rules) is
 * changed one element at a time, as a user types; each `update` is timed alone and the median and p99
 * are printed beside:
 *   - the floor: a bare loop copying the 200 values into a new Map (the least any answer costs);
 *   - a full `evaluate` of the same values (what update saves).
 * Settings (environment): BENCH_SEED (1), BENCH_CHANGES (20000).
 */
import {
  checkDefinition,
  createFormEvaluator,
  type ElementState,
  type FormValues,
} from '../packages/domain/src/index.js';
import {
  randomForm,
  randomValue,
  randomValues,
  seededRandom,
} from '../packages/domain/src/forms/random-form.js';

const ELEMENTS = 200;
const RULES = 100;
const TARGET_MS = 1;
const seed = Number(process.env.BENCH_SEED ?? 1);
const changes = Number(process.env.BENCH_CHANGES ?? 20000);

const random = seededRandom(seed);
const definition = randomForm(random, { elements: ELEMENTS, rules: RULES });
const problems = checkDefinition(definition);
if (problems.length > 0) throw new Error(`generated form is unsound: ${problems.join('; ')}`);
const evaluator = createFormEvaluator(definition, {
  activeRole: '200',
  parent: { county: 'a', region: 'b' },
  now: new Date(),
  timeZone: 'America/Chicago',
});

function timeMs(run: () => unknown): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

let values: FormValues = randomValues(random, definition);
let states: Map<number, ElementState> = evaluator.evaluate(values);
const updates: number[] = [];
const fulls: number[] = [];
const floors: number[] = [];
let sink = 0;
for (let round = 0; round < changes; round += 1) {
  const element = definition.elements[Math.floor(random() * ELEMENTS)]!;
  values = new Map(values).set(element.id, randomValue(random, element));
  const before = states;
  const current = values;
  updates.push(timeMs(() => (states = evaluator.update(before, current, element.id))));
  fulls.push(timeMs(() => evaluator.evaluate(current)));
  floors.push(
    timeMs(() => {
      const copy = new Map<number, string | string[] | null>();
      for (const [id, value] of current) copy.set(id, value);
      sink += copy.size;
    }),
  );
}
// The first tenth is warm-up (JIT); it is dropped.
const kept = (samples: number[]) => samples.slice(Math.floor(samples.length / 10));
const row = (name: string, samples: number[]) =>
  `${name.padEnd(34)} ${quantile(kept(samples), 0.5).toFixed(4).padStart(9)} ${quantile(kept(samples), 0.99).toFixed(4).padStart(9)}`;

// Read, so the floor's copies are not optimised away.
if (sink === 0) throw new Error('the floor copied nothing');
const median = quantile(kept(updates), 0.5);
process.stdout.write(
  [
    `form evaluator: ${ELEMENTS} elements, ${RULES} rules, seed ${seed}, ${changes} single changes`,
    `${'ms per call'.padEnd(34)} ${'median'.padStart(9)} ${'p99'.padStart(9)}`,
    row('update after one change', updates),
    row('full evaluate (for comparison)', fulls),
    row('floor: copy 200 values to a Map', floors),
    `target: update median under ${TARGET_MS} ms: ${median < TARGET_MS ? 'PASS' : 'FAIL'}`,
    '',
  ].join('\n'),
);
