/**
 * Part 2's properties (lesson spec, "worth a property test each"), each checked two ways: over the whole grid of
 * settings (3 levels x both switches x 2 or 3 on call x all 61 start times of Bob, 0 to 6 s by 0.1 s: 1,464 runs),
 * and by fast-check over random settings, which also shrinks a failure to its smallest case.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Facts, Run } from './model.ts';
import type { State } from './rules.ts';

/** A run with its facts, what its rules recorded (the state at the end) and the number on call over time. */
type Played = { run: Run; result: Facts; state: State; onCall: { t: number; value: number }[] };

function played(s: Settings): Played {
  const run = model.simulate(s);
  const { state, series } = model.play(run.settings, true);
  return { run, result: model.facts(run), state, onCall: series.onCall };
}

const LEVELS = ['read-committed', 'snapshot', 'serializable'] as const;
const TIMES = Array.from({ length: 61 }, (_, k) => k / 10);
const GRID: Settings[] = LEVELS.flatMap((level) =>
  [false, true].flatMap((forUpdate) =>
    [false, true].flatMap((retry) =>
      [2, 3].flatMap((onCall) => TIMES.map((bobAt) => ({ level, forUpdate, retry, onCall, bobAt }))),
    ),
  ),
);
const RUNS: [Settings, Played][] = GRID.map((s) => [s, played(s)]);

const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    level: fc.constantFrom(...LEVELS),
    forUpdate: fc.boolean(),
    retry: fc.boolean(),
    onCall: fc.constantFrom(2, 3),
    bobAt: fc.integer({ min: 0, max: 60 }).map((t) => t / 10),
  })
  .map((s) => ({ ...s }));

/** The property holds on every point of the grid, and on 2,000 random settings. */
function holds(check: (s: Settings, r: Played) => boolean): void {
  const failing = RUNS.filter(([s, r]) => !check(s, r)).map(([s]) => s);
  expect(failing.slice(0, 3)).toEqual([]);
  fc.assert(
    fc.property(settingsArb, (s) => check(s, played(s))),
    { numRuns: 2_000 },
  );
}

const outcome = ({ run }: { run: Run }): string => run.outcome.map((row) => row.value).join(' · ');

describe('Part 2: what follows from the rules, over every level, switch, on-call count and start time', () => {
  it('covers the whole grid: 1,464 settings, 61 start times of Bob', () => {
    expect(GRID).toHaveLength(3 * 2 * 2 * 2 * 61);
    expect(new Set(GRID.map((s) => s.bobAt)).size).toBe(61);
  });

  it('serializable, or locking the rows read, always keeps the rule, as do three on call', () => {
    holds((s, r) => !(s.level === 'serializable' || s.forUpdate || s.onCall === 3) || r.result.ruleKept);
  });

  it('Bob starting at 3.0 s or later always gives 1, yes, 0, 0.0 s', () => {
    holds((s, r) => s.bobAt < 3 || outcome(r) === '1 · yes · 0 · 0.0 s');
  });

  it('without serializable and without the lock, read committed and snapshot give the same outcome', () => {
    holds((s, r) => {
      if (s.level === 'serializable' || s.forUpdate) return true;
      const other = model.simulate({ ...s, level: s.level === 'snapshot' ? 'read-committed' : 'snapshot' });
      return outcome({ run: other }) === outcome(r);
    });
  });

  it('without serializable and without the lock, two on call end at 0 exactly when Bob starts before 3.0 s; three at 1', () => {
    holds((s, r) => {
      if (s.level === 'serializable' || s.forUpdate) return true;
      return s.onCall === 3 ? r.result.doctorsOnCall === 1 : (r.result.doctorsOnCall === 0) === s.bobAt < 3;
    });
  });

  it("at most one abort, never a retry's, and only at serializable or at snapshot with the lock", () => {
    holds((s, r) => {
      const aborts = r.state.attempts.filter((a) => a.failure !== null);
      if (aborts.length > 1 || aborts.some((a) => a.tryNo > 1)) return false;
      if (r.result.aborted !== aborts.length) return false;
      return aborts.length === 0 || s.level === 'serializable' || (s.level === 'snapshot' && s.forUpdate);
    });
  });

  it('time waiting is the sum of the waits, and a wait happens only with the lock', () => {
    holds((s, r) => {
      const waits = r.state.attempts.reduce((sum, a) => sum + (a.wait === null ? 0 : a.wait.to - a.wait.from), 0);
      return waits / 10 === r.result.timeWaiting && (s.forUpdate || waits === 0);
    });
  });

  it('the number on call at the end is what the rows say, and the rule is kept exactly when it is at least 1', () => {
    holds((_s, r) => {
      // The rows as the chart draws them, each on call or off from its last change.
      const rows = r.run.chart.lanes.filter(
        (l) => l.id.startsWith('row-') && l.series?.points.at(-1)?.value === 'on call',
      ).length;
      return rows === r.result.doctorsOnCall && r.result.ruleKept === rows >= 1 && r.onCall.at(-1)?.value === rows;
    });
  });

  it('the verdict that judge gives is the full run’s, on every point of the grid', () => {
    for (const [s, r] of RUNS) expect(model.judge(s)).toBe(r.run.verdict);
  });
});
