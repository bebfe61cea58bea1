/**
 * The lost-update lesson's model ("Two clients, one counter: the lost update"): two clients add to one counter by
 * reading and then writing, and the four ways to keep both updates. Plain functions over plain data, on the kit.
 */
import type { Model } from '../kit/index.ts';
import { VERDICTS } from './outcome.ts';
import { settings } from './settings.ts';
import type { descriptor } from './settings.ts';
import { judge, simulate } from './simulate.ts';
import type { Run, Verdict } from './types.ts';

export type * from './types.ts';
export type { Settings, Method } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { descriptor, settings } from './settings.ts';
export { simulate, judge, LANES } from './simulate.ts';
export { VERDICTS } from './outcome.ts';
export { valueAt } from './query.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The lost-update model as the site's islands and build see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'lost-update',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({ ...run.result }),
};
