import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

describe('the retries lesson’s challenges', () => {
  it.each([
    ['twice-and-harmless', { op: 'set', bAt: 5 }, true], // set 11 twice, B after the retry
    ['twice-and-harmless', { op: 'set', bAt: 0.5 }, false], // B before A's first try: set 11 undoes it, lost or not
    ['twice-and-harmless', { op: 'set', bAt: 2 }, false], // B between the tries: its update undone
    ['twice-and-harmless', {}, false], // "add 1" twice: 17, should be 16
    ['twice-and-harmless', { op: 'set', bAt: 5, ids: true }, false], // applied once
    ['ids-cannot-help', { op: 'set', lose: 'request', ids: true, bAt: 2 }, true],
    ['ids-cannot-help', { op: 'set', lose: 'request', ids: true, bAt: 0.5 }, false], // set undoes B with nothing lost
    ['ids-cannot-help', { op: 'set', lose: 'request', bAt: 2 }, false], // ids off
    ['ids-cannot-help', { op: 'set', ids: true, bAt: 2 }, false], // a lost reply: the server recognises a1
    ['ids-cannot-help', { op: 'ifTen', lose: 'request', ids: true, bAt: 2 }, false], // refused, B's update kept
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
