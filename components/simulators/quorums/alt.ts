/** The chart's text alternative: what it draws, in order, as sentences a screen reader can read. */
import { formatTime } from '../../../src/sim/kit/index.ts';
import type { Run } from '../../../src/sim/quorums/index.ts';
import { axisOf } from '../../sim-kit/chart.ts';

/** The chart in words: each replica's value over time, A's write and acknowledgements, "done", and B's read. */
export function describeChart(run: Run): string {
  const bands = run.replicas
    .map((r) => `${r.name}${r.slow ? ' (slow)' : ''} holds 10, then 15 from ${formatTime(r.storedAt)}`)
    .join('; ');
  const asked = run.messages
    .filter((m) => m.kind === 'answer')
    .map((m) => `Replica ${m.replica} answers ${m.value}${m.stale ? ', stale' : ''}`)
    .join('; ');
  return (
    `From 0 to ${formatTime(axisOf(run.chartEnd).max)}. ${bands}. ` +
    `Client A sends 15 to every replica at 1.0 s; each acknowledgement reaches A 0.1 s after its replica stores it, ` +
    `and A is told "done" at ${formatTime(run.doneAt)}. ` +
    `At ${formatTime(run.readAt)} Client B asks ${run.replicas.filter((r) => r.asked).length} of them: ${asked}. ` +
    `B reads ${run.result.valueRead}${run.result.stale ? ', a stale read' : ''}.`
  );
}
