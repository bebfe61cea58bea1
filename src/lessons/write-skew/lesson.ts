/** How "write-skew" is drawn (lab figure, simulator, practice question); its chart is the run's own (lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bobAt', lane: 'bob', name: "Bob's start", words: 'Bob starts at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'bobAt', from: 0, to: 6, step: 0.1 },
      y: {
        label: 'Isolation level and lock',
        rows: [
          { name: 'Read committed', set: { level: 'read-committed', forUpdate: false } },
          { name: 'Read committed, lock', set: { level: 'read-committed', forUpdate: true } },
          { name: 'Snapshot', set: { level: 'snapshot', forUpdate: false } },
          { name: 'Snapshot, lock', set: { level: 'snapshot', forUpdate: true } },
          { name: 'Serializable', set: { level: 'serializable', forUpdate: false } },
          { name: 'Serializable, lock', set: { level: 'serializable', forUpdate: true } },
        ],
      },
      title: 'Which start times of Bob break the rule, at each level?',
      intro:
        'Each row is a level, with or without "Lock the rows read"; across, Bob starts from 0 to 6 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
