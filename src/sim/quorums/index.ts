/**
 * The quorums lesson's model ("Quorums: when a read misses the latest write"): a write that waits for W
 * acknowledgements of N, a read that asks R replicas, and slow replicas that store the write late. Plain functions
 * over plain data, on the simulator kit.
 */
import type { Model } from '../kit/index.ts';
import { VERDICTS } from './outcome.ts';
import { settings } from './settings.ts';
import type { descriptor } from './settings.ts';
import { judge, simulate } from './simulate.ts';
import type { Run, Verdict } from './types.ts';

export type * from './types.ts';
export type { Settings } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { descriptor, settings } from './settings.ts';
export { simulate, judge } from './simulate.ts';
export { VERDICTS } from './outcome.ts';
export { CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The quorums model as the site's islands and build see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'quorums',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({ ...run.result }),
};
