/**
 * What the simulator watches of the screen once mounted: media queries (reduced motion, a phone's width) and whether
 * its chart fits the screen's height. Each watcher reports at once and on every change, and returns its own undo.
 */

/** The part of a MediaQueryList a watcher uses. */
export interface MediaSource {
  matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** Calls `onchange` with whether `query` matches, now and on every change; returns the way to stop. */
export function watchMedia(
  query: string,
  onchange: (matches: boolean) => void,
  media: (query: string) => MediaSource = (q) => window.matchMedia(q),
): () => void {
  const list = media(query);
  const listener = (event: { matches: boolean }): void => onchange(event.matches);
  onchange(list.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Calls `onchange` with whether `element`, with `room` px above it, fits the window's height, now and whenever
 * either changes size; returns the way to stop.
 */
export function watchFit(
  element: HTMLElement | undefined,
  room: number,
  onchange: (fits: boolean) => void,
): () => void {
  const fit = (): void => onchange(element !== undefined && element.offsetHeight + room <= window.innerHeight);
  const resized = new ResizeObserver(fit);
  if (element) resized.observe(element);
  window.addEventListener('resize', fit);
  fit();
  return () => {
    resized.disconnect();
    window.removeEventListener('resize', fit);
  };
}
