/**
 * Bringing a part of the page to the reader: the simulator does it when someone far away asks for it (the
 * walkthrough's "Show in the simulator", the self-check's Replay), and for the way back to where they were.
 */

/**
 * Scrolls `target` to `block` of the screen (smoothly, unless the reader asked for less motion) and moves focus
 * to `focus`, the target by default, without scrolling again.
 */
export function bringIntoView(
  target: HTMLElement,
  reducedMotion: boolean,
  block: ScrollLogicalPosition,
  focus: HTMLElement = target,
): void {
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block });
  focus.focus({ preventScroll: true });
}
