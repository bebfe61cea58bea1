/** Playback helpers: what the page shows at a moment of a run, read from the run, never recomputed. */
import { eventIndexAt as indexIn } from '../../kit/index.ts';
import { STORE_START } from './rules.ts';
import type { Run } from './types.ts';

/** Index of the last event at or before `t` (tenths), or -1 before the first event. */
export function eventIndexAt(run: Run, t: number): number {
  return indexIn(run.events, t);
}

/** The store's value at `t` (tenths), after every event at `t`. */
export function valueAt(run: Run, t: number): number {
  const i = eventIndexAt(run, t);
  return i < 0 ? STORE_START : (run.events[i]?.storeValue ?? STORE_START);
}
