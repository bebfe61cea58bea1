/** What a run holds at a moment, for playback. */
import type { Run } from './types.ts';

/** The counter's value at time `t` (tenths), after everything that happened at `t`. */
export function valueAt(run: Run, t: number): number {
  let value = run.values[0]?.value ?? 10;
  for (const v of run.values) if (v.t <= t) value = v.value;
  return value;
}
