/**
 * The quorums lesson's model ("Quorums: when a read misses the latest write"): a write that waits for W
 * acknowledgements of N, a read that asks R replicas, and slow replicas that store the write late. Plain functions
 * over plain data, on the simulator kit's one model shape.
 */
import { model } from './model.ts';

export type * from './types.ts';
export type { Settings } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`, the verdict of the same rules run without recording. */
export const judge = model.judge;
