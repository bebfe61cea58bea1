/**
 * The lesson "Two leaders: terms are fencing tokens": its model on the simulator kit, whose runs carry the chart
 * "Who led when" (`run.chart`). Plain functions over plain, serialisable data.
 */
export { model, simulate, judge } from './model.ts';
export type { Facts, Run, Verdict } from './model.ts';
export type { Settings } from './settings.ts';
export { ACTOR_NAMES } from './texts.ts';
export type { SentenceKey, ServerNo, ActorId } from './rules.ts';
