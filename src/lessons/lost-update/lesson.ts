/** How "Two clients, one counter" is drawn wherever its run is shown; its chart is the run's own (lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bAt', lane: 'B', name: "B's start", words: 'B starts at {value}' }],
  title: CHART_TITLE,
  rows: 5,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'bAt', from: 0, to: 6, step: 0.5 },
      y: { key: 'aWork', from: 0, to: 5, step: 0.5 },
      title: "Which starts of B and lengths of A's work lose an update?",
      intro:
        "Every start of B up to 6 s and every length of A's work up to 5 s, with the other settings as they are now. Choose a point to try it.",
    },
    checks: CHECKS,
  },
});
