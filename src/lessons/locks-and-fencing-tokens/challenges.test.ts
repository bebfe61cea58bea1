import { describe, expect, it } from 'vitest';
import { runFacts, sweep, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

describe('the lock lesson’s challenges', () => {
  it.each([
    // The model puts the line at 8.6 s: A wakes at 10.6 s, a tenth after B's write at 10.5 s.
    ['shortest-losing-pause', { pause: 8.6 }, true],
    ['shortest-losing-pause', { pause: 8.5 }, false], // A's write lands first and B builds on it
    ['shortest-losing-pause', { pause: 8.7 }, false], // lost, but not the shortest
    ['shortest-losing-pause', { pause: 15 }, false],
    ['shortest-losing-pause', { pause: 8.6, bAt: 12 }, false], // another setting moved: not the asked question
    ['long-lease-still-lost', { lease: 20, pause: 25 }, true],
    ['long-lease-still-lost', { lease: 20, pause: 15 }, false], // survived
    ['long-lease-still-lost', { lease: 19.9, pause: 25 }, false],
    ['fencing-accepts-late-write', { fencing: true, bAt: 20 }, true], // experiment 6's try-this
    ['fencing-accepts-late-write', { fencing: true }, false], // refused
    ['fencing-accepts-late-write', { bAt: 20 }, false], // accepted, but without fencing
  ] as const)('%s with %j: %s', (id, change, want) => {
    expect(meets(id, change)).toBe(want);
  });

  it("is met by exactly one pause on the grid: the first the sweep finds losing B's update", () => {
    // Up to 30 s: past the line every pause loses, and each check sweeps all the pauses below it.
    const pauses = sweep(model, model.settings.defaults, 'pause', 0, 30);
    const meeting = pauses.filter((p) => meets('shortest-losing-pause', { pause: p.value }));
    expect(meeting.map((p) => p.value)).toEqual([pauses.find((p) => p.verdict === 'lost')?.value]);
  });

  it('can each be met, and none by the default run', () => {
    for (const [id, check] of Object.entries(CHECKS)) {
      expect(witnessOf(model, check as never), id).not.toBeNull();
      expect(check.met(runFacts(model, model.settings.defaults) as never), id).toBe(false);
    }
    expect(witnessOf(model, CHECKS['shortest-losing-pause'] as never)).toEqual({
      ...model.settings.defaults,
      pause: 8.6,
    });
  });
});
