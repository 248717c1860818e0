/**
 * A small seeded PRNG (sfc32, 128-bit state): the same seed gives the same ledger on every machine.
 * It replaced mulberry32, whose single 2^32 cycle made the streams of different workers run into
 * each other at a few hundred workers (one UUID costs 31 draws), repeating event ids across workers.
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A version-4-shaped UUID from the stream, so event ids are deterministic too. */
  uuid(): string;
  fork(label: string): Random;
}

const hash = (text: string, seed: number): number => {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
};

const hex8 = (n: number): string => n.toString(16).padStart(8, "0");

export const createRandom = (seed: number, label = ""): Random => {
  let a = hash(`a/${label}`, seed);
  let b = hash(`b/${label}`, seed);
  let c = hash(`c/${label}`, seed);
  let d = 1;
  const u32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) u32();
  const next = (): number => u32() / 4294967296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    uuid: () => {
      const h = hex8(u32()) + hex8(u32()) + hex8(u32()) + hex8(u32());
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[u32() & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    fork: (sub) => createRandom(seed, `${label}/${sub}`),
  };
};
