/** How "split-brain" is drawn (lab figure, simulator, practice question); its chart is the run's own (lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';

export const lesson = defineLesson({
  model,
  handles: [
    { kind: 'wall', setting: 'cut', lanes: 'replica-', name: 'the partition', words: '{value} replicas cut off' },
    { kind: 'mark', setting: 'bAt', lane: 'b', name: "B's write", words: 'B writes at {value}' },
    { kind: 'line', setting: 'healAt', name: 'the heal', words: 'The network heals at {value}' },
  ],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'bAt', from: 0, to: 12, step: 0.5 },
      y: { key: 'healAt', from: 1, to: 12, step: 0.5 },
      title: 'Which write and heal times lose a write, or refuse one?',
      intro:
        'Every time B could write, from 0 to 12 s, against every heal from 1 to 12 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
