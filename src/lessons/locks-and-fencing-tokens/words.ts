/** The simulator's own words for this lesson: the lesson spec's note, and the chart's heading and caption. */

/** The note beside the settings: the spec's first sentence (Part 1); the second in Two leaders' words on how common
 * long pauses are (issue 27: "a one-second garbage collection is common" overstated it; Part 2 says so too). */
export const PAUSE_NOTE =
  'A pause of this kind cannot be seen from inside the process: the clock jumps and nothing else tells it. A pause of several seconds is not common, but it happens: a long garbage collection, a stalled network or a busy machine can freeze a process at any point.';

/** The chart's heading (lesson spec, Part 1). */
export const CHART_TITLE = 'Who held the lock when';

/** The chart's caption (lesson spec, Part 1, word for word), in the parts a run says only when it draws what they
 * name (each with its own leading space). */
export const CAPTION = {
  lease: 'Green is the lease.',
  pause: ' Amber is A paused.',
  line: ' If A wakes after the red line, it is writing without the lock and does not know.',
} as const;

/** The default run's caption, whole. */
export const CHART_CAPTION = `${CAPTION.lease}${CAPTION.pause}${CAPTION.line}`;
