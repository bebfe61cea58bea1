/**
 * The quorums lesson's settings, named once (lesson spec, Part 2, the settings table): keys, labels, kinds, ranges
 * and defaults. W and R are at most N and the slow count at most N - 1: the kit's dependent ranges say so, so the
 * panel, the address and the lesson data all apply the same limits.
 */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  n: { kind: 'count', label: 'Replicas (N)', min: 3, max: 5, default: 3 },
  w: { kind: 'count', label: 'Write quorum (W)', min: 1, max: { of: 'n' }, default: 2 },
  r: { kind: 'count', label: 'Read quorum (R)', min: 1, max: { of: 'n' }, default: 1 },
  slow: { kind: 'count', label: 'Slow replicas', min: 0, max: { of: 'n', plus: -1 }, default: 1 },
  readAt: { kind: 'seconds', label: 'When B reads', min: 0, max: 10, default: 2 },
} as const;

/** What a reader can set: N, W, R, how many replicas are slow, and when B reads (seconds). */
export type Settings = SettingsOf<typeof descriptor>;
