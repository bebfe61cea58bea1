/**
 * The write-skew lesson's model ("Write skew: two doctors, nobody on call"): two doctors' transactions each count
 * who is on call and take themselves off, at read committed, snapshot or serializable, with or without locking the
 * rows read. Plain functions over plain data, on the kit's one model shape.
 */
export type * from './types.ts';
export type { Settings, Level } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { ACTOR_NAMES, CHART_TITLE, SETTINGS_NOTE, TERMS } from './words.ts';
