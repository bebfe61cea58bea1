/** How "retries" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. Its chart,
 * caption, text alternative and playback line are the run's own (`run.chart`, lanes.ts). */
import { CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bAt', lane: 'B', name: "B's add", words: 'B adds 5 at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: { note: SETTINGS_NOTE, checks: CHECKS },
});
