/** How "last-write-wins" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_CAPTION, CHART_TITLE, model } from '../../../src/sim/last-write-wins/index.ts';
import { describeLanes } from '../../sim-kit/lane-chart.ts';
import { defineView } from '../../sim-kit/view.ts';
import { lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: () => CHART_CAPTION,
  // The title first, so the picture is named when read on its own.
  description: (run) => `${CHART_TITLE}. ${describeLanes(lanesOf(run))}`,
  rows: 4,
});
