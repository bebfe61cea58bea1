/**
 * The drag hold of the simulator's lower parts (issue 55): while a chart's handle is dragged, the log, the challenges
 * and the map keep the run from before the drag and catch up when it is let go, so that a move redraws only the
 * settings, the outcome and the chart, within a frame on a slow phone.
 */

/** The run the lower parts show: the one they held while `dragging` (once they hold one), else the run now. */
export function settledRun<R>(held: R | undefined, run: R, dragging: boolean): R {
  return dragging && held !== undefined ? held : run;
}
