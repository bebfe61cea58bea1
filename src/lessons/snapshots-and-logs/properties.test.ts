/**
 * Part 2's "What follows", over every mode, every snapshot interval (1 to 10 s) and every crash time (0 to 20 s every
 * 0.1 s: 201 each), 8,040 runs, and again with fast-check over generated settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

const MODES = ['none', 'snapshots', 'log', 'both'] as const;

function* everySetting(): Generator<Settings> {
  for (const persist of MODES)
    for (let snapEvery = 1; snapEvery <= 10; snapEvery++)
      for (let t = 0; t <= 200; t++) yield { persist, snapEvery, crashAt: t / 10 };
}
/** Each setting's run, with its facts and the state its rules recorded (the snapshots, the counter's line). */
const all = [...everySetting()].map((s) => {
  const r = model.simulate(s);
  return { s, r, f: model.facts(r), p: model.play(r.settings, true).state };
});
const label = (s: Settings) => JSON.stringify(s);

const arbitrary: fc.Arbitrary<Settings> = fc.record({
  persist: fc.constantFrom(...MODES),
  snapEvery: fc.integer({ min: 1, max: 10 }),
  crashAt: fc.integer({ min: 0, max: 200 }).map((t) => t / 10),
});

describe('what follows from the rules (every mode, interval and crash time)', () => {
  it('covers 4 modes x 10 intervals x 201 crash times, all in range', () => {
    expect(all.length).toBe(4 * 10 * 201);
    expect(all.every(({ s }) => model.settings.normalise(s).notices.length === 0)).toBe(true);
  });

  it('acknowledged is the whole part of crashAt + 0.5 s, whatever is saved', () => {
    for (const { s, f } of all) expect(f.acknowledged, label(s)).toBe(Math.floor((s.crashAt * 10 + 5) / 10));
  });

  it('lost is acknowledged minus the counter after restart, and the panel shows the facts in order', () => {
    for (const { s, r, f } of all) {
      const { acknowledged, afterRestart, lost, replayed } = f;
      expect(lost, label(s)).toBe(acknowledged - afterRestart);
      expect(
        r.outcome.map((o) => o.fact),
        label(s),
      ).toEqual([acknowledged, afterRestart, lost, replayed]);
    }
  });

  it('a snapshot at t s holds t', () => {
    for (const { s, p } of all) for (const snap of p.snapshots) expect(snap.value * 10, label(s)).toBe(snap.t);
  });

  it('snapshots come only with snapshots, every interval, up to the crash', () => {
    for (const { s, p } of all) {
      const want =
        s.persist === 'snapshots' || s.persist === 'both' ? Math.floor((s.crashAt * 10) / (s.snapEvery * 10)) : 0;
      expect(p.snapshots.length, label(s)).toBe(want);
    }
  });

  it('none loses everything acknowledged', () => {
    for (const { s, f } of all)
      if (s.persist === 'none') {
        expect(f.afterRestart, label(s)).toBe(0);
        expect(f.lost, label(s)).toBe(f.acknowledged);
      }
  });

  it('snapshots lose the increments after the last snapshot, at most snapEvery', () => {
    for (const { s, f, p } of all)
      if (s.persist === 'snapshots') {
        const last = p.snapshots.at(-1)?.value ?? 0;
        expect(f.afterRestart, label(s)).toBe(last);
        expect(f.lost, label(s)).toBe(f.acknowledged - last);
        expect(f.lost, label(s)).toBeLessThanOrEqual(s.snapEvery);
        expect(f.replayed, label(s)).toBe(0);
      }
  });

  it('log and both lose nothing', () => {
    for (const { s, f } of all) if (s.persist === 'log' || s.persist === 'both') expect(f.lost, label(s)).toBe(0);
  });

  it('log replays every acknowledged increment; none and snapshots replay nothing', () => {
    for (const { s, f } of all) {
      if (s.persist === 'log') expect(f.replayed, label(s)).toBe(f.acknowledged);
      if (s.persist === 'none' || s.persist === 'snapshots') expect(f.replayed, label(s)).toBe(0);
    }
  });

  it('both replays at most snapEvery entries, and never more than log for the same crash', () => {
    for (const { s, f } of all)
      if (s.persist === 'both') {
        expect(f.replayed, label(s)).toBeLessThanOrEqual(s.snapEvery);
        expect(f.replayed, label(s)).toBeLessThanOrEqual(
          model.facts(model.simulate({ ...s, persist: 'log' })).replayed,
        );
      }
  });

  it('the restart comes 1 s after the crash, and each entry replayed adds 0.1 s to the return', () => {
    for (const { s, f, p } of all) {
      expect(p.restartAt, label(s)).toBe(s.crashAt * 10 + 10);
      expect(p.backAt, label(s)).toBe(p.restartAt + f.replayed);
    }
  });

  it('the counter in memory climbs with each OK, and is gone from the crash to the restart', () => {
    for (const { s, f, p } of all) {
      const i = p.counterLine.findIndex((x) => x.value === null);
      expect(p.counterLine.filter((x) => x.value === null).length, label(s)).toBe(1);
      expect(p.counterLine[i - 1]?.value, label(s)).toBe(f.acknowledged);
      expect(p.counterLine[i]?.t, label(s)).toBe(p.crashAt);
      expect(p.counterLine[i + 1]?.t, label(s)).toBe(p.restartAt);
    }
  });

  it('judge agrees with model.simulate, and the verdict follows the facts', () => {
    for (const { s, r, f } of all) {
      expect(model.judge(s), label(s)).toBe(r.verdict);
      const { acknowledged, lost } = f;
      const want =
        acknowledged === 0 ? 'no-ok' : lost === 0 ? 'kept' : lost === acknowledged ? 'lost-all' : 'lost-some';
      expect(r.verdict, label(s)).toBe(want);
    }
  });
});

describe('the same properties over generated settings (fast-check)', () => {
  it('nothing saved loses all, a log loses none, snapshots lose at most an interval', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const { acknowledged, lost, replayed } = model.facts(model.simulate(s));
        expect(acknowledged).toBe(Math.floor(s.crashAt + 0.5 + 1e-9));
        if (s.persist === 'none') expect(lost).toBe(acknowledged);
        if (s.persist === 'snapshots') expect(lost).toBeLessThanOrEqual(s.snapEvery);
        if (s.persist === 'log' || s.persist === 'both') expect(lost).toBe(0);
        if (s.persist === 'both') expect(replayed).toBeLessThanOrEqual(s.snapEvery);
      }),
      { numRuns: 2000 },
    );
  });
});
