/**
 * How "write-skew" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. Its
 * chart, caption, text alternative and playback line are the run's own (`run.chart`, lanes.ts). No kit map: it needs
 * two settings in seconds, and this lesson has one; the page shows OutcomeMap.svelte under the simulator.
 */
import { CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bobAt', lane: 'bob', name: "Bob's start", words: 'Bob starts at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: { note: SETTINGS_NOTE, checks: CHECKS },
});
