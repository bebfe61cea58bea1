import type { SettingsOf } from '../../kit/index.ts';

/** The settings, named once (lesson spec, Part 2, "Settings"); the keys are the address's, in page order. */
export const descriptor = {
  pause: { kind: 'seconds', label: "Server 1's pause", min: 0, max: 60, default: 15 },
  timeout: { kind: 'seconds', label: 'Election timeout', min: 1, max: 30, default: 10 },
  terms: { kind: 'switch', label: 'Servers check terms', default: false },
  reads: {
    kind: 'choice',
    label: 'How Server 1 answers reads',
    options: [
      { value: 'memory', label: 'From its memory' },
      { value: 'lease', label: 'Under a lease on its own clock' },
      { value: 'majority', label: 'After a majority confirms' },
    ],
    default: 'memory',
  },
  lag: { kind: 'seconds', label: "Server 1's clock misses", min: 0, max: 10, default: 0 },
} as const;

/** What a reader can set: seconds (multiples of 0.1), a switch and a choice. */
export type Settings = SettingsOf<typeof descriptor>;
