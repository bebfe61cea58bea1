/**
 * How "write-skew" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. No kit map:
 * it needs two settings in seconds, and this lesson has one; the page shows OutcomeMap.svelte under the simulator.
 */
import { CHART_TITLE, SETTINGS_NOTE, model } from './index.ts';
import { CHECKS } from './challenges.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { captionOf, describeRun, lanesOf, onCallAt } from './lanes.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bobAt', lane: 'bob', name: "Bob's start", words: 'Bob starts at {value}' }],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  // Named by its title first, as the kit names a chart whose text alternative it writes.
  description: (run) => `${CHART_TITLE}. ${describeRun(run)}`,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    stateAt: onCallAt,
    checks: CHECKS,
  },
});
