/**
 * Part 2's "What follows", over every buffering, ending and buffer size and all 101 signal times of the range (0 to
 * 10 s every 0.1 s), with grace periods around the 2.0 s shutdown; and again with fast-check over generated settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Facts } from './model.ts';
import type { Settings } from './settings.ts';

const BUFFERINGS = ['line', 'block', 'none'] as const;
const ENDINGS = ['exit', 'kill', 'term', 'handled'] as const;
const GRACES = [0, 0.5, 1, 1.9, 2, 2.1, 5, 30];

/** Every buffering, buffer size, ending and signal time; grace periods only where they apply (handled). */
function* everySetting(): Generator<Settings> {
  for (const buffering of BUFFERINGS)
    for (let bufferLines = 1; bufferLines <= 10; bufferLines++)
      for (const ending of ENDINGS)
        for (let t = 0; t <= 100; t++)
          for (const grace of ending === 'handled' ? GRACES : [30])
            yield { buffering, bufferLines, ending, signalAt: t / 10, grace };
}
const all = [...everySetting()];

/**
 * Each setting's run, as its facts and verdict, worked out once: the tests below ask for most of the 33,330 settings
 * more than once (a law compares two endings or two bufferings), and the model is deterministic (the kit's laws hold
 * it to that), so a second model.simulate of the same settings could only repeat the first. Keyed by every field.
 */
const runs = new Map<string, { facts: Facts; verdict: string }>();
function runOf(s: Settings): { facts: Facts; verdict: string } {
  const key = `${s.buffering} ${s.bufferLines} ${s.ending} ${s.signalAt} ${s.grace}`;
  let known = runs.get(key);
  if (known === undefined) {
    const run = model.simulate(s);
    known = { facts: model.facts(run), verdict: run.verdict };
    runs.set(key, known);
  }
  return known;
}
const result = (s: Settings): Facts => runOf(s).facts;

/** Part 2's outcome of `exit`: 10, 10, 0, and 10 write() calls, or ceil(10 / bufferLines) with block. */
const exitResult = (s: Settings): Facts => ({
  printed: 10,
  arrived: 10,
  lost: 0,
  writes: s.buffering === 'block' ? Math.ceil(10 / s.bufferLines) : 10,
});

describe('what follows from the rules (every buffering, ending and size, 101 signal times each)', () => {
  it('covers 3 bufferings x 10 sizes x 101 signal times, each ending (handled at 8 grace periods), all in range', () => {
    expect(all.length).toBe(3 * 10 * 101 * (3 + GRACES.length));
    expect(all.every((s) => model.settings.normalise(s).notices.length === 0)).toBe(true);
  });

  it('each count is a whole number from 0 to 10, and lost = printed - arrived (rule 7)', () => {
    for (const s of all) {
      const r = result(s);
      for (const n of Object.values(r)) expect(Number.isInteger(n) && n >= 0 && n <= 10).toBe(true);
      expect(r.lost).toBe(r.printed - r.arrived);
    }
  });

  it('none and line never lose a line, and always agree', () => {
    for (const s of all)
      if (s.buffering !== 'block') {
        expect(result(s).lost, JSON.stringify(s)).toBe(0);
        expect(result(s)).toEqual(result({ ...s, buffering: s.buffering === 'none' ? 'line' : 'none' }));
      }
  });

  it('exit never loses one: 10, 10, 0, and 10 calls or ceil(10 / bufferLines) with block', () => {
    for (const s of all) if (s.ending === 'exit') expect(result(s)).toEqual(exitResult(s));
  });

  it('term gives what kill gives', () => {
    for (const s of all) if (s.ending === 'term') expect(result(s)).toEqual(result({ ...s, ending: 'kill' }));
  });

  it('handled loses nothing when grace >= 2.0 s, and gives what kill gives otherwise', () => {
    for (const s of all)
      if (s.ending === 'handled') {
        if (s.grace >= 2) expect(result(s).lost, JSON.stringify(s)).toBe(0);
        else expect(result(s), JSON.stringify(s)).toEqual(result({ ...s, ending: 'kill' }));
      }
  });

  it('with block, a kill before 10.0 s loses printed mod bufferLines, at most bufferLines - 1', () => {
    for (const s of all)
      if (s.buffering === 'block' && s.ending === 'kill' && s.signalAt < 10) {
        const r = result(s);
        expect(r.lost).toBe(r.printed % s.bufferLines);
        expect(r.lost).toBeLessThanOrEqual(s.bufferLines - 1);
      }
  });

  it('a line that arrived stays: the kernel holds lines 1 to arrived, each once, in order', () => {
    for (const s of all) {
      const { writes } = model.play(s, false).state;
      expect(writes.flatMap((w) => w.lines)).toEqual(Array.from({ length: result(s).arrived }, (_, i) => i + 1));
    }
  });

  it('judge agrees with model.simulate everywhere', () => {
    for (const s of all) expect(model.judge(s), JSON.stringify(s)).toBe(runOf(s).verdict);
  });
});

const arbitrary: fc.Arbitrary<Settings> = fc.record({
  buffering: fc.constantFrom(...BUFFERINGS),
  bufferLines: fc.integer({ min: 1, max: 10 }),
  ending: fc.constantFrom(...ENDINGS),
  signalAt: fc.integer({ min: 0, max: 100 }).map((t) => t / 10),
  grace: fc.integer({ min: 0, max: 300 }).map((t) => t / 10),
});

describe('what follows, for 5,000 generated settings (any grace period)', () => {
  it('the same laws hold, and the chart ends once, by its cause, within 12 s', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const r = model.simulate(s);
        const facts = model.facts(r);
        const kill = result({ ...s, ending: 'kill' });
        if (s.buffering !== 'block') expect(facts.lost).toBe(0);
        if (s.ending === 'exit') expect(facts).toEqual(exitResult(s));
        if (s.ending === 'term') expect(facts).toEqual(kill);
        if (s.ending === 'handled') expect(s.grace >= 2 ? facts.lost : facts).toEqual(s.grace >= 2 ? 0 : kill);
        const walls = r.chart.walls ?? [];
        expect(walls).toHaveLength(1);
        expect(walls[0]!.t).toBeLessThanOrEqual(120);
        expect(walls[0]!.label === 'exit()').toBe(r.verdict === 'exited');
        expect(model.play(s, false).state.lost.length).toBe(facts.lost);
        expect(model.judge(s)).toBe(r.verdict);
      }),
      { numRuns: 5_000 },
    );
  });
});
