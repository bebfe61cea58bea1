/** How "fsync" is drawn wherever its run is shown (lab, simulator, practice); its chart is the run's own (lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'line', setting: 'crashAt', name: 'the power failure', words: 'The power fails at {value}' }],
  title: CHART_TITLE,
  rows: 3,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'crashAt', from: 0, to: 20, step: 0.5 },
      y: { key: 'flushEvery', from: 1, to: 30, step: 1 },
      title: 'When does a power failure lose what was saved?',
      intro:
        'Every moment of a power failure up to 20 s and every flush interval from 1 to 30 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
