/** The chart's text alternative, which the lane chart is given: what it draws, lane by lane, as sentences a screen
 * reader can read. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import { CHART_TITLE } from './index.ts';
import type { Attempt, Client, Run } from './index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';

function attemptWords(a: Attempt): string {
  if (a.read === null) return `works from ${formatTime(a.from)} and sends "add ${a.amount}" at ${formatTime(a.to)}`;
  const read = `reads ${a.read} at ${formatTime(a.from)}`;
  if (a.refused) return `${read}; its "set to ${a.value} if it is still ${a.read}" at ${formatTime(a.to)} is refused`;
  return `${read} and writes ${a.value} at ${formatTime(a.to)}${a.overwrote ? ", over the other client's update" : ''}`;
}

function laneWords(run: Run, c: Client): string {
  const waits = run.waits.filter((w) => w.client === c);
  const parts = [
    ...waits.map(
      (w) => `waits for the lock from ${formatTime(w.from)} to ${formatTime(w.to)} (${formatSpan(w.to - w.from)})`,
    ),
    ...run.attempts.filter((a) => a.client === c).map(attemptWords),
  ];
  return `Client ${c} ${parts.join(', then ')}.`;
}

/** The chart in words: each client's reads, writes, refusals and waits, the overlap, and the counter's values. */
export function describeChart(run: Run): string {
  const overlap = run.overlaps.map((o) => `The two windows overlap from ${formatTime(o.from)} to ${formatTime(o.to)}.`);
  const values = run.values.map((v, i) => (i === 0 ? `${v.value} at the start` : `${v.value} from ${formatTime(v.t)}`));
  return [
    `${CHART_TITLE}, from 0 to ${axisOf(run.end + 5).max / 10} s.`,
    laneWords(run, 'A'),
    laneWords(run, 'B'),
    ...overlap,
    `The counter holds ${values.join(', then ')}.`,
  ].join(' ');
}
