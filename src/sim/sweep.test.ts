import { describe, expect, it } from 'vitest';
import { DEFAULTS, simulate, sweep } from './index.ts';

describe('sweep', () => {
  it('covers both ends in exact tenths, and agrees with simulate at every point', () => {
    const points = sweep(DEFAULTS, 'pause', 0, 60);
    expect(points).toHaveLength(601);
    points.forEach((p, i) => {
      expect(p.value).toBe(i / 10);
      const r = simulate({ ...DEFAULTS, pause: p.value });
      expect([p.outcome, p.verdict]).toEqual([r.outcome, r.verdict]);
    });
  });

  it('finds where the default run turns from safe to harmless to lost', () => {
    const verdicts = sweep(DEFAULTS, 'pause', 7.9, 8.6).map((p) => [p.value, p.verdict]);
    expect(verdicts).toEqual([
      [7.9, 'safe'],
      [8, 'late-harmless'],
      [8.1, 'late-harmless'],
      [8.2, 'late-harmless'],
      [8.3, 'late-harmless'],
      [8.4, 'late-harmless'],
      [8.5, 'late-harmless'],
      [8.6, 'lost'],
    ]);
  });

  it('clamps to the range, accepts the ends in either order, and always ends on `to`', () => {
    expect(sweep(DEFAULTS, 'lease', -5, 2).map((p) => p.value)).toEqual(
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((t) => t / 10),
    );
    expect(sweep(DEFAULTS, 'bAt', 3, 1, 0.5).map((p) => p.value)).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(sweep(DEFAULTS, 'bAt', 0, 1, 0.3).map((p) => p.value)).toEqual([0, 0.3, 0.6, 0.9, 1]);
    expect(sweep(DEFAULTS, 'bAt', 5, 5).map((p) => p.value)).toEqual([5]);
  });

  it('is fast enough to redraw while a slider moves: 600 points well under 16 ms', () => {
    sweep(DEFAULTS, 'bAt', 0, 60); // warm up
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      sweep(DEFAULTS, 'bAt', 0, 59.9);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[3]).toBeLessThan(16);
  });
});
