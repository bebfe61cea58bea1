/** How this lesson is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { model } from './model.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { CHART_TITLE } from './lanes.ts';
import { A_PAUSES_AT } from './rules.ts';

export const lesson = defineLesson({
  model,
  handles: [
    {
      kind: 'edge',
      setting: 'pause',
      lane: 'A',
      origin: A_PAUSES_AT / 10,
      name: "the end of A's pause",
      words: 'A pauses for {value}',
    },
    { kind: 'mark', setting: 'bAt', lane: 'B', name: "B's request", words: 'B asks for the lock at {value}' },
  ],
  title: CHART_TITLE,
  rows: 2,
  lab: {
    // The spec's first sentence (Part 1); the second in Two leaders' words on how common long pauses are (issue 27:
    // "a one-second garbage collection is common" overstated it; Part 2 says so too).
    note: 'A pause of this kind cannot be seen from inside the process: the clock jumps and nothing else tells it. A pause of several seconds is not common, but it happens: a long garbage collection, a stalled network or a busy machine can freeze a process at any point.',
    map: {
      x: { key: 'lease', from: 1, to: 31, step: 1 },
      y: { key: 'pause', from: 0, to: 30, step: 1 },
      title: "Which leases and pauses lose B's update?",
      intro:
        'Every lease up to 31 s and pause up to 30 s, with the other settings as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
