/**
 * "What follows" (lesson spec, Part 2) as properties over random settings, and invariants of every run. The
 * predicates return booleans rather than calling `expect`, which costs far more per call; fast-check still reports
 * the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Facts, Run } from './model.ts';
import type { State } from './rules.ts';

const options = { numRuns: 10_000 };

/** Any settings a reader could choose: times whole numbers of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    fsync: fc.boolean(),
    flushEvery: fc.integer({ min: 10, max: 300 }).map((t) => t / 10),
    crashAt: fc.integer({ min: 0, max: 200 }).map((t) => t / 10),
    diskCache: fc.boolean(),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

/** Checks a property of each run, with its facts and the state it ended in (the record's journey). */
const property = (
  arb: fc.Arbitrary<Settings>,
  check: (s: Settings, r: Run & { result: Facts }, p: State) => boolean,
): void =>
  fc.assert(
    fc.property(arb, (s) => {
      const r = model.simulate(s);
      return check(s, { ...r, result: model.facts(r) }, model.play(s, true).state);
    }),
    options,
  );

/** Tenths, as integers, so that no comparison rounds. */
const tenths = (seconds: number): number => Math.round(seconds * 10);

/** When the record is safe on the disk without fsync, worked out from the rules alone: flush, 0.2 s, (+2.0 s). */
function safeWithoutFsync(s: Settings): number {
  const every = tenths(s.flushEvery);
  const flush = (Math.floor(10 / every) + 1) * every;
  return flush + 2 + (s.diskCache ? 20 : 0);
}

describe('what follows from the rules (lesson spec, Part 2), over random settings', () => {
  it('with fsync on and the disk cache off, "Saved, then lost" is never yes', () => {
    property(
      settingsArb.map((s) => ({ ...s, fsync: true, diskCache: false })),
      (_s, r) => !r.result.savedThenLost,
    );
  });

  it('without fsync, it is yes exactly when the crash comes at 1.0 s or later and before the flush’s record is safe', () => {
    property(
      settingsArb.map((s) => ({ ...s, fsync: false })),
      (s, r) => {
        const crash = tenths(s.crashAt);
        return r.result.savedThenLost === (crash >= 10 && crash < safeWithoutFsync(s));
      },
    );
  });

  it('with the disk cache on, fsync alone does not prevent it: lost exactly when the power fails in the 2 s after fsync returns', () => {
    property(
      settingsArb.map((s) => ({ ...s, fsync: true, diskCache: true })),
      (s, r) => {
        const crash = tenths(s.crashAt);
        return r.result.savedThenLost === (crash >= 12 && crash < 32);
      },
    );
  });
});

describe('invariants of a run, over random settings', () => {
  it('the verdict, facts and rows agree (rule 6), and judge gives the same verdict', () => {
    property(settingsArb, (s, r) => {
      const { userWasTold, fileAfterCrash, savedThenLost } = r.result;
      return (
        model.judge(s) === r.verdict &&
        isDeepStrictEqual(
          r.outcome.map((row) => [row.term, row.value]),
          [
            ['User was told', userWasTold],
            ['File after the crash', fileAfterCrash],
            ['Saved, then lost', savedThenLost ? 'yes' : 'no'],
          ],
        ) &&
        savedThenLost === (userWasTold === 'saved' && fileAfterCrash === 'old record') &&
        (r.verdict === 'lost') === savedThenLost
      );
    });
  });

  it('events come in time order and end with the power failure; nothing happens after it', () => {
    property(
      settingsArb,
      (s, r, p) =>
        r.events.every((e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s`) &&
        r.events.at(-1)?.kind === 'power-fails' &&
        p.crashEvent === r.events.length - 1 &&
        p.s.crashAt === tenths(s.crashAt) &&
        r.events.every((e) => e.t <= p.s.crashAt),
    );
  });

  it('the new record is in the file exactly when it was safe on the disk by the crash', () => {
    property(
      settingsArb,
      (_s, r, p) =>
        (r.result.fileAfterCrash === 'new record') === (p.journey.safeAt !== null && p.journey.safeAt <= p.s.crashAt),
    );
  });

  it('"saved" comes at 1.0 s without fsync and when fsync returns with it, and never after the crash', () => {
    property(settingsArb, (s, r, p) => {
      const told = p.journey.toldAt;
      if (told === null) return r.result.userWasTold === 'nothing';
      return told <= p.s.crashAt && told === (s.fsync ? p.journey.fsyncTo : 10);
    });
  });

  it('the chart has the disk’s cache lane only when that setting is on, and ticks every flush up to its end', () => {
    property(settingsArb, (s, r, p) => {
      const every = tenths(s.flushEvery);
      const flushes = r.chart.lanes[1]!.marks.filter((m) => m.id?.startsWith('flush-'));
      const scale = r.chart.scale ?? 0;
      const { sentAt, sentBy } = p.journey;
      return (
        isDeepStrictEqual(
          r.chart.lanes.map((l) => l.id),
          s.diskCache ? ['program', 'memory', 'diskCache', 'disk'] : ['program', 'memory', 'disk'],
        ) &&
        flushes.every((f, i) => f.t === (i + 1) * every && (f.symbol === 'cross') === f.t > p.s.crashAt) &&
        (flushes.at(-1)?.t ?? 0) + every > scale &&
        // The flush that carries the record down is named on the chart.
        (sentBy !== 'flush' || flushes.some((f) => f.t === sentAt && f.label !== '')) &&
        scale > Math.max(p.s.crashAt, r.end)
      );
    });
  });
});

describe('every setting on the grid', () => {
  const grid: Settings[] = [];
  for (const fsync of [false, true])
    for (const diskCache of [false, true])
      for (let f = 10; f <= 300; f += 7)
        for (let c = 0; c <= 200; c++) grid.push({ fsync, diskCache, flushEvery: f / 10, crashAt: c / 10 });

  it('each gets an explanation, and every verdict the model lists is reached', () => {
    expect(grid.filter((s) => model.simulate(s).explanation === '')).toEqual([]);
    const seen = new Set(grid.map((s) => model.judge(s)));
    expect([...seen].sort()).toEqual(Object.keys(model.verdicts).sort());
  });
});
