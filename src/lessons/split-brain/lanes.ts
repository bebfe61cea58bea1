/** The chart as the kit's lanes: Client A, Replica 1 .. N (the main side, then the cut-off side), Client B. */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneMessage, Tone } from '../../kit/index.ts';
import { SPLIT_AT, partitioned } from './rules.ts';
import type { Held, Side, State, Write } from './rules.ts';
import type { Settings } from './settings.ts';

const replicaId = (i: number): string => `replica-${i}`;

/** A client's mark for its write: a tick for "done", ⊘ for a refusal. */
const CLIENT_MARKS = {
  done: { symbol: 'check', tone: 'safe', label: 'done' },
  refused: { symbol: 'refused', tone: 'refused', label: 'refused: no majority', short: ['refused'] },
} as const;

/** The chart, mapped from the state at the end, on an axis a little past the log's last line (`end`). */
export function lanes(p: State, end: number, s: Settings): LaneChartData {
  const sides = Array.from({ length: s.n }, (_, k): Side => (k < s.n - s.cut ? 'main' : 'cut'));
  const partition = partitioned(p.s) ? { from: SPLIT_AT, to: p.s.healAt } : null;
  const firstCut = sides.indexOf('cut') + 1;
  const cutOff = [replicaId(firstCut), replicaId(s.n)] as const;
  // The heal, where the side whose value it replaced held an acknowledged write, and that side.
  const drop = p.heal !== null && p.heal.dropped.length > 0 ? p.heal : null;
  const dropped: Side | null = drop === null ? null : drop.winner === 'main' ? 'cut' : 'main';
  const firstDropped = dropped === 'main' ? 1 : firstCut;

  /** A value's tone: the start neutral, a value the heal drops harm, any other written value safe. */
  const toneOf = (side: Side, h: Held & { t: number }): Tone => {
    if (h.writer === null) return 'neutral';
    return drop !== null && dropped === side && drop.dropped.includes(h.writer) && h.t < drop.at ? 'harm' : 'safe';
  };

  const replicaLane = (side: Side, i: number): Lane => {
    const marks: LaneMark[] = [];
    if (drop !== null && dropped === side) {
      const first = i === firstDropped;
      const what = drop.dropped.map((c) => (c === 'A' ? '+1' : '+5')).join(' ');
      marks.push({
        id: `dropped-${i}`,
        t: drop.at,
        symbol: 'cross',
        tone: 'harm',
        label: first ? `${what} dropped` : '',
        short: first ? ['dropped'] : [],
      });
    }
    const points = p.history[side].map((h) => ({ t: h.t, value: String(h.value), tone: toneOf(side, h) }));
    return {
      id: replicaId(i),
      name: `Replica ${i}`,
      spans: [],
      marks,
      series: { kind: 'strip', inside: true, points },
    };
  };

  const clientLane = (client: 'A' | 'B'): Lane => ({
    id: client === 'A' ? 'a' : 'b',
    name: `Client ${client}`,
    spans: [],
    marks: p.writes.flatMap((w) => {
      const mark = w.accepted ? 'done' : 'refused';
      return w.client === client ? [{ id: `${mark}-${client}`, t: w.at, ...CLIENT_MARKS[mark] }] : [];
    }),
  });

  /** A write's arrows, one to each replica reached, nearest its client's lane first; the nearest carries the stamp. */
  const arrowsOf = (w: Write): LaneMessage[] => {
    const amount = `+${w.amount}`;
    const hit = sides.flatMap((side, k) => (w.reached === 'all' || side === w.reached ? [k + 1] : []));
    return (w.client === 'A' ? hit : hit.reverse()).map((i, k) => ({
      id: `write-${w.client}-${i}`,
      from: w.client === 'A' ? 'a' : 'b',
      to: replicaId(i),
      sent: w.at,
      arrives: w.at,
      tone: w.accepted ? 'safe' : 'refused',
      ...(k === 0
        ? { label: `${amount}, stamp ${formatTime(w.at)}`, short: [`${amount} @${formatTime(w.at)}`, amount] }
        : {}),
    }));
  };

  /** What each side holds at `t`, for the line under the playback. */
  const heldAt = (t: number): string => {
    const at = (side: Side): number => p.history[side].filter((h) => h.t <= t).at(-1)!.value;
    const split = partition !== null && t >= partition.from && t < partition.to;
    if (!split && at('main') === at('cut')) return `every replica holds ${at('main')}`;
    return `the main side holds ${at('main')}, the cut-off side ${at('cut')}${split ? ': split' : ''}`;
  };
  const changes = [0, ...p.history.main.map((h) => h.t), ...p.history.cut.map((h) => h.t)];
  if (partition !== null) changes.push(partition.from, partition.to);

  // How to read the chart, naming only what the run draws, and a mark only once the playback has drawn it.
  const refusedAt = p.writes.find((w) => !w.accepted)?.at;
  const caption: CaptionPart[] = [{ text: 'Each replica lane shows the value it holds.' }];
  const say = (text: string, from?: number): void => void caption.push(from === undefined ? { text } : { text, from });
  if (partition !== null)
    say(' The dashed band covers the cut-off replicas while the network is split, until the dotted line of the heal.');
  say(' Arrows are writes, +1 from A and +5 from B, with their stamp; a tick on a client means "done".');
  if (refusedAt !== undefined) say(' ⊘ on a client means its write was refused.', refusedAt);
  if (drop !== null) say(' A cross at the heal marks a value dropped although its write was acknowledged.', drop.at);

  return {
    end,
    scale: end + 5, // the axis runs 0.5 s past the log's last line
    lanes: [clientLane('A'), ...sides.map((side, k) => replicaLane(side, k + 1)), clientLane('B')],
    messages: p.writes.flatMap(arrowsOf),
    brackets:
      partition === null
        ? []
        : [{ id: 'partition', ...partition, lanes: cutOff, tone: 'refused', label: 'cut off', short: ['cut'] }],
    walls:
      partition === null
        ? []
        : [{ id: 'heal', t: partition.to, tone: 'safe', label: 'network heals', short: ['heals', 'heal'] }],
    caption,
    holds: [...new Set(changes)].sort((a, b) => a - b).map((t) => ({ t, value: heldAt(t) })),
  };
}
