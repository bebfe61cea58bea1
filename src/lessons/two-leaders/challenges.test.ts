import { describe, expect, it } from 'vitest';
import { runFacts, sweep, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** Whether the run of the defaults with `change` over them meets a check. */
function meets(id: keyof typeof CHECKS, change: Partial<Settings>): boolean {
  return CHECKS[id].met(runFacts(model, { ...model.settings.defaults, ...change }) as never);
}

const LEASE: Partial<Settings> = { terms: true, reads: 'lease' };

describe('the two-leaders lesson’s challenges', () => {
  it.each([
    // Server 2 is elected at 12 s and B is told at 12.5 s; a pause of 10.6 s wakes Server 1 a tenth after.
    ['shortest-losing-pause', { pause: 10.6 }, true],
    ['shortest-losing-pause', { pause: 10.5 }, false], // two leaders, but A's write lands first: late but harmless
    ['shortest-losing-pause', { pause: 15 }, false],
    ['shortest-losing-pause', { pause: 10.6, terms: true }, false],
    ['two-leaders-no-harm', { timeout: 1, pause: 6 }, true], // the spec's own example
    ['two-leaders-no-harm', { timeout: 1, pause: 6, terms: true }, false], // refused, not harmless
    ['two-leaders-no-harm', { pause: 5 }, false], // one leader only
    ['two-leaders-no-harm', {}, false], // lost
    ['least-lag-stale-read', { ...LEASE, lag: 5.1 }, true], // 15 - 5.1 < 10: the lease seems to run
    ['least-lag-stale-read', { ...LEASE, lag: 5 }, false], // exactly 10: the lease is over, so it asks
    ['least-lag-stale-read', { ...LEASE, lag: 6 }, false], // stale, but not the least
    ['least-lag-stale-read', { ...LEASE, lag: 5.1, pause: 14 }, false], // another setting moved
  ] as const)('%s with %j: %s', (id, change, want) => {
    expect(meets(id, change)).toBe(want);
  });

  it.each([
    ['shortest-losing-pause', {}, 'pause', 'lost'],
    ['least-lag-stale-read', LEASE, 'lag', 'stale-read'],
  ] as const)('%s is met at exactly one point of its grid: the first the sweep finds', (id, from, key, verdict) => {
    const base = { ...model.settings.defaults, ...from };
    const spec = model.settings.descriptor[key];
    const points = sweep(model, base, key, spec.min, spec.max);
    const meeting = points.filter((p) => meets(id, { ...from, [key]: p.value }));
    expect(meeting.map((p) => p.value)).toEqual([points.find((p) => p.verdict === verdict)?.value]);
  });

  it('can each be met, and none by the default run', () => {
    for (const [id, check] of Object.entries(CHECKS)) {
      expect(witnessOf(model, check as never), id).not.toBeNull();
      expect(check.met(runFacts(model, model.settings.defaults) as never), id).toBe(false);
    }
  });
});
