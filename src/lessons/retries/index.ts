/**
 * The retries lesson's model ("Retries: the write that happened twice"): a client whose reply is lost retries,
 * and a server that may remember request ids. Plain functions over plain data, on the kit's one model shape.
 */
export type * from './types.ts';
export type { Settings, Op } from './settings.ts';
export type { SentenceKey } from './rules.ts';
export { model } from './model.ts';
export { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, TERMS } from './texts.ts';
