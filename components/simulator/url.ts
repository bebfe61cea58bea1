/** The simulator's settings in the page address, so a reader can share exactly what they see. */
import { SETTING_KEYS, parseSettings, toQuery } from '../../src/sim/index.ts';
import type { Parsed, Settings } from '../../src/sim/index.ts';

/** The settings named in the current address (corrected by the sim's parser), or null when it names none. */
export function readAddress(): Parsed | null {
  const params = new URLSearchParams(window.location.search);
  const named = SETTING_KEYS.some((key) => params.has(key));
  return named ? parseSettings(params) : null;
}

/** Rewrites the address (no new history entry) to show these settings; the defaults give the bare path. */
export function writeAddress(settings: Settings): void {
  const query = toQuery(settings);
  const { pathname, hash, search } = window.location;
  const next = query === '' ? '' : `?${query}`;
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
