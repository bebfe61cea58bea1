/**
 * The fsync lesson's model ("Saved, then lost: the write that never reached the disk"): a program that writes a
 * record and says "saved", an operating system that flushes its page cache on a clock, a disk that may answer
 * from its cache, and a power failure. Plain functions over plain data, on the kit's one model shape.
 */
export type * from './types.ts';
export type { Settings } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { DISK_ANSWERS_AFTER, CACHE_SAFE_AFTER, WRITE_AT } from './rules.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, LANE_NAMES, SETTINGS_NOTE, TERMS } from './texts.ts';
