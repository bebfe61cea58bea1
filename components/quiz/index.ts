/**
 * The self-check of a lesson. Pages use SelfCheck.astro (it loads the questions by lesson id); this index names
 * the island for code that already has the questions. (svelte-check cannot resolve .astro modules, so they are
 * imported by path rather than re-exported here.)
 */
export { default as SelfCheckIsland } from './SelfCheck.svelte';
