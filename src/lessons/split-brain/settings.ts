/** The settings of "Split brain" (lesson spec, Part 2, the settings table). */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  n: { kind: 'count', label: 'Replicas (N)', min: 3, max: 7, default: 5 },
  cut: {
    kind: 'count',
    label: 'Replicas cut off',
    min: 0,
    // At most half of N, rounded down, as a dependent range, so the panel, the address and the lesson data apply one
    // limit; the kit settles N first, since it comes first.
    max: { of: 'n', per: 2 },
    default: 2,
  },
  policy: {
    kind: 'choice',
    label: 'Who may accept a write',
    options: [
      { value: 'any', label: 'Answer on any side' },
      { value: 'majority', label: 'Majority only' },
    ],
    default: 'any',
  },
  together: { kind: 'switch', label: "B reaches A's side", default: false },
  bAt: { kind: 'seconds', label: 'When B writes', min: 0, max: 12, default: 3 },
  healAt: { kind: 'seconds', label: 'When the network heals', min: 1, max: 12, default: 6 },
} as const;

export type Settings = SettingsOf<typeof descriptor>;
