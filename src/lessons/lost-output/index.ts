/**
 * The model of "The lines that never arrived: a process, its buffer and kill -9": ten lines printed through a line,
 * block or no buffer, and a program that exits, is killed, or gets SIGTERM with or without a handler and a grace
 * period. Plain functions over plain data, on the simulator kit's one model shape.
 */
import { model } from './model.ts';

export type { Facts, Run } from './model.ts';
export type { Settings } from './settings.ts';
export type { Verdict } from './texts.ts';
export { model } from './model.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, CHART_WORDS, SETTINGS_NOTE, TERMS, linesText } from './texts.ts';

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`, the verdict of the same rules run without recording. */
export const judge = model.judge;
