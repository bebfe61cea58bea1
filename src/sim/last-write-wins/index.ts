/**
 * The model of "Last write wins, and the clock that lied": a store that keeps the write with the highest stamp,
 * two clients, and A's clock that may run ahead. Plain functions over plain data, on the simulator kit.
 */
import type { Model } from '../kit/index.ts';
import { VERDICTS } from './outcome.ts';
import { settings } from './settings.ts';
import type { descriptor } from './settings.ts';
import { judge, simulate } from './simulate.ts';
import type { Run, Verdict } from './types.ts';

export type * from './types.ts';
export type { Settings, Order } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { descriptor, settings } from './settings.ts';
export { simulate, judge } from './simulate.ts';
export { VERDICTS } from './outcome.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS, skewWords } from './texts.ts';

/** The last-write-wins model as the site's islands and build see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'last-write-wins',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({ ...run.result }),
};
