/**
 * The settings of "The counter that forgot", named once (lesson spec, Part 2, the settings table): keys, labels,
 * kinds, ranges and defaults. The snapshot interval is a count of whole seconds, so an address such as
 * `snapEvery=2.5` gets the kit's notice, and snapshots (whole seconds) never meet increments (half seconds).
 */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  persist: {
    kind: 'choice',
    label: 'What the server saves',
    options: [
      { value: 'none', label: 'Nothing (memory only)' },
      { value: 'snapshots', label: 'Snapshots' },
      { value: 'log', label: 'A log' },
      { value: 'both', label: 'Snapshots and a log' },
    ],
    default: 'none',
  },
  snapEvery: { kind: 'count', label: 'Snapshot every (seconds)', min: 1, max: 10, default: 5 },
  crashAt: { kind: 'seconds', label: 'Crash at', min: 0, max: 20, default: 7.3 },
} as const;

/** What a reader can set: what the server saves, the snapshot interval (whole seconds) and the crash time. */
export type Settings = SettingsOf<typeof descriptor>;
