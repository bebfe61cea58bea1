/**
 * Part 2's "What follows", over every N, cut, policy and switch, each at 61 write times (0 to 12 s every 0.2 s)
 * against 56 heal times (1 to 12 s every 0.2 s), and again with fast-check over generated settings on the 0.1 s grid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Facts } from './model.ts';
import { resultOf } from './model.ts';
import type { State } from './rules.ts';

const tenths = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, k) => Math.round((from + k * step) * 10) / 10);
const B_TIMES = tenths(0, 12, 0.2);
const HEAL_TIMES = tenths(1, 12, 0.2);

/** Every N, cut (0 to N / 2), policy and switch: 64 combinations. */
function* combinations(): Generator<Omit<Settings, 'bAt' | 'healAt'>> {
  for (let n = 3; n <= 7; n++)
    for (let cut = 0; cut <= Math.floor(n / 2); cut++)
      for (const policy of ['any', 'majority'] as const)
        for (const together of [false, true]) yield { n, cut, policy, together };
}
const combos = [...combinations()];
const all: Settings[] = combos.flatMap((c) =>
  B_TIMES.flatMap((bAt) => HEAL_TIMES.map((healAt) => ({ ...c, bAt, healAt }))),
);
/** The rules played silently (no log, no words): the state at the end and its facts. */
type Played = State & { result: Facts };
const runs: [Settings, Played][] = all.map((s) => {
  const { state } = model.play(s, false);
  return [s, { ...state, result: resultOf(state) }];
});
const outcome = (r: Played): string => JSON.stringify(r.result);

/** Part 2, rules 2 and 4: both writes inside the partition. */
const inside = (s: Settings, at: number): boolean => s.cut >= 1 && s.healAt > 1 && at >= 1 && at < s.healAt;
const partitioned = (s: Settings): boolean => s.cut >= 1 && s.healAt > 1;

describe('what follows from the rules (every N, cut, policy and switch; 61 write times by 56 heal times)', () => {
  it('covers 64 combinations, each in range', () => {
    expect(combos.length).toBe(64);
    expect(B_TIMES.length).toBeGreaterThanOrEqual(60);
    const edges = combos.flatMap((c) => [
      { ...c, bAt: 0, healAt: 1 },
      { ...c, bAt: 12, healAt: 12 },
    ]);
    expect(edges.every((s) => model.settings.normalise(s).notices.length === 0)).toBe(true);
  });

  /** The settings of every run for which `bad` holds: none, for a property that holds. */
  const failing = (bad: (s: Settings, r: Played) => boolean): Settings[] =>
    runs.filter(([s, r]) => bad(s, r)).map(([s]) => s);

  it('"Majority only" never loses an acknowledged write; "Answer on any side" never refuses one', () => {
    expect(failing((s, r) => (s.policy === 'majority' ? r.result.lost !== 0 : r.result.refused !== 0))).toEqual([]);
  });

  it('without a partition both policies give 16, 2, 0, 0', () => {
    const unsplit = '{"finalValue":16,"accepted":2,"refused":0,"lost":0}';
    expect(failing((s, r) => !partitioned(s) && outcome(r) !== unsplit)).toEqual([]);
  });

  it('a write is lost exactly with "any", B off A\'s side and both writes inside; the value is then 15 or 11', () => {
    const loses = (s: Settings): boolean => s.policy === 'any' && !s.together && inside(s, 2) && inside(s, s.bAt);
    expect(failing((s, r) => (r.result.lost === 1) !== loses(s))).toEqual([]);
    expect(failing((s, r) => loses(s) && r.result.finalValue !== (s.bAt >= 2 ? 15 : 11))).toEqual([]);
    expect(runs.filter(([s]) => loses(s)).length).toBeGreaterThan(1000);
  });

  it('"Majority only" with an even split refuses every write inside the partition, and only those', () => {
    const even = (s: Settings): boolean => s.policy === 'majority' && 2 * s.cut === s.n;
    const refusals = (s: Settings): number => Number(inside(s, 2)) + Number(inside(s, s.bAt));
    expect(failing((s, r) => even(s) && r.result.refused !== refusals(s))).toEqual([]);
  });

  it('every cut from 1 to the largest that leaves a majority gives one outcome (with "any", every cut of 1 or more)', () => {
    const byRest = new Map<string, Set<string>>();
    for (const [s, r] of runs) {
      const largest = s.policy === 'any' ? Math.floor(s.n / 2) : Math.ceil(s.n / 2) - 1;
      if (s.cut < 1 || s.cut > largest) continue;
      const key = JSON.stringify({ ...s, cut: 0 });
      byRest.set(key, (byRest.get(key) ?? new Set()).add(outcome(r)));
    }
    expect([...byRest].filter(([, outcomes]) => outcomes.size !== 1).map(([key]) => key)).toEqual([]);
  });

  it('the value at the end is what every replica holds, and the accepted and refused writes make two', () => {
    const wrong = (_s: Settings, r: Played): boolean =>
      r.sides.main.value !== r.sides.cut.value ||
      r.history.main.at(-1)!.value !== r.result.finalValue ||
      r.history.cut.at(-1)!.value !== r.result.finalValue ||
      r.result.accepted + r.result.refused !== 2 ||
      (r.heal?.dropped.length ?? 0) !== r.result.lost;
    expect(failing(wrong)).toEqual([]);
  });
});

describe('the same, over generated settings (fast-check)', () => {
  const arbitrary: fc.Arbitrary<Settings> = fc.integer({ min: 3, max: 7 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      cut: fc.integer({ min: 0, max: Math.floor(n / 2) }),
      policy: fc.constantFrom('any' as const, 'majority' as const),
      together: fc.boolean(),
      bAt: fc.integer({ min: 0, max: 120 }).map((t) => t / 10),
      healAt: fc.integer({ min: 10, max: 120 }).map((t) => t / 10),
    }),
  );

  it('loses a write exactly as Part 2 says, and model.judge agrees with the full run', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const r = model.simulate(s);
        const lost = s.policy === 'any' && !s.together && inside(s, 2) && inside(s, s.bAt);
        expect(model.facts(r).lost === 1).toBe(lost);
        if (s.policy === 'majority') expect(model.facts(r).lost).toBe(0);
        expect(model.judge(s)).toBe(r.verdict);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the number cut off is limited by N', () => {
  it('reads a cut above half of N from the address as half of N, with a notice', () => {
    const parsed = model.settings.parse('n=4&cut=3');
    expect(parsed.settings.cut).toBe(2);
    expect(parsed.notices.map((n) => n.message ?? n).join(' ')).toMatch(/Replicas cut off/);
  });

  it('moves the cut when N is lowered below twice it', () => {
    const followed = model.settings.follow({ ...model.settings.defaults, n: 7, cut: 3 });
    expect(followed.settings.cut).toBe(3);
    const lowered = model.settings.follow({ ...model.settings.defaults, n: 5, cut: 3 });
    expect(lowered.settings.cut).toBe(2);
    expect(lowered.notices.length).toBe(1);
  });
});
