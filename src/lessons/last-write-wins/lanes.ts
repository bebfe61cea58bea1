/**
 * The chart "Whose write the store kept", mapped once from the state at the end to the kit's lanes: Client A,
 * Client B and the Store under an axis of real time. Each write is a mark at the real moment it happened, with its
 * value and stamp, and an arrow down to the store; A's clock is drawn beside real time: its stamp stands where real
 * time reaches that reading, an outline from the real moment to it, so the skew is an offset one can see. B's read of
 * the store is an arrow up to B; the store's lane holds its value (with the stamp it keeps) as a strip, and a write
 * it dropped is crossed out there. With the caption and what the store holds at each moment.
 */
import { formatTime, formatSpan } from '../../kit/index.ts';
import type { LaneChartData, LaneMark, LaneSpan, Tone } from '../../kit/index.ts';
import type { Held, State, Write } from './rules.ts';
import { CAPTION, skewWords } from './texts.ts';

/** A write's tone: red when the store acknowledged it and dropped it. */
const toneOf = (w: Write): Tone => (w.applied ? 'neutral' : 'harm');

/** A message that takes no time (the store is one machine), at `t`. */
const instant = (t: number) => ({ sent: t, arrives: t });

/** A write as a mark at its real time on its client's lane: "writes 11 · stamp 4.0 s", or the counter, with shorter
 * words for a narrow chart. */
function writeMark(w: Write): LaneMark {
  const stamp = w.stamp.kind === 'wall' ? `stamp ${w.stamp.text}` : `counter ${w.stamp.text}`;
  const tiny = w.stamp.kind === 'wall' ? w.stamp.text : `(${w.stamp.text})`;
  const words = { label: `writes ${w.value} · ${stamp}`, short: [`${w.value} · ${stamp}`, `${w.value} · ${tiny}`] };
  return { id: `write-${w.by}`, t: w.t, symbol: 'dot', tone: toneOf(w), ...words };
}

/** A write acknowledged and dropped: crossed out on the store's lane where it reached the store, never applied. */
function droppedMark(w: Write): LaneMark {
  const words = { label: `${w.by}'s ${w.value} dropped`, short: [`${w.value} dropped`] };
  return { id: `dropped-${w.by}`, t: w.t, symbol: 'cross', tone: 'harm', ...words };
}

/** The run as lanes, marks, messages and the store's values (`held`), tenths of real time up to `end`. */
export function lanes(p: State, held: readonly Held[], end: number): LaneChartData {
  const [a, b] = [p.writes[0]!, p.writes[1]!]; // A's write, then B's
  const bRead = p.reads.find((r) => r.by === 'B')!; // before A writes, or just before its own write
  const dropped = p.writes.filter((w) => !w.applied);
  // A's clock beside real time: its stamp stands where real time reaches that reading (0 s at the least), an outline
  // from the real moment to it, so the skew is an offset.
  const at = a.stamp.kind === 'wall' && p.s.skew !== 0 ? Math.max(0, a.stamp.value) : null;
  const skew = skewWords(p.s.skew);
  const offset: LaneSpan[] = [];
  const stampAt: LaneMark[] = [];
  if (at !== null) {
    offset.push({ id: 'offset', from: Math.min(a.t, at), to: Math.max(a.t, at), tone: 'wait', style: 'outline' });
    const words = { label: `A's clock, ${skew}`, short: [skew] };
    stampAt.push({ id: 'stamp-at', t: at, symbol: 'diamond', tone: 'wait', ...words });
  }
  // The value with the stamp the store keeps beside it; on a narrow chart the value alone (the writes carry stamps).
  const points = held.map((h) => ({
    t: h.t,
    value: h.stamp ? `${h.value} (${h.stamp.text})` : String(h.value),
    short: String(h.value),
  }));
  const strip = { kind: 'strip', points, lead: 'holds ' } as const;
  const stamps = p.writes.filter((w) => w.stamp.kind === 'wall').map((w) => w.stamp.value);
  return {
    end,
    // Room after the last write for its words, and past the latest stamp.
    scale: Math.max(end + 20, ...stamps.map((s) => s + 5)),
    lanes: [
      { id: 'A', name: 'Client A', spans: offset, marks: [writeMark(a), ...stampAt] },
      { id: 'B', name: 'Client B', spans: [], marks: [writeMark(b)] },
      { id: 'store', name: 'Store', spans: [], marks: dropped.map(droppedMark), series: strip },
    ],
    messages: [
      // Beside B's lane, "reads 11": the lane names the reader, the store's strip beside it the counter it read
      // ("11 (1)"). At the instant of B's write the read comes first, so its arrow stands on the left.
      { id: 'read', from: 'store', to: 'B', ...instant(bRead.t), tone: 'neutral', label: `reads ${bRead.value}` },
      ...p.writes.map((w) => ({ id: `to-store-${w.by}`, from: w.by, to: 'store', ...instant(w.t), tone: toneOf(w) })),
    ],
    // How to read a write and when B writes (the gap as a real time); A's offset and a dropped write once drawn.
    caption: [
      { text: a.stamp.kind === 'lamport' ? CAPTION.lamport : CAPTION.wall },
      { text: ` ${CAPTION.gap(formatSpan(b.t - a.t), formatTime(b.t))}` },
      ...offset.map((o) => ({ text: ` ${CAPTION.offset}`, from: o.from })),
      ...dropped.map((w) => ({ text: ` ${CAPTION.dropped}`, from: w.t })),
    ],
    holds: held.map((h) => ({ t: h.t, value: `the store holds ${h.value}` })),
  };
}
