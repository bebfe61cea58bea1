/** This lesson's chart geometry on top of the kit's: how far its lanes reach. */
import type { Run } from '../../../src/sim/locks-and-fencing-tokens/index.ts';

/** The latest time (tenths) anything in the run's chart reaches: events, spans and B's request. */
export function lastMoment(run: Run): number {
  const { A, B } = run.lanes;
  return Math.max(run.end, A.held?.to ?? 0, B.held?.to ?? 0, A.paused?.to ?? 0, B.askedAt, 10);
}
