/** How "Two clients, one counter" is drawn wherever its run is shown: the clients' read-modify-write windows and the counter as
 * lanes, with the chart's caption and a text alternative in the lesson's words. */
import { CHART_TITLE, SETTINGS_NOTE, START_VALUE, model } from './index.ts';
import { defineView } from '../../../components/sim-kit/view.ts';
import { valueAt } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { describeChart } from './alt.ts';
import { captionOf, lanesOf } from './lanes.ts';

export const view = defineView({
  model,
  handles: [{ kind: 'mark', setting: 'bAt', lane: 'B', name: "B's start", words: 'B starts at {value}' }],
  title: CHART_TITLE,
  lanes: lanesOf,
  caption: captionOf,
  description: describeChart,
  rows: 5,
  lab: {
    note: SETTINGS_NOTE,
    stateAt: (run, t) => `the counter holds ${valueAt(run.values, t) ?? START_VALUE}`,
    checks: CHECKS,
  },
});
