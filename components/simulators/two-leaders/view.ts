/** How "two-leaders" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { model } from '../../../src/sim/two-leaders/index.ts';
import { CHART_TITLE } from './words.ts';
import { defineView } from '../../sim-kit/view.ts';
import WhoLedWhen from './WhoLedWhen.svelte';

export const view = defineView({ model, title: CHART_TITLE, Chart: WhoLedWhen, rows: 3 });
