/** How "locks-and-fencing-tokens" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { model } from '../../../src/sim/locks-and-fencing-tokens/index.ts';
import { CHART_TITLE } from './words.ts';
import { defineView } from '../../sim-kit/view.ts';
import Chart from './Chart.svelte';

export const view = defineView({ model, title: CHART_TITLE, Chart, rows: 2 });
