/** How "fsync" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. Its chart,
 * caption and playback line are the run's own (`run.chart`, lanes.ts). */
import { CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'line', setting: 'crashAt', name: 'the power failure', words: 'The power fails at {value}' }],
  title: CHART_TITLE,
  rows: 3,
  lab: { note: SETTINGS_NOTE, checks: CHECKS },
});
