/** The settings (lesson spec, Part 2); the snapshot interval counts whole seconds: snapshots never meet increments. */
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
