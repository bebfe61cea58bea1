/** The lesson's simulator island and the helpers its parts share. */
export { default as Simulator } from './Simulator.svelte';
export { axisOf, pct, segmentsOf } from './chart.ts';
export { readAddress, writeAddress } from './url.ts';
