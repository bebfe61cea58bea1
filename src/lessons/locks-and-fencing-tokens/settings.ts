import type { SettingsOf } from '../../kit/index.ts';

/** The settings of the lesson, in page order, with the default run's values (spec Part 2). */
export const descriptor = {
  lease: { kind: 'seconds', label: 'Lease', min: 1, max: 60, default: 10 },
  pause: { kind: 'seconds', label: 'Pause', min: 0, max: 60, default: 15 },
  bAt: { kind: 'seconds', label: 'When B asks', min: 0, max: 60, default: 10.3 },
  check: { kind: 'switch', label: 'Check before writing', default: false },
  fencing: { kind: 'switch', label: 'Fencing', default: false },
} as const;

/** What a reader can set: three times in seconds (multiples of 0.1) and two switches. */
export type Settings = SettingsOf<typeof descriptor>;
