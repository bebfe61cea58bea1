/**
 * The chart "The writes on each side of the partition, and the heal" as the kit's lanes: Client A on top, Replica 1 ..
 * N (the main side, then the cut-off side) with the value each holds as a strip, Client B below. The partition is a
 * dashed band across the cut-off lanes for its window, between walls at the split and the heal; each write an arrow
 * to every replica it reached, "done" or a refusal on its client's lane; at the heal a cross on each replica whose
 * value held an acknowledged write that is dropped. Pure: the kit's `LaneChart` draws it.
 */
import { formatTime } from '../../kit/index.ts';
import type { Held, Run, Side, Write } from './index.ts';
import type { Lane, LaneChartData, LaneMark, LaneMessage, Tone } from '../../kit/index.ts';

const replicaId = (i: number): string => `replica-${i}`;
const clientId = (w: Write): string => (w.client === 'A' ? 'a' : 'b');

/** The replicas a write reached, 1-based, nearest its client's lane first. */
function reachedBy(run: Run, w: Write): number[] {
  const all = run.sides.map((side, k) => ({ side, i: k + 1 }));
  const hit = all.filter((r) => w.reached === 'all' || r.side === w.reached).map((r) => r.i);
  return w.client === 'A' ? hit : hit.reverse();
}

/** The side whose value the heal replaced, when it held an acknowledged write. */
function droppedSide(run: Run): Side | null {
  if (run.heal === null || run.heal.dropped.length === 0) return null;
  return run.heal.winner === 'main' ? 'cut' : 'main';
}

/** A value's tone: the start neutral, a value the heal drops bad, any other written value good. */
function toneOf(run: Run, side: Side, h: Held & { t: number }): Tone {
  if (h.writer === null) return 'neutral';
  const dropped = droppedSide(run) === side && run.heal!.dropped.includes(h.writer) && h.t < run.heal!.at;
  return dropped ? 'harm' : 'safe';
}

function replicaLane(run: Run, side: Side, i: number, first: boolean): Lane {
  const marks: LaneMark[] = [];
  if (run.heal !== null && droppedSide(run) === side) {
    const what = run.heal.dropped.map((c) => (c === 'A' ? '+1' : '+5')).join(' ');
    const label = first ? `${what} dropped` : '';
    marks.push({
      id: `dropped-${i}`,
      t: run.heal.at,
      symbol: 'cross',
      tone: 'harm',
      label,
      short: first ? ['dropped'] : [],
    });
  }
  return {
    id: replicaId(i),
    name: `Replica ${i}`,
    spans: [],
    marks,
    series: {
      kind: 'strip',
      inside: true,
      points: run.history[side].map((h) => ({ t: h.t, value: String(h.value), tone: toneOf(run, side, h) })),
    },
  };
}

/** A client's lane: "done" or a refusal for each of its writes. */
function clientLane(run: Run, client: 'A' | 'B'): Lane {
  const marks: LaneMark[] = run.writes
    .filter((w) => w.client === client)
    .map((w) =>
      w.accepted
        ? { id: `done-${client}`, t: w.at, symbol: 'check', tone: 'safe', label: 'done' }
        : {
            id: `refused-${client}`,
            t: w.at,
            symbol: 'refused',
            tone: 'refused',
            label: 'refused: no majority',
            short: ['refused'],
          },
    );
  return { id: client === 'A' ? 'a' : 'b', name: `Client ${client}`, spans: [], marks };
}

/** A write's arrows, one to each replica reached; the nearest carries the amount and the stamp. */
function arrowsOf(run: Run, w: Write): LaneMessage[] {
  const amount = w.client === 'A' ? '+1' : '+5';
  return reachedBy(run, w).map((i, k) => ({
    id: `write-${w.client}-${i}`,
    from: clientId(w),
    to: replicaId(i),
    sent: w.at,
    arrives: w.at,
    tone: w.accepted ? 'safe' : 'refused',
    ...(k === 0
      ? { label: `${amount}, stamp ${formatTime(w.at)}`, short: [`${amount} @${formatTime(w.at)}`, amount] }
      : {}),
  }));
}

/** The run as the kit's lanes, on an axis a little past the log's last line. */
export function lanesOf(run: Run): LaneChartData {
  const firstCut = run.sides.indexOf('cut') + 1;
  const dropped = droppedSide(run);
  const firstDropped = dropped === 'main' ? 1 : firstCut;
  const p = run.partition;
  return {
    end: run.end,
    scale: run.chartEnd,
    lanes: [
      clientLane(run, 'A'),
      ...run.sides.map((side, k) => replicaLane(run, side, k + 1, k + 1 === firstDropped)),
      clientLane(run, 'B'),
    ],
    messages: run.writes.flatMap((w) => arrowsOf(run, w)),
    brackets:
      p === null
        ? []
        : [
            {
              id: 'partition',
              from: p.from,
              to: p.to,
              lanes: [replicaId(firstCut), replicaId(run.sides.length)],
              tone: 'refused',
              label: 'cut off',
              short: ['cut'],
            },
          ],
    walls: p === null ? [] : [{ id: 'heal', t: p.to, tone: 'safe', label: 'network heals', short: ['heals', 'heal'] }],
  };
}

/** What each side holds at `t` (tenths), for the line under the playback. */
export function heldAt(run: Run, t: number): string {
  const at = (side: Side): number => run.history[side].filter((h) => h.t <= t).at(-1)!.value;
  const split = run.partition !== null && t >= run.partition.from && t < run.partition.to;
  if (!split && at('main') === at('cut')) return `every replica holds ${at('main')}`;
  return `the main side holds ${at('main')}, the cut-off side ${at('cut')}${split ? ': split' : ''}`;
}
