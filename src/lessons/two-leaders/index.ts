/**
 * The lesson "Two leaders: terms are fencing tokens": its model on the simulator kit, and the types its chart
 * "Who led when" draws from. Plain functions over plain, serialisable data.
 */
export { model, simulate, judge } from './model.ts';
export type { Run, Verdict, Tally, Span, RoleBar, ChartMark, ServerLane } from './model.ts';
export type { Settings } from './settings.ts';
export { ACTOR_NAMES } from './texts.ts';
export type { SentenceKey, ServerNo, ActorId } from './rules.ts';
