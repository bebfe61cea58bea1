/** The simulator's own words for this lesson: the spec's caption and settings note, word for word (Part 1). */

/** The note beside the settings. */
export const SETTINGS_NOTE =
  'Real election timeouts are short: the Raft paper suggests 150 to 300 milliseconds. Here they are seconds, so that you can watch. A pause of several seconds is not common, but it happens: a long garbage collection, a stalled disk or a suspended virtual machine can freeze a server at any point.';

/** The caption of the chart "Who led when". */
export const CHART_CAPTION =
  'Green is a server that believes it leads, with its term. Amber is Server 1 paused. Where two green bars overlap, two servers believe they lead at once.';

/** The chart's title. */
export const CHART_TITLE = 'Who led when';
