/** How "locks-and-fencing-tokens" is drawn wherever its run is shown: the lab's figure, the simulator, a practice
 * question. Its chart is lanes on the kit's lane chart, with the caption that names only what the run draws and the
 * lesson's own summary as the text alternative. */
import { model } from '../../../src/sim/locks-and-fencing-tokens/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import { descriptionOf, lanesOf } from './lanes.ts';
import { CHART_TITLE, captionOf } from './words.ts';

export const view = defineView({
  model,
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  description: descriptionOf,
  rows: 2,
});
