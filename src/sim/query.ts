/** Playback helpers: what the page shows at a moment of a run, read from the run, never recomputed. */
import { STORE_START } from './model.ts';
import type { Run } from './types.ts';

/** Index of the last event at or before `t` (tenths), or -1 before the first event. */
export function eventIndexAt(run: Run, t: number): number {
  const events = run.events;
  let lo = 0;
  let hi = events.length;
  // Find the first event later than t; the one before it is the answer.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((events[mid]?.t ?? Infinity) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The store's value at `t` (tenths), after every event at `t`. */
export function valueAt(run: Run, t: number): number {
  const i = eventIndexAt(run, t);
  return i < 0 ? STORE_START : (run.events[i]?.storeValue ?? STORE_START);
}
