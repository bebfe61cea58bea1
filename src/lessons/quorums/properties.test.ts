/**
 * Part 2's "What follows", over every combination of N, W, R and slow and every read time of the range (0 to 10 s
 * every 0.1 s: 101 read times each), and again with fast-check over 10,000 generated settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Every setting in range: N 3..5, W and R 1..N, slow 0..N - 1, read at 0..10 s every 0.1 s. */
function* everySetting(): Generator<Settings> {
  for (let n = 3; n <= 5; n++)
    for (let w = 1; w <= n; w++)
      for (let r = 1; r <= n; r++)
        for (let slow = 0; slow <= n - 1; slow++)
          for (let t = 0; t <= 100; t++) yield { n, w, r, slow, readAt: t / 10 };
}
const { settings } = model;
const all = [...everySetting()];

const arbitrary: fc.Arbitrary<Settings> = fc.integer({ min: 3, max: 5 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    w: fc.integer({ min: 1, max: n }),
    r: fc.integer({ min: 1, max: n }),
    slow: fc.integer({ min: 0, max: n - 1 }),
    readAt: fc.integer({ min: 0, max: 100 }).map((t) => t / 10),
  }),
);

describe('what follows from the rules (every combination, 101 read times each)', () => {
  it('covers 216 combinations of N, W, R and slow, each at 101 read times', () => {
    expect(all.length).toBe(216 * 101);
    expect(all.every((s) => settings.normalise(s).notices.length === 0)).toBe(true);
  });

  it('whenever R + W > N, no read is stale', () => {
    for (const s of all)
      if (s.r + s.w > s.n) expect(model.facts(model.simulate(s)).stale, JSON.stringify(s)).toBe(false);
  });

  it('with R + W <= N, some settings give a stale read: for every such N, W, R there is a slow count and a time', () => {
    for (let n = 3; n <= 5; n++)
      for (let w = 1; w <= n; w++)
        for (let r = 1; r + w <= n; r++) {
          const stale = all.filter((s) => s.n === n && s.w === w && s.r === r && model.facts(model.simulate(s)).stale);
          expect(stale.length, `N ${n}, W ${w}, R ${r}`).toBeGreaterThan(0);
        }
  });

  it('a read at 6.0 s or later always returns 15', () => {
    for (const s of all) if (s.readAt >= 6) expect(model.facts(model.simulate(s)).valueRead).toBe(15);
  });

  it('judge agrees with model.simulate everywhere', () => {
    for (const s of all) expect(model.judge(s), JSON.stringify(s)).toBe(model.simulate(s).verdict);
  });
});

describe('what follows, for 10,000 generated settings', () => {
  it('R + W > N is never stale; at 6.0 s or later the read is 15; the outcome is consistent', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const r = model.simulate(s);
        const result = model.facts(r);
        if (s.r + s.w > s.n) expect(result.stale).toBe(false);
        if (s.readAt >= 6) expect(result.valueRead).toBe(15);
        // Rule 1: done at 1.2 s when W is at most the fast replicas, else 6.1 s.
        expect(result.ackAt).toBe(s.w <= s.n - s.slow ? 1.2 : 6.1);
        // Rule 4: the replicas that had stored 15 when B read.
        const t = Math.round(s.readAt * 10);
        expect(result.holding).toBe(t >= 60 ? s.n : t >= 11 ? s.n - s.slow : 0);
        // Rule 3: stale is exactly "done by the read, and 10 returned".
        expect(result.stale).toBe(result.ackAt * 10 <= t && result.valueRead === 10);
        expect(model.judge(s)).toBe(r.verdict);
      }),
      { numRuns: 10_000 },
    );
  });

  it('every run ends its log with what B returned, and its chart holds a write and an acknowledgement per replica', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const r = model.simulate(s);
        const messages = (kind: string) => (r.chart.messages ?? []).filter((m) => m.id?.startsWith(`${kind}-`));
        expect(messages('write')).toHaveLength(s.n);
        expect(messages('ack')).toHaveLength(s.n);
        expect(messages('answer')).toHaveLength(s.r);
        expect(messages('answer').some((m) => m.tone === 'harm')).toBe(model.facts(r).stale);
        expect(r.events.every((e, i) => i === 0 || e.t >= r.events[i - 1]!.t)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
