/**
 * The retries lesson's model ("Retries: the write that happened twice"): a client whose reply is lost retries,
 * and a server that may remember request ids. Plain functions over plain data, on the simulator kit.
 */
import type { Model } from '../kit/index.ts';
import { VERDICTS } from './outcome.ts';
import { settings } from './settings.ts';
import type { descriptor } from './settings.ts';
import { judge, simulate } from './simulate.ts';
import type { Run, Verdict } from './types.ts';

export type * from './types.ts';
export type { Settings, Op, Lose } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { descriptor, settings } from './settings.ts';
export { simulate, judge, LANES } from './simulate.ts';
export { VERDICTS } from './outcome.ts';
export { valueAt } from './query.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The retries model as the site's islands and build see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'retries',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({ ...run.result }),
};
