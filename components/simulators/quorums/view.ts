/** How "quorums" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_CAPTION, CHART_TITLE, model } from '../../../src/sim/quorums/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import { describeRun, lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: () => CHART_CAPTION,
  description: describeRun,
  rows: 4,
});
