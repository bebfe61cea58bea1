/** The simulator's own words for this lesson: the lesson spec's caption and note, word for word. */

/** The note beside the settings (lesson spec, Part 1, word for word). */
export const PAUSE_NOTE =
  'A pause of this kind cannot be seen from inside the process: the clock jumps and nothing else tells it. A one-second garbage collection is common, and ten-second ones have been reported in real systems.';

/** The chart's caption (lesson spec, Part 1, word for word). */
export const CHART_CAPTION =
  'Green is the lease. Amber is A paused. If A wakes after the red line, it is writing without the lock and does not know.';

/** The chart's heading (lesson spec, Part 1). */
export const CHART_TITLE = 'Who held the lock when';
