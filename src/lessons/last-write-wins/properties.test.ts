/**
 * "What follows" (lesson spec, Part 2) as properties over random settings, each over 10,000 of them, and the
 * invariants every run keeps. The predicates return booleans rather than calling `expect`, which costs far more per
 * call; fast-check still reports the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { formatTime } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const options = { numRuns: 10_000 };

/** Any settings a reader could choose: skew and gap whole numbers of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    order: fc.constantFrom('wall', 'lamport'),
    skew: fc.integer({ min: -50, max: 50 }).map((t) => t / 10),
    gap: fc.integer({ min: 0, max: 50 }).map((t) => t / 10),
    bRead: fc.boolean(),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

/** Each write as the chart draws it, A's then B's: its value, its stamp's words, and whether the store applied it. */
const writesOf = (r: Run) =>
  r.chart.lanes.flatMap((lane) =>
    lane.marks
      .filter((m) => m.id?.startsWith('write-'))
      .map((m) => {
        const [, value, stamp] = /^writes (\d+) · \w+ (.+)$/.exec(m.label) ?? [];
        return { by: lane.id, value: Number(value), stamp, applied: m.tone !== 'harm' };
      }),
  );

const property = (arb: fc.Arbitrary<Settings>, check: (s: Settings, r: Run) => boolean): void =>
  fc.assert(
    fc.property(arb, (s) => check(s, model.simulate(s))),
    options,
  );

/** Compares settings in tenths, as the model does, so that 0.1 + 0.2 style noise cannot decide a property. */
const tenths = (seconds: number): number => Math.round(seconds * 10);

describe('what follows from the rules, over random settings', () => {
  it('with lamport and bRead on, the value kept is 16 for every skew and gap', () => {
    property(
      settingsArb.map((s) => ({ ...s, order: 'lamport' as const, bRead: true })),
      (_s, r) =>
        model.facts(r).valueKept === 16 && model.facts(r).updatesLost === 0 && model.facts(r).writesDropped === 0,
    );
  });

  it("with wall, B's write is dropped exactly when the gap is less than the skew", () => {
    property(
      settingsArb.map((s) => ({ ...s, order: 'wall' as const })),
      (s, r) => {
        const dropped = writesOf(r).find((w) => w.by === 'B')?.applied === false;
        return dropped === tenths(s.gap) < tenths(s.skew) && model.facts(r).writesDropped === (dropped ? 1 : 0);
      },
    );
  });

  it('with bRead off, no order keeps 16', () => {
    property(
      settingsArb.map((s) => ({ ...s, bRead: false })),
      (_s, r) => model.facts(r).valueKept !== 16 && model.facts(r).updatesLost === 1,
    );
  });
});

describe('invariants of a run, over random settings', () => {
  it("rule 4: Updates lost is 1 exactly when the value kept is not 16, and Writes dropped counts B's write", () => {
    property(settingsArb, (_s, r) => {
      const b = writesOf(r).find((w) => w.by === 'B');
      const a = writesOf(r).find((w) => w.by === 'A');
      return (
        model.facts(r).shouldBe === 16 &&
        model.facts(r).updatesLost === (model.facts(r).valueKept === 16 ? 0 : 1) &&
        model.facts(r).writesDropped === (b?.applied ? 0 : 1) &&
        a?.applied === true
      );
    });
  });

  it('every write is acknowledged as done, applied or not', () => {
    property(settingsArb, (_s, r) => {
      const acks = r.events.filter((e) => e.kind === 'acknowledged');
      return acks.length === 2 && acks.every((e) => e.text.startsWith('The store tells'));
    });
  });

  it('the value kept is the value of the last write applied, and B writes what it read plus 5', () => {
    property(settingsArb, (s, r) => {
      const applied = writesOf(r).filter((w) => w.applied);
      const b = writesOf(r).find((w) => w.by === 'B');
      return model.facts(r).valueKept === applied.at(-1)?.value && b?.value === (s.bRead ? 16 : 15);
    });
  });

  it("the stamps: A's clock reads real time plus the skew and B's is exact; counters are 1 and 1 or 2", () => {
    property(settingsArb, (s, r) => {
      const [a, b] = writesOf(r);
      if (a === undefined || b === undefined) return false;
      if (s.order === 'wall')
        return a.stamp === formatTime(10 + tenths(s.skew)) && b.stamp === formatTime(10 + tenths(s.gap));
      return a.stamp === '1' && b.stamp === (s.bRead ? '2' : '1');
    });
  });

  it('events come in time order, printed with one decimal; the chart plays to the last and its axis runs 2 s past', () => {
    property(
      settingsArb,
      (_s, r) =>
        r.events.every((e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s`) &&
        r.end === r.events.at(-1)?.t &&
        r.chart.end === r.end &&
        (r.chart.scale ?? 0) >= r.end + 20,
    );
  });

  it('the verdict, the facts and the outcome rows agree with the run; judge gives the same verdict', () => {
    property(settingsArb, (s, r) => {
      const { valueKept, shouldBe, updatesLost, writesDropped } = model.facts(r);
      const verdict = writesDropped ? 'dropped' : updatesLost ? 'overwritten' : 'safe';
      return (
        model.judge(s) === r.verdict &&
        r.verdict === verdict &&
        isDeepStrictEqual(
          r.outcome.map((row) => [row.term, row.value]),
          [
            ['Value kept', String(valueKept)],
            ['It should be', String(shouldBe)],
            ['Updates lost', String(updatesLost)],
            ['Writes dropped', String(writesDropped)],
          ],
        ) &&
        r.explanation.length > 0
      );
    });
  });
});
