/**
 * The lesson "Locks and fencing tokens": its model on the simulator kit, and the names its own parts and tests use.
 * Plain functions over plain, serialisable data (see types.ts): same settings, same run.
 */
import { model } from './model.ts';

export type * from './types.ts';
export { model } from './model.ts';
export { STORE_START } from './rules.ts';
export { ACTOR_NAMES } from './texts.ts';

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`, the same rules run without recording. */
export const judge = model.judge;
