/**
 * Seeds and a seeded generator for practice questions. A seed is a whole number below 2^32, written in the address
 * in base 36 ("k3x9a"): short to read aloud and to share. Randomness comes from the seed alone, never a clock.
 */

/** The address key of a practice question's seed: `?q=k3x9a`. No lesson's settings use it (a test checks). */
export const SEED_KEY = 'q';

/** Most characters of a seed as written: 2^32 - 1 is "1z141z3" in base 36. */
const MAX_SEED_TEXT = 7;

/** A seed as the address writes it. */
export function seedText(seed: number): string {
  return (seed >>> 0).toString(36);
}

/** The seed a text names, or null when it is not one ("", "K3!", too long, too big). */
export function parseSeed(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_SEED_TEXT) return null;
  if (!/^[0-9a-z]+$/.test(text)) return null;
  const n = parseInt(text, 36);
  return Number.isSafeInteger(n) && n <= 0xffff_ffff ? n : null;
}

/** A generator of numbers in [0, 1) determined by `seed` (mulberry32: small, fast, and well spread for this use). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included, drawn from `next`. */
export function between(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}

/** A seed of its own for another question, from a number in [0, 1) that the page supplies (its Math.random). */
export function seedFrom(unit: number): number {
  return Math.floor(Math.min(Math.max(unit, 0), 0.999_999_999) * 0x1_0000_0000) >>> 0;
}
