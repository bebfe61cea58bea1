/** How "last-write-wins" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { defineView } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { captionOf, heldAt, lanesOf } from './lanes.ts';
import { A_WRITES } from './rules.ts';

export const view = defineView({
  model,
  handles: [
    {
      kind: 'mark',
      setting: 'skew',
      lane: 'A',
      origin: A_WRITES / 10,
      name: "A's clock offset",
      words: "A's clock is {value} off real time",
    },
    {
      kind: 'mark',
      setting: 'gap',
      lane: 'B',
      origin: A_WRITES / 10,
      name: "B's write",
      words: 'B writes {value} after A',
    },
  ],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    stateAt: heldAt,
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
