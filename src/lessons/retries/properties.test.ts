/**
 * "What follows from the rules" (lesson spec, Part 2) as properties over random settings, and the whole grid of
 * 3,636 settings explained. The predicates return booleans rather than calling `expect`, which costs far more per
 * call; fast-check still reports the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Facts, Run } from './model.ts';
import type { State, ValueMark } from './rules.ts';

const options = { numRuns: 10_000 };

/** Any settings a reader could choose: bAt a whole number of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    op: fc.constantFrom('add', 'set', 'ifTen'),
    lose: fc.constantFrom('nothing', 'request', 'reply'),
    retry: fc.boolean(),
    ids: fc.boolean(),
    bAt: fc.integer({ min: 0, max: 100 }).map((t) => t / 10),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

/** A run with what its rules recorded (the messages, A's "?", the server's values) and its facts. */
type Played = Run & Pick<State, 'messages' | 'question'> & { values: ValueMark[]; result: Facts };

function playedOf(s: Settings): Played {
  const r = model.simulate(s);
  const { state, series } = model.play(r.settings, true);
  return { ...r, messages: state.messages, question: state.question, values: series.server, result: model.facts(r) };
}

const property = (check: (s: Settings, r: Played) => boolean): void =>
  fc.assert(
    fc.property(settingsArb, (s) => check(s, playedOf(s))),
    options,
  );

const count = (r: Run, kind: string): number => r.events.filter((e) => e.kind === kind).length;

describe('what follows from the rules, over random settings', () => {
  it('applied twice exactly when the reply is lost, A retries, ids are off, and the write is not conditional', () => {
    property(
      (s, r) =>
        (r.result.timesApplied === 2) ===
        (s.lose === 'reply' && s.retry && !s.ids && (s.op === 'add' || s.op === 'set')),
    );
  });

  it('with ids on, A’s write is never applied twice', () => {
    property((s, r) => !s.ids || r.result.timesApplied <= 1);
  });

  it('with nothing lost, nothing is retried and the value is what it should be', () => {
    property(
      (s, r) =>
        s.lose !== 'nothing' ||
        (r.result.valueAtEnd === r.result.shouldBe &&
          count(r, 'a-retries') === 0 &&
          count(r, 'a-gives-up') === 0 &&
          r.question === null &&
          r.messages.every((m) => !m.lost)),
    );
  });

  it('with op add, the value at the end is 15 plus the times A’s write was applied', () => {
    property((s, r) => s.op !== 'add' || r.result.valueAtEnd === 15 + r.result.timesApplied);
  });
});

describe('invariants of a run, over random settings', () => {
  it('events come in time order, printed with one decimal; the chart ends 1 s after the last', () => {
    property(
      (_s, r) =>
        r.events.every((e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s`) &&
        r.end === r.events.at(-1)?.t &&
        r.chart.scale === r.end + 10,
    );
  });

  it('the verdict, the facts and the outcome rows agree with the run; judge gives the same verdict', () => {
    property((s, r) => {
      const { valueAtEnd, shouldBe, timesApplied, aWasTold } = r.result;
      return (
        model.judge(s) === r.verdict &&
        isDeepStrictEqual(
          r.outcome.map((row) => row.value),
          [String(valueAtEnd), String(shouldBe), String(timesApplied), aWasTold],
        ) &&
        shouldBe === model.facts(model.simulate({ ...s, lose: 'nothing' })).valueAtEnd
      );
    });
  });

  it('"?" shows on A’s lane at 3.0 s exactly when no reply reached A by then, and A then retries or gives up', () => {
    property((s, r) => {
      const replyByThree = r.messages.some((m) => m.to === 'A' && !m.lost && m.t < 30);
      // What A says first at the "?": its retry or its giving up; with no "?", it says neither.
      const next = r.events.find((e) => e.t === r.question && e.actor === 'A')?.kind;
      return r.question === null
        ? replyByThree && count(r, 'a-retries') + count(r, 'a-gives-up') === 0
        : !replyByThree && r.question === 30 && next === (s.retry ? 'a-retries' : 'a-gives-up');
    });
  });

  it('the network loses at most one message, the one the setting names, and each lost message has its line', () => {
    property((s, r) => {
      const lost = r.messages.filter((m) => m.lost);
      if (s.lose === 'nothing') return lost.length === 0;
      const want = s.lose === 'request' ? 'A' : 'server';
      return (
        lost.length === 1 &&
        lost[0]?.from === want &&
        lost[0].t === 10 &&
        count(r, s.lose === 'request' ? 'lost-request' : 'lost-reply') === 1
      );
    });
  });

  it('the server’s lane shows each change of value, and the last is the value at the end', () => {
    property(
      (_s, r) =>
        r.values[0]?.value === 10 &&
        r.values.at(-1)?.value === r.result.valueAtEnd &&
        r.values.filter((v) => v.by === 'A').length === r.result.timesApplied &&
        r.values.filter((v) => v.by === 'B').length === 1,
    );
  });

  it('every message is sent at the time of a log line its sender says', () => {
    property((_s, r) => r.messages.every((m) => r.events.some((e) => e.t === m.t && e.actor === m.from)));
  });

  it('A is told nothing exactly when it gave up', () => {
    property((_s, r) => (r.result.aWasTold === 'nothing') === (count(r, 'a-gives-up') === 1));
  });
});

describe('every setting on the grid', () => {
  const grid: Settings[] = [];
  for (const op of ['add', 'set', 'ifTen'] as const)
    for (const lose of ['nothing', 'request', 'reply'] as const)
      for (const retry of [false, true])
        for (const ids of [false, true])
          for (let t = 0; t <= 100; t++) grid.push({ op, lose, retry, ids, bAt: t / 10 });

  it('has 3,636 settings, and each gets an explanation from E1 to E6 (none throws)', () => {
    expect(grid).toHaveLength(3636);
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
