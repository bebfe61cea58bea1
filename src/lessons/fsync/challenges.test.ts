import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

describe('the fsync lesson’s challenges', () => {
  it.each([
    ['fast-flush-still-lost', { flushEvery: 1, crashAt: 1.5 }, true],
    ['fast-flush-still-lost', { flushEvery: 1 }, false], // the flush at 2.0 s made it safe by 2.2 s
    ['fast-flush-still-lost', { crashAt: 1.5 }, false], // flushing every 5 s
    ['fast-flush-still-lost', { flushEvery: 1, crashAt: 1.5, fsync: true }, false], // fsync: nobody told, or kept
    ['fsync-and-lost', { fsync: true, diskCache: true }, true],
    ['fsync-and-lost', { fsync: true }, false],
    ['fsync-and-lost', { diskCache: true }, false], // lost, but without fsync
    ['lucky-without-fsync', { flushEvery: 2, crashAt: 3 }, true],
    ['lucky-without-fsync', { crashAt: 8 }, false], // kept, but the power held for 7 s
    ['lucky-without-fsync', { fsync: true }, false],
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
