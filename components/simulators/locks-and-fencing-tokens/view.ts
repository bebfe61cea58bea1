/** How "Locks and fencing tokens" is drawn wherever its run is shown: its chart of ideas as lanes, with a caption
 * that names only what this run draws and a text alternative in the lesson's words. */
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
