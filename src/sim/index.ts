/**
 * The public API of the simulation: plain functions over plain, serialisable data (see types.ts).
 * Nothing here touches the DOM, a framework, the clock or randomness: same settings, same run.
 */
export type * from './types.ts';
export {
  DEFAULTS,
  LIMITS,
  LABELS,
  SETTING_KEYS,
  NUMERIC_KEYS,
  parseSettings,
  normaliseSettings,
  toQuery,
  formatTime,
  formatSeconds,
} from './settings.ts';
export { simulate } from './simulate.ts';
export { sweep } from './sweep.ts';
export { valueAt, eventIndexAt } from './query.ts';
export { STORE_START } from './model.ts';
export { ACTOR_NAMES } from './texts.ts';
