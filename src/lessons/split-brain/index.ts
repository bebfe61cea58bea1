/**
 * The model of "Split brain: when the network divides": N replicas, some cut off by a partition from 1.0 s until it
 * heals; A and B each add to a counter, possibly on different sides; a store that answers on any side or only with a
 * majority; last write wins at the heal. Plain functions over plain data, on the simulator kit's one model shape.
 */
import { model } from './model.ts';

export type * from './types.ts';
export type { Settings } from './settings.ts';
export { model } from './model.ts';
export { CHART_TITLE, SETTINGS_NOTE, TERMS, sideText } from './texts.ts';

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`. */
export const judge = model.judge;
