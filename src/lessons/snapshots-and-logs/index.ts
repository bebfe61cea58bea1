/**
 * The model of "The counter that forgot: snapshots and the log": a counter in memory, increments acknowledged once a
 * second, snapshots and a log on disk, a crash, and the recovery from what the disk kept. Plain functions over plain
 * data, on the simulator kit's one model shape.
 */
import { model } from './model.ts';

export type { Facts, Run } from './model.ts';
export type { Settings } from './settings.ts';
export type { Verdict } from './texts.ts';
export { model } from './model.ts';
export { CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`. */
export const judge = model.judge;
