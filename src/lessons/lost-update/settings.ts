/** The lost-update lesson's settings, named once (lesson spec, Part 2, the settings table); keys are the address's. */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  method: {
    kind: 'choice',
    label: 'How each client adds',
    options: [
      { value: 'plain', label: 'Read, then write the sum' },
      { value: 'atomic', label: 'Ask the storage to add' },
      { value: 'cas', label: 'Write only if unchanged (compare-and-set)' },
      { value: 'lock', label: 'Take a lock, read, write, release' },
    ],
    default: 'plain',
  },
  aWork: { kind: 'seconds', label: "A's work", min: 0, max: 5, default: 2 },
  bAt: { kind: 'seconds', label: 'When B starts', min: 0, max: 6, default: 1.5 },
} as const;

/** What a reader can set: how each client adds, A's work time and when B starts (seconds). */
export type Settings = SettingsOf<typeof descriptor>;
