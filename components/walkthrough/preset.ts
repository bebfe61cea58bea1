/** Experiments as the walkthrough shows them: each with the full settings it loads and those settings in words. */
import type { SettingsRecord } from '../../src/kit/index.ts';
import type { Experiment, TryThis } from '../../src/site/lesson-data.ts';

/**
 * A "try this" beat with what its preset loads, worked out at build like its experiment's. Its preset itself is
 * left out, and its checked outcome: the island needs only the settings it loads.
 */
export interface TryThisView extends Omit<TryThis, 'preset' | 'expected'> {
  /** Every setting it loads. */
  settings: SettingsRecord;
  /** Those settings in a reader's words. */
  label: string;
}

/**
 * An experiment with what its preset loads, worked out at build from the lesson's model. Its preset and the outcome
 * the build checks it against (`expected`) are left out: the island uses neither, and they were written into every
 * lesson page's HTML for nothing.
 */
export interface ExperimentView extends Omit<Experiment, 'tryThis' | 'preset' | 'expected'> {
  /** Every setting it loads: the model's defaults with the preset over them. */
  settings: SettingsRecord;
  /** Those settings in a reader's words: "Lease: 10 s · Pause: 0 s · ... · Fencing: off". */
  label: string;
  /** Its optional second run. */
  tryThis?: TryThisView | undefined;
}

/**
 * True when the simulator shows exactly what the experiment loads. Every key is compared, not just the preset's
 * own: loading a preset sets all of them, so any difference means the reader is no longer looking at it.
 */
export function showsPreset(current: SettingsRecord | null, wanted: SettingsRecord): boolean {
  return current !== null && Object.keys(wanted).every((key) => current[key] === wanted[key]);
}
