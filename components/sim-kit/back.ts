/**
 * "Back to the experiment's settings" and "Back to the question's settings": a button that goes once pressed. The
 * focus, if it was in the figure, moves to the chart's first handle (drawn again for the settings brought back)
 * rather than falling to the page with the button.
 */
import { tick } from 'svelte';

/** Runs `restore` (which brings the settings back), then puts the focus back in `figure` if it was there. */
export async function backKeepingFocus(figure: HTMLElement | undefined, restore: () => void): Promise<void> {
  const had = figure?.contains(document.activeElement) === true;
  restore();
  await tick();
  if (had) figure?.querySelector<HTMLElement>('[data-handle]')?.focus();
}
