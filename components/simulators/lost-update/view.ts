/** How "lost-update" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. Its
 * chart is lanes on the kit's lane chart, under the caption that says what its marks are. */
import { CHART_CAPTION, CHART_TITLE, model } from '../../../src/sim/lost-update/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import { describeChart } from './alt.ts';
import { lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: () => CHART_CAPTION,
  description: describeChart,
  rows: 5,
});
