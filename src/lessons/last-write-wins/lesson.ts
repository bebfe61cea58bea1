/** How "last-write-wins" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question.
 * Its chart, caption and playback line are the run's own (`run.chart`, lanes.ts). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { A_WRITES } from './rules.ts';

/** Both handles are marks that count from A's write: the skew of its stamp, and when B writes after it. */
const fromA = { kind: 'mark', origin: A_WRITES / 10 } as const;

export const lesson = defineLesson({
  model,
  handles: [
    { ...fromA, setting: 'skew', lane: 'A', name: "A's clock offset", words: "A's clock is {value} off real time" },
    { ...fromA, setting: 'gap', lane: 'B', name: "B's write", words: 'B writes {value} after A' },
  ],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'skew', from: -5, to: 5, step: 0.5 },
      y: { key: 'gap', from: 0, to: 5, step: 0.5 },
      title: "Which skews and gaps lose B's write?",
      intro:
        "Every skew of A's clock from 5 s behind to 5 s ahead, and every gap up to 5 s, with the other settings as they are now. Choose a point to try it.",
    },
    checks: CHECKS,
  },
});
