/**
 * The guided walkthrough of a lesson's experiments. Pages use Experiments.astro (it loads the data by lesson id);
 * this index names the island and its helpers. (svelte-check cannot resolve .astro modules, so they are imported
 * by path rather than re-exported here.)
 */
export { default as Walkthrough } from './Walkthrough.svelte';
export { showsPreset } from './preset.ts';
export type { ExperimentView } from './preset.ts';
