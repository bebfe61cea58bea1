/** How "fsync" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_TITLE, SETTINGS_NOTE, model, placeAt } from './index.ts';
import { defineView } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { captionOf, lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  handles: [{ kind: 'line', setting: 'crashAt', name: 'the power failure', words: 'The power fails at {value}' }],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  rows: 3,
  lab: { note: SETTINGS_NOTE, stateAt: placeAt, checks: CHECKS },
});
