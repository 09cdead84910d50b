/**
 * The seeded randomness of the state-scale data set: the same seed gives the same data on any machine.
 * sfc32 (Chris Doty-Humphrey's small fast counter generator, as in PractRand) seeded through a string
 * hash, so every part of the data set draws from its own stream (`random(seed, 'trainings')`): changing
 * how many trainings are made does not change who the people are.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A value near `mean` (Irwin-Hall of three uniforms: bell-shaped, bounded by mean +- 3 * spread). */
  around(mean: number, spread: number): number;
}

export function random(seed: string | number, stream: string): Random {
  const [a, b, c, d] = hashSeed(`${seed}\u0000${stream}`);
  let s0 = a;
  let s1 = b;
  let s2 = c;
  let counter = d;
  const next = (): number => {
    const t = (((s0 + s1) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    s0 = s1 ^ (s1 >>> 9);
    s1 = (s2 + (s2 << 3)) | 0;
    s2 = (s2 << 21) | (s2 >>> 11);
    s2 = (s2 + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The generator's first outputs still show the seed's structure: discarded.
  for (let i = 0; i < 15; i += 1) next();
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    around: (mean, spread) => mean + (next() + next() + next() - 1.5) * 2 * spread,
  };
}

/** cyrb128: a string to four 32-bit words. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Picks items with probabilities proportional to their weights (binary search over the running sums). */
export class Weighted<T> {
  private readonly sums: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    if (items.length === 0) throw new Error('Weighted: no items');
    this.sums = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, index) => {
      const w = weight(item, index);
      if (!(w >= 0) || !Number.isFinite(w)) throw new Error(`Weighted: bad weight ${w}`);
      sum += w;
      this.sums[index] = sum;
    });
    if (sum <= 0) throw new Error('Weighted: all weights are zero');
    this.total = sum;
  }

  pick(rng: Random): T {
    return this.items[this.pickIndex(rng)]!;
  }

  pickIndex(rng: Random): number {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.sums.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sums[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Weights that fall with rank as real name and title frequencies do (Zipf's law with exponent s). */
export const zipf =
  (s: number) =>
  (_item: unknown, index: number): number =>
    1 / (index + 1) ** s;

/**
 * Splits exactly `total` among slots in proportion to their weights (cumulative rounding: every slot gets
 * the floor or the ceiling of its share, and the shares add up to `total`).
 */
export function apportion(total: number, weights: ArrayLike<number>): Uint32Array {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += weights[i]!;
  const counts = new Uint32Array(weights.length);
  if (sum <= 0 || total <= 0) return counts;
  let running = 0;
  let given = 0;
  for (let i = 0; i < weights.length; i += 1) {
    running += weights[i]!;
    const upTo = i === weights.length - 1 ? total : Math.floor((total * running) / sum);
    counts[i] = upTo - given;
    given = upTo;
  }
  return counts;
}

/** k distinct indexes of [0, n), in a random order (a partial Fisher-Yates shuffle). */
export function sample(rng: Random, n: number, k: number): number[] {
  const count = Math.min(n, k);
  const swapped = new Map<number, number>();
  const chosen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = rng.int(i, n - 1);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    chosen.push(atJ);
  }
  return chosen;
}
