/** How "quorums" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. Its chart,
 * caption, text alternative and playback line are the run's own (`run.chart`, lanes.ts). Its map puts B's read across
 * and a row for each pair of quorums over three replicas that its experiments try (a row sets N, so the slow count
 * follows it down, as the panel's would). */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'readAt', lane: 'b', name: "B's read", words: 'B reads at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'readAt', from: 0, to: 10, step: 0.1 },
      y: {
        label: 'Quorums, of three replicas',
        rows: [
          { name: 'W 1, R 1', set: { n: 3, w: 1, r: 1 } },
          { name: 'W 2, R 1', set: { n: 3, w: 2, r: 1 } },
          { name: 'W 3, R 1', set: { n: 3, w: 3, r: 1 } },
          { name: 'W 2, R 2', set: { n: 3, w: 2, r: 2 } },
          { name: 'W 1, R 3', set: { n: 3, w: 1, r: 3 } },
        ],
      },
      title: 'Which quorums read the latest write, and from when?',
      intro:
        'Each row is a write quorum W and a read quorum R over three replicas; across, B reads from 0 to 10 s, with the slow replicas as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
