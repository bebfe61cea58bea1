/** The simulator's own words: headings, the lesson spec's caption and note, and the names of the verdicts. */
import type { Verdict } from '../../src/sim/index.ts';

/** The note beside the settings (lesson spec, Part 1, word for word). */
export const PAUSE_NOTE =
  'A pause of this kind cannot be seen from inside the process: the clock jumps and nothing else tells it. A one-second garbage collection is common, and ten-second ones have been reported in real systems.';

/** The chart's caption (lesson spec, Part 1, word for word). */
export const CHART_CAPTION =
  'Green is the lease. Amber is A paused. If A wakes after the red line, it is writing without the lock and does not know.';

/** Each verdict in a word or two, as the outcome badge and the sweep legend name it. */
export const VERDICT_NAMES: Readonly<Record<Verdict, string>> = {
  safe: 'Safe',
  'late-harmless': 'Late but harmless',
  lost: 'Update lost',
  refused: 'Refused',
};

/** A shape for each verdict, so that colour is never the only signal. */
export const VERDICT_SYMBOLS: Readonly<Record<Verdict, string>> = {
  safe: '✓',
  'late-harmless': '◷',
  lost: '⚠',
  refused: '✕',
};

/** Verdicts in the order the sweep legend lists them. */
export const VERDICT_ORDER: readonly Verdict[] = ['safe', 'late-harmless', 'lost', 'refused'];
