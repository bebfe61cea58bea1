/**
 * The lost-update lesson's model ("Two clients, one counter: the lost update"): two clients add to one counter by
 * reading and then writing, and the four ways to keep both updates. Plain functions over plain data, on the kit's
 * one model shape.
 */
export type * from './types.ts';
export type { Settings, Method } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { START_VALUE } from './rules.ts';
export { ACTOR_NAMES, CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';
