/** The chart's text alternative: everything it draws, lane by lane, as sentences a screen reader can read. */
import { formatTime } from '../../../src/sim/kit/index.ts';
import type { Run } from '../../../src/sim/fsync/index.ts';
import { axisOf } from '../../sim-kit/chart.ts';

const at = formatTime;

/** The list "5.0 s, 10.0 s and 15.0 s". */
function times(ts: readonly number[]): string {
  const words = ts.map(at);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The chart in words: the program's lane, memory with its flushes, the disk's cache, the disk, and the crash. */
export function describeChart(run: Run): string {
  const j = run.journey;
  const crash = at(run.crashAt);
  const lines: string[] = [];
  const program: string[] = [];
  if (j.writtenAt !== null) program.push(`calls write() at ${at(j.writtenAt)}`);
  if (j.fsyncFrom !== null) {
    program.push(
      j.fsyncTo === null
        ? `calls fsync at ${at(j.fsyncFrom)} and is still waiting when the power fails`
        : `waits for fsync from ${at(j.fsyncFrom)} to ${at(j.fsyncTo)}`,
    );
  }
  if (j.toldAt !== null) program.push(`says "saved" at ${at(j.toldAt)}`);
  lines.push(program.length === 0 ? 'Program: nothing before the power fails.' : `Program: ${program.join(', ')}.`);

  const happened = run.flushes.filter((f) => !f.afterCrash).map((f) => f.t);
  const missed = run.flushes.filter((f) => f.afterCrash).map((f) => f.t);
  const flushWords = [
    happened.length > 0 ? `flushes at ${times(happened)}` : '',
    missed.length > 0 ? `a flush due at ${times(missed)}, after the power failed, drawn faint` : '',
  ].filter((w) => w !== '');
  let memory = 'Memory (page cache): ';
  if (j.writtenAt === null) memory += 'never holds the new record';
  else if (j.sentAt === null)
    memory += `holds the new record from ${at(j.writtenAt)} until the power fails, which wipes it`;
  else
    memory += `holds the new record from ${at(j.writtenAt)} until ${j.sentBy === 'fsync' ? 'fsync sends' : 'the flush sends'} it down to the disk at ${at(j.sentAt)}`;
  lines.push(
    `${memory}; ${flushWords.length > 0 ? `ticks mark ${flushWords.join(', and ')}` : 'no flush falls within the chart'}.`,
  );
  if (j.sentAt !== null && j.answeredAt === null)
    lines.push('The record is still on its way down when the power fails, and is lost.');

  if (run.settings.diskCache) {
    if (j.answeredAt === null) lines.push("Disk's cache: never holds the new record.");
    else if (j.safeAt === null)
      lines.push(`Disk's cache: holds the new record from ${at(j.answeredAt)} until the power fails, which wipes it.`);
    else
      lines.push(
        `Disk's cache: holds the new record from ${at(j.answeredAt)} until it moves down to the disk at ${at(j.safeAt)}.`,
      );
  }
  lines.push(
    j.safeAt !== null && j.safeAt <= run.crashAt
      ? `Disk: the old record until ${at(j.safeAt)}, then the new record, safe.`
      : 'Disk: the old record throughout.',
  );
  lines.push(
    `At ${crash} the power fails: a line across every lane, and everything above the disk is wiped from then on.`,
  );
  return `Where the record was when the power failed, from 0 to ${at(axisOf(run.chartEnd).max)}. ${lines.join(' ')}`;
}
