/** The fsync lesson's settings, named once (lesson spec, Part 2): all that reads or writes them derives from here. */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  fsync: { kind: 'switch', label: 'Call fsync before saying "saved"', default: false },
  flushEvery: { kind: 'seconds', label: 'The OS flushes every', min: 1, max: 30, default: 5 },
  crashAt: { kind: 'seconds', label: 'Power fails at', min: 0, max: 20, default: 3 },
  diskCache: { kind: 'switch', label: 'The disk answers from its cache', default: false },
} as const;

/** What a reader can set: fsync on or off, the flush period, when the power fails, and the disk's cache. */
export type Settings = SettingsOf<typeof descriptor>;
