/**
 * What the simulation benchmark runs: the lesson's model with the names the benchmark uses, the kit's sweeps, and
 * the axes of the lab's map of leases and pauses (as components/simulators/locks-and-fencing-tokens/ draws it).
 */
import { sweep as kitSweep, sweepMap } from '../../src/sim/kit/index.ts';
import type { SettingsRecord } from '../../src/sim/kit/index.ts';
import { DEFAULTS, model, simulate } from '../../src/sim/locks-and-fencing-tokens/index.ts';

export { DEFAULTS, model, simulate, sweepMap };

/** A 1-D sweep of this lesson's model, as the benchmark has always called it. */
export function sweep(settings: SettingsRecord, key: string, from: number, to: number) {
  return kitSweep(model, settings, key, from, to, 0.1);
}

/** The map's axes: lease 1 to 30 s across and pause 0 to 30 s up, every second. */
export const MAP_AXES = [
  { key: 'lease', from: 1, to: 30, step: 1 },
  { key: 'pause', from: 0, to: 30, step: 1 },
] as const;
