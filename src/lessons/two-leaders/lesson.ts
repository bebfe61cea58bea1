/** How "two-leaders" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { model } from './model.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { CHART_TITLE } from './lanes.ts';
import { A_AT } from './rules.ts';

export const lesson = defineLesson({
  model,
  handles: [
    {
      kind: 'edge',
      setting: 'pause',
      lane: 'server-1',
      origin: A_AT / 10,
      name: "the end of Server 1's pause",
      words: 'Server 1 pauses for {value}',
    },
  ],
  title: CHART_TITLE,
  rows: 3,
  lab: {
    // The spec's settings note, word for word (Part 1).
    note: 'Real election timeouts are short: the Raft paper suggests 150 to 300 milliseconds. Here they are seconds, so that you can watch. A pause of several seconds is not common, but it happens: a long garbage collection, a stalled disk or a suspended virtual machine can freeze a server at any point.',
    map: {
      x: { key: 'pause', from: 0, to: 30, step: 1 },
      y: { key: 'timeout', from: 1, to: 30, step: 1 },
      title: 'Which pauses and timeouts make two leaders, and what do they cost?',
      intro:
        'Every pause up to 30 s and election timeout up to 30 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
