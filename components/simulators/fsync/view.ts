/** How "fsync" is drawn wherever its run is shown: the lab's figure, the simulator, a practice question. */
import { CHART_TITLE, model } from '../../../src/sim/fsync/index.ts';
import { defineView } from '../../sim-kit/view.ts';
import Chart from './Chart.svelte';

export const view = defineView({ model, title: CHART_TITLE, Chart, rows: 3 });
