/**
 * "What follows" (lesson spec, Part 2) as properties over random settings, each over 10,000 of them, and the whole
 * grid of 12,444 settings run. The predicates return booleans rather than calling `expect`, which costs far more
 * per call; fast-check still reports the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';
import type { Client } from './rules.ts';
import { playedOf } from './testing.ts';
import type { Played } from './testing.ts';

const options = { numRuns: 10_000 };

/** Any settings a reader could choose: both times whole numbers of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    method: fc.constantFrom('plain', 'atomic', 'cas', 'lock'),
    aWork: fc.integer({ min: 0, max: 50 }).map((t) => t / 10),
    bAt: fc.integer({ min: 0, max: 60 }).map((t) => t / 10),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

const property = (check: (s: Settings, r: Played) => boolean): void =>
  fc.assert(
    fc.property(settingsArb, (s) => check(s, playedOf(s))),
    options,
  );

/** Where in the log a client's (only) read or write is, in plain read-then-write. */
const lineOf = (r: Run, kind: 'reads' | 'writes', c: Client): number =>
  r.events.findIndex((e) => e.kind === kind && e.actor === c);

describe('what follows from the rules, over random settings', () => {
  it('with atomic, cas or lock, the final value is 16', () => {
    property((s, r) => s.method === 'plain' || r.result.finalValue === 16);
  });

  it('with plain, the final value is 11, 15 or 16', () => {
    property((s, r) => s.method !== 'plain' || [11, 15, 16].includes(r.result.finalValue));
  });

  it('with plain, the final value is 16 exactly when one client reads after the other has written', () => {
    property((s, r) => {
      if (s.method !== 'plain') return true;
      const after =
        lineOf(r, 'reads', 'B') > lineOf(r, 'writes', 'A') || lineOf(r, 'reads', 'A') > lineOf(r, 'writes', 'B');
      return (r.result.finalValue === 16) === after;
    });
  });

  it('Retries is non-zero only with cas', () => {
    property((s, r) => r.result.retries === 0 || s.method === 'cas');
  });

  it('Time waiting is non-zero only with lock', () => {
    property((s, r) => r.result.timeWaiting === 0 || s.method === 'lock');
  });
});

describe('what the chart draws agrees with the outcome, over random settings', () => {
  it('with plain, the windows overlap exactly when an update is lost; with lock, never; with atomic there are none', () => {
    property((s, r) => {
      if (s.method === 'plain') return r.overlaps.length > 0 === (r.result.updatesLost === 1);
      if (s.method === 'lock' || s.method === 'atomic') return r.overlaps.length === 0;
      return true;
    });
  });

  it('with cas, each overlap costs one refused write, retried', () => {
    property(
      (s, r) =>
        s.method !== 'cas' ||
        (r.result.retries === r.overlaps.length && r.attempts.filter((a) => a.refused).length === r.result.retries),
    );
  });

  it('each wait is drawn on the waiting client’s lane and adds up to Time waiting; waits end at the other’s write', () => {
    property((_s, r) => {
      const sum = r.waits.reduce((n, w) => n + (w.to - w.from), 0);
      return (
        sum === Math.round(r.result.timeWaiting * 10) &&
        r.waits.every((w) => r.attempts.some((a) => a.client !== w.client && a.to === w.to))
      );
    });
  });

  it('an overlap lies inside both clients’ windows', () => {
    property((_s, r) =>
      r.overlaps.every((o) =>
        (['A', 'B'] as const).every((c) => r.attempts.some((a) => a.client === c && a.from <= o.from && o.to <= a.to)),
      ),
    );
  });

  it('the counter’s line starts at 10, changes at each accepted write, and ends at the final value', () => {
    property(
      (_s, r) =>
        r.values[0]?.value === 10 &&
        r.values.at(-1)?.value === r.result.finalValue &&
        r.values.length === 1 + r.attempts.filter((a) => !a.refused).length,
    );
  });
});

describe('invariants of a run, over random settings', () => {
  it('events come in time order, printed with one decimal; the run ends at the last', () => {
    property(
      (_s, r) =>
        r.events.every((e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s`) &&
        r.end === r.events.at(-1)?.t,
    );
  });

  it('the verdict, the facts and the outcome rows agree; judge gives the same verdict', () => {
    property((s, r) => {
      const { finalValue, shouldBe, updatesLost, retries, timeWaiting } = r.result;
      return (
        model.judge(s) === r.verdict &&
        shouldBe === 16 &&
        updatesLost === (finalValue === 16 ? 0 : 1) &&
        isDeepStrictEqual(
          r.outcome.map((row) => [row.term, row.value]),
          [
            ['Final value', String(finalValue)],
            ['It should be', '16'],
            ['Updates lost', String(updatesLost)],
            ['Retries', String(retries)],
            ['Time waiting', `${timeWaiting.toFixed(1)} s`],
          ],
        ) &&
        (r.verdict === 'lost') === (updatesLost === 1)
      );
    });
  });
});

describe('every setting on the grid', () => {
  const grid: Settings[] = [];
  for (const method of ['plain', 'atomic', 'cas', 'lock'] as const)
    for (let w = 0; w <= 50; w++) for (let b = 0; b <= 60; b++) grid.push({ method, aWork: w / 10, bAt: b / 10 });

  it('has 12,444 settings, and each gets an explanation (none throws)', () => {
    expect(grid).toHaveLength(12_444);
    const unexplained = grid.filter((s) => {
      try {
        return model.simulate(s).explanation === '';
      } catch {
        return true;
      }
    });
    expect(unexplained).toEqual([]);
  });

  it('reaches every verdict the model lists', () => {
    const seen = new Set(grid.map((s) => model.judge(s)));
    expect([...seen].sort()).toEqual(Object.keys(model.verdicts).sort());
  });
});

describe('a write drawn as replacing the other’s update', () => {
  it('exists exactly when an update is lost', () => {
    property((_s, r) => r.attempts.some((a) => a.overwrote) === (r.result.updatesLost === 1));
  });
});
