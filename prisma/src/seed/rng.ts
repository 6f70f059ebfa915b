// Seeded pseudo-random numbers. sfc32 (small, fast, passes PractRand) seeded through a string
// hash, so independent streams can be forked by label: rng.fork("family", 12) gives the same
// numbers whatever else was drawn before. Nothing in the seed uses Math.random or the clock.

/** 32-bit FNV-1a of a string, then a murmur3 finaliser for avalanche. */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** The label this stream was made from (for forking). */
  readonly label: string;

  constructor(seed: number | string) {
    this.label = String(seed);
    this.a = hash32(this.label, 0x9e3779b9);
    this.b = hash32(this.label, 0x243f6a88);
    this.c = hash32(this.label, 0xb7e15162);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A new, independent stream determined only by this stream's label and the given parts. */
  fork(...parts: (string | number)[]): Rng {
    return new Rng(`${this.label}/${parts.join("/")}`);
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      x -= weights[i];
      if (x < 0) return items[i];
    }
    return items[items.length - 1];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  /** k distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items.slice()).slice(0, Math.min(k, items.length));
  }

  /** Lower-case letters and digits. */
  token(length: number, alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"): string {
    let s = "";
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

/** A bijection of [0, n) that looks random: used to hand out unique numbers without a set. */
export function permute(index: number, n: number, salt: number): number {
  // Feistel-free trick: multiply by a constant coprime to n, then add an offset, mod n.
  let mult = (salt % n) * 2 + 1;
  while (gcd(mult, n) !== 1) mult += 2;
  return Number((BigInt(index) * BigInt(mult) + BigInt(salt % n)) % BigInt(n));
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
