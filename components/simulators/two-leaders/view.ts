/** How "two-leaders" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { model } from '../../../src/sim/two-leaders/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import { describeRun, lanesOf } from './lanes.ts';
import { CHART_TITLE, captionOf } from './words.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  description: describeRun,
  rows: 3,
});
