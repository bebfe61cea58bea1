/**
 * The simulator kit's entry for a lesson's simulator island: `Shell`, which a lesson's `Simulator.svelte` wraps with
 * its view. The rest of the kit is imported from its own file (`LabFigure.svelte`, `lane-chart.ts`, `view.ts`, ...),
 * as lessons already do, so this lists only what is imported through it. Nothing here imports a lesson.
 */
export { default as Shell } from './Shell.svelte';
