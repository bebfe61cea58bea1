import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

describe('the last-write-wins lesson’s challenges', () => {
  it.each([
    ['outwait-the-skew', { gap: 3 }, true], // a tie goes to B
    ['outwait-the-skew', { gap: 2.9 }, false],
    ['outwait-the-skew', { skew: 0 }, false], // no skew to wait out
    ['outwait-the-skew', { order: 'lamport' }, false], // kept by the counter, not by waiting
    ['tiny-skew', { skew: 0.1, gap: 0 }, true],
    ['tiny-skew', { skew: 0.1, gap: 0.1 }, false], // a tie goes to B
    ['tiny-skew', { skew: 0.5, gap: 0.2 }, false], // dropped, but by a larger skew
    ['tiny-skew', { skew: 0.1, gap: 0, order: 'lamport' }, false],
    ['counter-loses', { order: 'lamport', bRead: false }, true],
    ['counter-loses', { order: 'lamport' }, false],
    ['counter-loses', { bRead: false }, false], // lost, but by the clocks
  ] as const)('%s with %j: %s', (id, change, want) => {
    expect(meets(id, change)).toBe(want);
  });

  it('can each be met, and none by the default run', () => {
    for (const [id, check] of Object.entries(CHECKS)) {
      expect(witnessOf(model, check as never), id).not.toBeNull();
      expect(check.met(runFacts(model, model.settings.defaults) as never), id).toBe(false);
    }
  });
});
