/** How "snapshots-and-logs" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_TITLE, SETTINGS_NOTE, entries, model } from './index.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { captionOf, describeRun, lanesOf, pointAt } from './lanes.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'line', setting: 'crashAt', name: 'the crash', words: 'The server crashes at {value}' }],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  description: (run) => `${CHART_TITLE}. ${describeRun(run)}`,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    // The counter in memory at `t` (tenths), and what the log holds, from the run's own lines.
    stateAt: (run, t) => {
      const counter = pointAt(run.counterLine, t);
      const memory = counter === null ? 'memory wiped' : `counter ${counter} in memory`;
      return run.settings.persist === 'log' || run.settings.persist === 'both'
        ? `${memory}, ${entries(pointAt(run.logLine, t) ?? 0)} in the log`
        : memory;
    },
    map: {
      x: { key: 'crashAt', from: 0, to: 20, step: 0.1 },
      y: { key: 'snapEvery', from: 1, to: 10, step: 1 },
      title: 'Which crash times and snapshot intervals lose an OK?',
      intro:
        'Every crash time up to 20 s and every snapshot interval from 1 s to 10 s, with what the server saves as it is now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
