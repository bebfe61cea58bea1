import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS, neverStale } from './challenges.ts';
import { model } from './model.ts';

const { settings } = model;

describe('the challenges', () => {
  it.each(Object.entries(CHECKS))('%s can be met, and the default run does not meet it', (_, check) => {
    expect(witnessOf(model, check)).not.toBeNull();
    expect(check.met(runFacts(model, settings.defaults) as never)).toBe(false);
  });

  it('with five replicas and W = 3, R = 3 is the least R that no slow count or read time makes stale', () => {
    expect([1, 2, 3, 4, 5].map((r) => neverStale({ n: 5, w: 3, r }))).toEqual([false, false, true, true, true]);
    const at = (r: number) => runFacts(model, { ...settings.defaults, n: 5, w: 3, r });
    expect([2, 3, 4].map((r) => CHECKS['least-read-quorum'].met(at(r) as never))).toEqual([false, true, false]);
  });

  it('never stale is exactly R + W > N, for every N, W and R', () => {
    for (let n = 3; n <= 5; n++)
      for (let w = 1; w <= n; w++) for (let r = 1; r <= n; r++) expect(neverStale({ n, w, r })).toBe(r + w > n);
  });
});
