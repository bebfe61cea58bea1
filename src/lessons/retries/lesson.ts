/** How "retries" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_TITLE, SETTINGS_NOTE, model, valueAt } from './index.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';
import { captionOf, describeRun, lanesOf } from './lanes.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bAt', lane: 'B', name: "B's add", words: 'B adds 5 at {value}' }],
  title: CHART_TITLE,
  lanes: (run) => lanesOf(run),
  caption: captionOf,
  description: describeRun,
  rows: 4,
  lab: { note: SETTINGS_NOTE, stateAt: (run, t) => `the server holds ${valueAt(run, t)}`, checks: CHECKS },
});
