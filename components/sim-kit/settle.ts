/**
 * When a run counts as settled: no change of settings for this long. A slider held down is one settled run, not one
 * per step, so the outcome's announcement and the challenges' checks act once, on the run the reader stopped at.
 */
export const SETTLE_MS = 800;
