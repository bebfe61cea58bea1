/**
 * How "The lines that never arrived: a process, its buffer and kill -9" is drawn wherever its run is shown (the walkthrough's figure, the simulator, a practice
 * question): its run as lanes (lanes.ts) on the kit's lane chart, with the chart's title and caption; and what its
 * simulator adds to the kit's shell: the note under the settings and the line under the playback.
 */
import { CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, model } from '../../../src/sim/lost-output/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import { lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: () => CHART_CAPTION,
  lab: {
    note: SETTINGS_NOTE,
    // What the sender is doing at `t` (tenths): the line under the playback.
    stateAt: (run, t) =>
      t < Math.min(run.delay, run.timeout)
        ? 'the sender is waiting'
        : run.arrived
          ? 'the message has arrived'
          : 'the sender has given up',
  },
});
