import { describe, expect, it } from 'vitest';
import { sweep, sweepMap } from '../../kit/index.ts';
import { model } from './model.ts';

const DEFAULTS = model.settings.defaults;

describe('the kit sweep over this model', () => {
  it('covers both ends in exact tenths, and agrees with model.simulate at every point', () => {
    const points = sweep(model, DEFAULTS, 'pause', 0, 60);
    expect(points).toHaveLength(601);
    points.forEach((p, i) => {
      expect(p.value).toBe(i / 10);
      expect(p.verdict).toBe(model.simulate({ ...DEFAULTS, pause: p.value }).verdict);
    });
  });

  it('finds where the default run turns from safe to harmless to lost', () => {
    const verdicts = sweep(model, DEFAULTS, 'pause', 7.9, 8.6).map((p) => [p.value, p.verdict]);
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
    expect(sweep(model, DEFAULTS, 'lease', -5, 2).map((p) => p.value)).toEqual(
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((t) => t / 10),
    );
    expect(sweep(model, DEFAULTS, 'bAt', 3, 1, 0.5).map((p) => p.value)).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(sweep(model, DEFAULTS, 'bAt', 0, 1, 0.3).map((p) => p.value)).toEqual([0, 0.3, 0.6, 0.9, 1]);
    expect(sweep(model, DEFAULTS, 'bAt', 5, 5).map((p) => p.value)).toEqual([5]);
  });

  it('refuses a setting that is not in seconds, naming it', () => {
    expect(() => sweep(model, DEFAULTS, 'fencing', 0, 1)).toThrow(/"fencing" is not a setting in seconds/);
  });

  it('maps lease by pause: the loss line sits 2 s past the lease, as experiment 4 teaches', () => {
    const map = sweepMap(
      model,
      DEFAULTS,
      { key: 'pause', from: 0, to: 30, step: 1 },
      { key: 'lease', from: 10, to: 20, step: 10 },
    );
    expect(map.x.values).toHaveLength(31);
    expect(map.y.values).toEqual([10, 20]);
    // A pauses at 2 s, so with lease L a pause over L - 2 s wakes it after its lease: lost once B has written.
    const firstLost = map.verdicts.map((row) => map.x.values[row.indexOf('lost')]);
    expect(firstLost).toEqual([9, 19]);
    map.verdicts.forEach((row, r) =>
      row.forEach((v, c) =>
        expect(v).toBe(model.simulate({ ...DEFAULTS, lease: map.y.values[r]!, pause: map.x.values[c]! }).verdict),
      ),
    );
  });
});
