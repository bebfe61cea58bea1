/**
 * The model of "Last write wins, and the clock that lied": a store that keeps the write with the highest stamp,
 * two clients, and A's clock that may run ahead. Plain functions over plain data, on the kit's one model shape.
 */
export type * from './types.ts';
export type { Settings, Order } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { ACTOR_NAMES, CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS, skewWords } from './texts.ts';
