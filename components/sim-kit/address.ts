/** A simulator's settings in the page address, so a reader can share exactly what they see. */
import type { Descriptor, Parsed, SettingsKit, SettingsRecord } from '../../src/kit/index.ts';

type Kit = SettingsKit<Descriptor>;

/** The settings named in an address's query (corrected by the kit's parser), or null when it names none. */
export function readAddress(kit: Kit, search: string): Parsed<SettingsRecord> | null {
  const params = new URLSearchParams(search);
  return kit.named(params) ? kit.parse(params) : null;
}

/**
 * The settings a simulator waking on address `search` loads: none when settings were `loaded` before it woke (an
 * experiment the reader asked for last wins over the address), or when the address names none (the defaults show,
 * and the store stays as it was).
 */
export function settingsOnWake(kit: Kit, search: string, loaded: SettingsRecord | null): Parsed<SettingsRecord> | null {
  return loaded === null ? readAddress(kit, search) : null;
}

/**
 * The query that shows these settings, keeping every parameter that is not the simulator's own (another tool's
 * or a tracker's) in its place; at the defaults, ours are left out.
 */
export function nextSearch(kit: Kit, search: string, settings: SettingsRecord): string {
  const ours = new Set(kit.keys);
  const kept = [...new URLSearchParams(search)].filter(([key]) => !ours.has(key));
  const query = new URLSearchParams([...kept, ...new URLSearchParams(kit.toQuery(settings))]).toString();
  return query === '' ? '' : `?${query}`;
}

/** Rewrites the page address (no new history entry) to show these settings. */
export function writeAddress(kit: Kit, settings: SettingsRecord): void {
  const { pathname, hash, search } = window.location;
  const next = nextSearch(kit, search, settings);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
