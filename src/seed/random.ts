// A small seeded PRNG, so that a seed always produces the same data (Math.random cannot be seeded).

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
  /** n distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[];
}

/** mulberry32: 32-bit state, good enough spread for test data and fast. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(weights) {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [key, w] of weights) {
        r -= w;
        if (r < 0) return key;
      }
      return weights[weights.length - 1]![0];
    },
    sample(items, n) {
      const copy = [...items];
      const out: typeof copy = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}

/** Independent streams per part of the data, so that e.g. --orders never changes the products of a seed. */
export function streamOf(seed: number, part: string): Random {
  let h = seed >>> 0;
  for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193) >>> 0;
  return createRandom(h);
}
