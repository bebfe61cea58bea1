/** What a run holds at a moment, for playback. */
import type { Run } from './types.ts';

/** Where the record is at time `t` (tenths), after everything that happened at `t`, in a few words. */
export function placeAt(run: Run, t: number): string {
  const j = run.journey;
  if (t >= run.crashAt) {
    return run.lostFrom === 'safe'
      ? 'the power has failed; the new record is safe on the disk'
      : 'the power has failed; the file holds the old record';
  }
  if (j.writtenAt === null || t < j.writtenAt) return 'the file holds the old record';
  if (j.safeAt !== null && t >= j.safeAt) return 'the new record is safe on the disk';
  if (j.answeredAt !== null && t >= j.answeredAt) return "the new record is in the disk's cache";
  if (j.sentAt !== null && t >= j.sentAt) return 'the new record is on its way to the disk';
  return 'the new record is in memory only';
}
