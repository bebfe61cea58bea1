/**
 * The lost-update lesson's model ("Two clients, one counter: the lost update"): two clients add to one counter by
 * reading and then writing, and the four ways to keep both updates. Plain functions over plain data, on the kit's
 * one model shape.
 */
import { valueAt as seriesAt } from '../kit/index.ts';
import { START_VALUE } from './rules.ts';
import type { Run } from './types.ts';

export type * from './types.ts';
export type { Settings, Method } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model, LANES } from './model.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The counter's value at time `t` (tenths), after everything that happened at `t`: the kit's series, read. */
export function valueAt(run: Run, t: number): number {
  return seriesAt(run.values, t) ?? START_VALUE;
}
