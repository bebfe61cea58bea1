/**
 * The retries lesson's model ("Retries: the write that happened twice"): a client whose reply is lost retries,
 * and a server that may remember request ids. Plain functions over plain data, on the kit's one model shape.
 */
import { valueAt as seriesAt } from '../../kit/index.ts';
import { START_VALUE } from './rules.ts';
import type { Run } from './types.ts';

export type * from './types.ts';
export type { Settings, Op } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model, LANES } from './model.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The server's value at time `t` (tenths), after everything that happened at `t`: the kit's series, read. */
export function valueAt(run: Run, t: number): number {
  return seriesAt(run.values, t) ?? START_VALUE;
}
