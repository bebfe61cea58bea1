/** How "snapshots-and-logs" is drawn wherever its run is shown; its chart is the run's own (`run.chart`, lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'line', setting: 'crashAt', name: 'the crash', words: 'The server crashes at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'crashAt', from: 0, to: 20, step: 0.1 },
      y: { key: 'snapEvery', from: 1, to: 10, step: 1 },
      title: 'Which crash times and snapshot intervals lose an OK?',
      intro:
        'Every crash time up to 20 s and every snapshot interval from 1 s to 10 s, with what the server saves as it is now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
