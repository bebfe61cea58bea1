/**
 * The chart "Who held the lock when" as lanes for the kit's lane chart: the lock service (whom it gave the lock, with
 * which token), Client A (its real lease, its pause, and drawn over them how long it believes it holds the lock),
 * Client B (its wait and its lease), the storage's value and, under it, the highest token it has accepted; the line where A's
 * lease ends, and across both clients the time A writes without the lock. Pure: the run in, the chart's data out.
 */
import type { Run, WriteMark } from './index.ts';
import type { Lane, LaneChartData, LaneMark, LaneSpan, LaneSymbol } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import { outcomeOfWrite, summaryOf } from './words.ts';

/** The lesson's long runs take 20 s (tenths): a shorter run's chart says what share of that it shows. */
const LONG_RUNS = 200;

/** The latest time (tenths) anything in the run's chart reaches: events, spans and B's request. */
export function lastMoment(run: Run): number {
  const { A, B } = run.lanes;
  return Math.max(run.end, A.held?.to ?? 0, B.held?.to ?? 0, A.paused?.to ?? 0, B.askedAt, 10);
}

/** The chart's text alternative: the lesson's own summary, which says more than the kit's reading of the lanes
 * (how each hold ended, how long A believed past its lease, while the lock service had given it to B). */
export function descriptionOf(run: Run): string {
  return summaryOf(run, axisOf(lastMoment(run)).max);
}

/** A write's mark by what it did, not how, in the verdicts' tone and symbol: accepted (✓), refused (⊘), late but
 * harmless (◷), or the one that overwrote someone's update (a diamond). */
function writeMark(run: Run, write: WriteMark): LaneMark {
  const outcome = outcomeOfWrite(run, write);
  const { tone } = outcome;
  const symbol: LaneSymbol =
    tone === 'refused' ? 'refused' : tone === 'harm' ? 'diamond' : tone === 'harmless' ? 'late' : 'check';
  return {
    id: `write-${write.client}`,
    t: write.t,
    symbol,
    tone,
    label: `writes ${write.value}: ${outcome.short}`,
    short: [`${write.value}: ${outcome.short}`, outcome.short, `${write.value}`],
  };
}

/** The run as the lane chart draws it. */
export function lanesOf(run: Run): LaneChartData {
  const { A, B } = run.lanes;
  const leaseEnd = A.leaseEndedAt;
  const belief = run.beliefA;
  /** A believes it holds the lock past its lease: from the lease's end to its write. The lesson's idea. */
  const wrongly =
    belief !== null && leaseEnd !== null && belief.to > leaseEnd ? { from: leaseEnd, to: belief.to } : null;
  const writeMarks = (client: 'A' | 'B') => run.lanes[client].writes.map((w) => writeMark(run, w));
  // Only a write that lost an update makes A's time without the lock read as harm; a refused or harmless one not.
  const harm = A.writes.some((w) => outcomeOfWrite(run, w).tone === 'harm');

  const grants: LaneSpan[] = [A, B].flatMap((l) =>
    l.held === null
      ? []
      : [
          {
            id: `grant-${l.client}`,
            ...l.held,
            tone: 'safe' as const,
            label: `${l.client} · token ${l.token}`,
            short: [`token ${l.token}`],
          },
        ],
  );

  const read = run.events.find((e) => e.kind === 'read' && e.actor === 'A');
  const check = run.events.find((e) => e.kind === 'check-ok' || e.kind === 'check-expired');
  const clientA: Lane = {
    id: 'A',
    name: 'Client A',
    spans: [
      ...(A.held ? [{ id: 'lease-A', ...A.held, tone: 'safe' as const }] : []),
      // The pause as a thin amber bar inside the lease's band, so both read where they overlap (a full-height
      // band would hide the lease under it, and the caption says what each colour is).
      ...(A.paused ? [{ id: 'pause', ...A.paused, tone: 'wait' as const, style: 'thin' as const }] : []),
      // What A believes, outlined over what is: within its lease, then (labelled) past it.
      ...(belief
        ? [
            {
              id: 'belief',
              from: belief.from,
              to: wrongly?.from ?? belief.to,
              tone: 'neutral' as const,
              style: 'outline' as const,
            },
          ]
        : []),
      ...(wrongly
        ? [
            {
              id: 'belief-late',
              ...wrongly,
              tone: 'neutral' as const,
              style: 'outline' as const,
              label: 'A still believes it holds the lock',
              short: [
                'A still believes it holds it',
                'still believes it holds it',
                'believes it holds it',
                'believes it holds',
                'believes',
              ],
            },
          ]
        : []),
    ],
    marks: [
      ...(read
        ? [
            {
              id: 'read',
              t: read.t,
              symbol: 'dot' as const,
              tone: 'neutral' as const,
              label: `reads ${read.facts['value']}`,
            },
          ]
        : []),
      ...(check
        ? [
            {
              id: 'check',
              t: check.t,
              symbol: 'diamond' as const,
              tone: 'neutral' as const,
              label: check.kind === 'check-ok' ? 'checks: yes' : 'checks: no, gives up',
              short: [check.kind === 'check-ok' ? 'check: yes' : 'check: no', 'check'],
            },
          ]
        : []),
      ...writeMarks('A'),
    ],
  };

  const clientB: Lane = {
    id: 'B',
    name: 'Client B',
    spans: [
      ...(B.waited
        ? [
            {
              id: 'wait',
              ...B.waited,
              tone: 'neutral' as const,
              style: 'thin' as const,
              label: 'B waits',
              short: ['waits'],
            },
          ]
        : []),
      ...(B.held ? [{ id: 'lease-B', ...B.held, tone: 'safe' as const }] : []),
    ],
    marks: writeMarks('B'),
  };

  const rises = run.store.filter((p, i) => i > 0 && run.store[i - 1]!.highest !== p.highest);
  return {
    end: lastMoment(run),
    // The axis fits the run, so a 2 s run fills the chart; under it, how much of the long runs' 20 s it shows.
    reference: { of: LONG_RUNS, words: 'the 20 s the long runs take' },
    lanes: [
      { id: 'lock', name: 'Lock service', spans: grants, marks: [] },
      clientA,
      clientB,
      {
        id: 'store',
        name: 'Storage',
        spans: [],
        marks: [],
        series: { kind: 'strip', lead: 'holds ', points: run.store.map((p) => ({ t: p.t, value: `${p.value}` })) },
        // Under the value, the highest token it has accepted: from the first accepted write, when it is first known.
        line: {
          lead: 'highest token seen: ',
          shortLeads: ['highest token ', 'token '],
          points: rises.map((p) => ({ t: p.t, value: `${p.highest}`, level: p.highest })),
        },
      },
    ],
    walls:
      leaseEnd === null
        ? []
        : [{ id: 'lease-end', t: leaseEnd, tone: 'harm', label: "A's lease ends", short: ['lease ends', 'lease end'] }],
    brackets:
      wrongly === null
        ? []
        : [
            {
              id: 'without',
              ...wrongly,
              lanes: ['A', 'B'],
              tone: harm ? 'harm' : 'neutral',
              label: 'A writes without the lock',
              short: ['without the lock', 'no lock'],
            },
          ],
  };
}
