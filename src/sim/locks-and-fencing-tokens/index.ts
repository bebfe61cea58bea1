/**
 * The lesson "Locks and fencing tokens": its model on the simulator kit, and the names its own parts and tests use.
 * Plain functions over plain, serialisable data (see types.ts): same settings, same run.
 */
import type { Model } from '../kit/index.ts';
import { VERDICTS } from './outcome.ts';
import { settings } from './settings.ts';
import type { descriptor } from './settings.ts';
import { judge, simulate } from './simulate.ts';
import type { Run, Verdict } from './types.ts';

export type * from './types.ts';
export { simulate, judge } from './simulate.ts';
export { valueAt, eventIndexAt } from './query.ts';
export { STORE_START } from './model.ts';
export { ACTOR_NAMES } from './texts.ts';
export { VERDICTS } from './outcome.ts';

/** The lesson's model, as the site's shared parts and the build's checks see it. */
export const model: Model<typeof descriptor, Verdict, Run> = {
  id: 'locks-and-fencing-tokens',
  settings,
  verdicts: VERDICTS,
  simulate,
  judge,
  facts: (run) => ({
    finalValue: run.result.finalValue,
    shouldBe: run.result.shouldBe,
    staleAccepted: run.result.staleAccepted,
    staleRefused: run.result.staleRefused,
  }),
};
