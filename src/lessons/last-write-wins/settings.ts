/**
 * The settings of "Last write wins, and the clock that lied", named once (lesson spec, Part 2, the settings table):
 * keys, labels, kinds, ranges and defaults. Everything that reads or writes settings derives from this descriptor.
 */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  order: {
    kind: 'choice',
    label: 'How the store orders writes',
    options: [
      { value: 'wall', label: "By each client's clock (last write wins)" },
      { value: 'lamport', label: 'By a logical counter (Lamport clock)' },
    ],
    default: 'wall',
  },
  skew: { kind: 'seconds', label: "How far A's clock is ahead", min: -5, max: 5, default: 3 },
  gap: { kind: 'seconds', label: 'When B writes', min: 0, max: 5, default: 1 },
  bRead: { kind: 'switch', label: "B reads A's write first", default: true },
} as const;

/** What a reader can set: the store's order, A's clock skew and B's gap (seconds), and whether B read A's write. */
export type Settings = SettingsOf<typeof descriptor>;

/** How the store orders writes: by the writers' clocks, or by a Lamport counter. */
export type Order = Settings['order'];
