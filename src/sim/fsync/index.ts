/**
 * The fsync lesson's model ("Saved, then lost: the write that never reached the disk"): a program that writes a
 * record and says "saved", an operating system that flushes its page cache on a clock, a disk that may answer
 * from its cache, and a power failure. Plain functions over plain data, on the simulator kit.
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
export { simulate, judge, lanesOf } from './simulate.ts';
export { VERDICTS } from './outcome.ts';
export { placeAt } from './query.ts';
export { DISK_ANSWERS_AFTER, CACHE_SAFE_AFTER, WRITE_AT } from './rules.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, LANE_NAMES, SETTINGS_NOTE, TERMS } from './texts.ts';

/** The fsync model as the site's islands and build see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'fsync',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({ ...run.result }),
};
