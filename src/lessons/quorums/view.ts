/** How "quorums" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_CAPTION, CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { defineView } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { describeRun, lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  handles: [{ kind: 'mark', setting: 'readAt', lane: 'b', name: "B's read", words: 'B reads at {value}' }],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: () => CHART_CAPTION,
  // Named by its title first, as the kit names a chart whose text alternative it writes.
  description: (run) => `${CHART_TITLE}. ${describeRun(run)}`,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    // How many replicas hold 15 at `t` (tenths), from the run's own store times.
    stateAt: (run, t) =>
      `${run.replicas.filter((r) => r.storedAt <= t).length} of ${run.replicas.length} replicas hold 15`,
    checks: CHECKS,
  },
});
