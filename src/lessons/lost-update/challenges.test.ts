import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

describe('the lost-update lesson’s challenges', () => {
  it.each([
    ['lose-a', { aWork: 0.3, bAt: 1.2 }, true],
    ['lose-a', {}, false], // B's update is the one lost
    ['lose-a', { aWork: 0.3 }, false], // both kept
    ['lose-a', { method: 'cas', aWork: 0.3, bAt: 1.2 }, false], // refused and retried: 16
    ['long-wait', { method: 'lock', aWork: 4, bAt: 1 }, true],
    ['long-wait', { method: 'lock' }, false], // 1.5 s
    ['long-wait', { method: 'cas', aWork: 4, bAt: 1 }, false],
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
