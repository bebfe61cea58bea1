/** How "lost-output" is drawn wherever its run is shown; its chart is the run's own (`run.chart`, lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';

export const lesson = defineLesson({
  model,
  handles: [
    { kind: 'mark', setting: 'signalAt', lane: 'program', name: 'the signal', words: 'The signal arrives at {value}' },
  ],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'signalAt', from: 0, to: 10, step: 0.5 },
      y: { key: 'grace', from: 0, to: 5, step: 0.5 },
      title: 'Which signal times and grace periods lose lines?',
      intro:
        'Every signal time up to 10 s and grace period up to 5 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
