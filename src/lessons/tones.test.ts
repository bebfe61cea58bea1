/**
 * One look per meaning across lessons: a refused write, a stale read, a lost update, a late but harmless write and a
 * safe run read the same tone and mark in every lesson's outcome and legend, as the chart draws them (the kit's
 * refused ⊘ and late ◷ marks, `components/sim-kit/chart.ts`). One table, no hand list of lessons.
 */
import { describe, expect, it } from 'vitest';
import { TONES } from '../kit/index.ts';
import { LATE_MARK, REFUSED_MARK } from '../../components/sim-kit/chart.ts';
import { MODELS } from './registry.ts';

/** A verdict's meaning, read from its key, and the tone and mark that meaning has everywhere. */
const LOOK: readonly [RegExp, string, string | null][] = [
  [/^(refused|stalled)$/, 'refused', REFUSED_MARK.symbol],
  [/^late-harmless$/, 'harmless', LATE_MARK.symbol],
  [/^stale(-read)?$/, 'harm', '◆'],
  [/^lost/, 'harm', null],
  [/^(safe|kept)$/, 'safe', '✓'],
];

const verdicts = Object.values(MODELS).flatMap((m) =>
  Object.entries(m.verdicts).map(([key, v]) => ({ lesson: m.id, key, ...v })),
);

describe('one look per meaning', () => {
  it.each(verdicts.map((v) => [`${v.lesson}: ${v.key}`, v] as const))('%s', (_, v) => {
    expect(TONES).toContain(v.tone);
    const look = LOOK.find(([key]) => key.test(v.key));
    if (look !== undefined) {
      const [, tone, symbol] = look;
      expect(v.tone).toBe(tone);
      if (symbol !== null) expect(v.symbol).toBe(symbol);
    }
    // A mark means one thing: ⊘ is always refused, ◷ always late but harmless.
    if (v.symbol === REFUSED_MARK.symbol) expect(v.tone).toBe('refused');
    if (v.symbol === LATE_MARK.symbol) expect(v.tone).toBe('harmless');
  });

  it('finds every meaning in some lesson', () => {
    for (const [key] of LOOK)
      expect(
        verdicts.some((v) => key.test(v.key)),
        String(key),
      ).toBe(true);
  });
});
