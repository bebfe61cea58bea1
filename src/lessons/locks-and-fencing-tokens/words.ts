/** The simulator's own words for this lesson: the lesson spec's caption and note, and the chart's descriptions. */
import { formatTime } from '../../kit/index.ts';
import type { Tone } from '../../kit/index.ts';
import type { Lane, Run, WriteMark } from './index.ts';

/** The note beside the settings: the spec's first sentence (Part 1); the second in Two leaders' words on how common
 * long pauses are (issue 27: "a one-second garbage collection is common" overstated it; Part 2 says so too). */
export const PAUSE_NOTE =
  'A pause of this kind cannot be seen from inside the process: the clock jumps and nothing else tells it. A pause of several seconds is not common, but it happens: a long garbage collection, a stalled network or a busy machine can freeze a process at any point.';

/** The chart's caption (lesson spec, Part 1, word for word). */
export const CHART_CAPTION =
  'Green is the lease. Amber is A paused. If A wakes after the red line, it is writing without the lock and does not know.';

/**
 * The caption for this run: the spec's sentences (CHART_CAPTION, for the default run word for word), each only
 * when what it names is drawn, so a run with no pause or no lease end is not told about an amber bar or a red line.
 */
export function captionOf(run: Run): string {
  const { A } = run.lanes;
  const [lease, paused, line] = CHART_CAPTION.split('. ').map((s, i, all) => (i < all.length - 1 ? `${s}.` : s));
  return [lease, A.paused !== null ? paused : null, A.leaseEndedAt !== null ? line : null]
    .filter((s): s is string => s !== null && s !== undefined)
    .join(' ');
}

/** The chart's heading (lesson spec, Part 1). */
export const CHART_TITLE = 'Who held the lock when';

/** A write judged by what it did, in the verdicts' vocabulary: tone (refused, harm, harmless or safe), and a few
 * words for its label. */
export interface WriteOutcome {
  tone: Tone;
  /** "accepted", "refused", "late, harmless", "B's update lost". */
  short: string;
}

/** How a write ended, read from the storage's answer to it in the run's log. */
export function outcomeOfWrite(run: Run, write: WriteMark): WriteOutcome {
  const answer = run.events.find((e) => e.t === write.t && e.actor === 'store' && e.facts['client'] === write.client);
  if (answer?.kind === 'store-refuse') return { tone: 'refused', short: 'refused' };
  const overwrote = answer?.facts['overwrote'];
  if (typeof overwrote === 'string' && overwrote !== '') return { tone: 'harm', short: `${overwrote}'s update lost` };
  if (write.stale) return { tone: 'harmless', short: 'late, harmless' };
  return { tone: 'safe', short: 'accepted' };
}

/** How a hold ended: released by its holder, or run out at the end of its lease. */
function heldEnd(lane: Lane): string {
  const to = formatTime(lane.held?.to ?? 0);
  return lane.leaseEndedAt === null ? `and releases it at ${to}` : `until its lease ends at ${to}`;
}

function laneWords(run: Run, lane: Lane): string {
  const writes = lane.writes.map((w) => `writes ${w.value} at ${formatTime(w.t)}: ${outcomeOfWrite(run, w).short}`);
  const parts = [
    lane.waited ? `waits from ${formatTime(lane.waited.from)}` : '',
    lane.held
      ? `holds the lock with token ${lane.token} from ${formatTime(lane.held.from)} ${heldEnd(lane)}`
      : 'never gets the lock',
    lane.paused ? `is paused from ${formatTime(lane.paused.from)} to ${formatTime(lane.paused.to)}` : '',
    ...writes,
  ].filter((p) => p !== '');
  return `Client ${lane.client} ${parts.join(', ')}.`;
}

/** The chart's text alternative: what the picture shows, lane by lane, in the same terms. */
export function summaryOf(run: Run, axisEnd: number): string {
  const { A, B } = run.lanes;
  const belief = run.beliefA;
  const beliefWords =
    belief === null
      ? ''
      : A.leaseEndedAt !== null && belief.to > A.leaseEndedAt
        ? ` A believes it holds the lock until ${formatTime(belief.to)}, ${formatTime(belief.to - A.leaseEndedAt)} after its lease ended${B.held && B.held.from < belief.to ? `, while the lock service has given it to B` : ''}.`
        : ` A believes it holds the lock until ${formatTime(belief.to)}, within its lease.`;
  const store = run.store
    .map((p, i) =>
      i === 0 ? `starts at ${p.value}` : `holds ${p.value} from ${formatTime(p.t)} (highest token seen ${p.highest})`,
    )
    .join(', then ');
  return `${CHART_TITLE}, from 0 to ${axisEnd / 10} s. ${laneWords(run, A)}${beliefWords} ${laneWords(run, B)} The storage ${store}.${A.leaseEndedAt !== null ? ` A's lease ends at ${formatTime(A.leaseEndedAt)}.` : ''}`;
}
