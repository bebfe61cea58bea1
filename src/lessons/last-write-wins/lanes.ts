/**
 * The chart "Whose write the store kept" as data for the kit's lane chart: Client A, Client B and the Store under
 * an axis of real time. Each write is a mark at the real moment it happened, with its value and stamp, and an arrow
 * down to the store; A's clock is drawn beside real time: its stamp stands where real time reaches that reading, an
 * outline from the real moment to it, so the skew is an offset one can see. B's read of the store is an arrow up to
 * B; the store's lane holds its value (with the stamp it keeps) as a strip, and a write it dropped is crossed out
 * there. It reads only what the run holds.
 */
import { formatTime, formatSpan } from '../../kit/index.ts';
import { CAPTION, skewWords } from './index.ts';
import type { Run, Write } from './index.ts';
import type { LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';

/** "writes 11 · stamp 4.0 s", or the counter, with shorter words for a narrow chart. */
function writeWords(w: Write): { label: string; short: string[] } {
  const stamp = w.stamp.kind === 'wall' ? `stamp ${w.stamp.text}` : `counter ${w.stamp.text}`;
  const tiny = w.stamp.kind === 'wall' ? w.stamp.text : `(${w.stamp.text})`;
  return { label: `writes ${w.value} · ${stamp}`, short: [`${w.value} · ${stamp}`, `${w.value} · ${tiny}`] };
}

/** What the store holds at time `t` (tenths), for the line under playback: "the store holds 11". */
export function heldAt(run: Run, t: number): string {
  let value = run.held[0]?.value ?? 10;
  for (const h of run.held) if (h.t <= t) value = h.value;
  return `the store holds ${value}`;
}

/** Where A's clock puts its stamp on the chart (tenths of real time), or null when no offset is drawn. */
function stampAt(run: Run): { from: number; at: number } | null {
  const a = run.writes.find((w) => w.by === 'A');
  if (a === undefined || a.stamp.kind !== 'wall' || run.skew === 0) return null;
  const at = Math.max(0, a.stamp.value);
  return { from: Math.min(a.t, at), at };
}

/**
 * The caption for this run drawn up to `drawnTo` (tenths; null: the whole run): how to read a write, when B writes
 * (the gap as a real time), and A's offset and a dropped write only once the chart draws them.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number): boolean => drawnTo === null || t <= drawnTo;
  const [a, b] = [run.writes.find((w) => w.by === 'A'), run.writes.find((w) => w.by === 'B')];
  const offset = stampAt(run);
  return [
    a?.stamp.kind === 'lamport' ? CAPTION.lamport : CAPTION.wall,
    a && b ? CAPTION.gap(formatSpan(b.t - a.t), formatTime(b.t)) : '',
    offset && drawn(offset.from) ? CAPTION.offset : '',
    run.writes.some((w) => !w.applied && drawn(w.t)) ? CAPTION.dropped : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** The run as lanes, marks, messages and the store's values (tenths of real time). */
export function lanesOf(run: Run): LaneChartData {
  const lane = { A: 'A', B: 'B' } as const;
  const marks: Record<'A' | 'B' | 'store', LaneMark[]> = { A: [], B: [], store: [] };
  const spans: LaneSpan[] = [];
  const messages: LaneMessage[] = [];
  const stamps = run.writes.filter((w) => w.stamp.kind === 'wall').map((w) => w.stamp.value);

  const bRead = run.reads.find((r) => r.by === 'B');
  // B's read comes before its write at the same instant: its arrow is listed first, so it stands on the left.
  if (bRead !== undefined) {
    messages.push({
      id: 'read',
      from: 'store',
      to: 'B',
      sent: bRead.t,
      arrives: bRead.t,
      tone: 'neutral',
      // Beside B's lane, "reads 11": the lane names the reader, the store's strip beside it the counter it read
      // ("11 (1)"), and the row below the store is left to the strip's words.
      label: `reads ${bRead.value}`,
    });
  }
  for (const w of run.writes) {
    const words = writeWords(w);
    const tone = w.applied ? 'neutral' : 'harm';
    marks[lane[w.by]].push({ id: `write-${w.by}`, t: w.t, symbol: 'dot', tone, ...words });
    messages.push({ id: `to-store-${w.by}`, from: w.by, to: 'store', sent: w.t, arrives: w.t, tone });
    // Acknowledged and dropped: crossed out where it reached the store, never applied.
    if (!w.applied)
      marks.store.push({
        id: `dropped-${w.by}`,
        t: w.t,
        symbol: 'cross',
        tone: 'harm',
        label: `${w.by}'s ${w.value} dropped`,
        short: [`${w.value} dropped`],
      });
  }
  // A's clock beside real time: its stamp stands where real time reaches that reading, so the skew is an offset.
  const a = run.writes.find((w) => w.by === 'A');
  const offset = stampAt(run);
  if (a !== undefined && offset !== null) {
    const { at } = offset;
    spans.push({ id: 'offset', from: offset.from, to: Math.max(a.t, at), tone: 'wait', style: 'outline' });
    marks.A.push({
      id: 'stamp-at',
      t: at,
      symbol: 'diamond',
      tone: 'wait',
      label: `A's clock, ${skewWords(run.skew)}`,
      short: [skewWords(run.skew)],
    });
  }
  // The value with the stamp the store keeps beside it; on a narrow chart the value alone (the writes carry stamps).
  const held = run.held.map((h) => ({
    t: h.t,
    value: h.stamp ? `${h.value} (${h.stamp.text})` : String(h.value),
    short: String(h.value),
  }));
  return {
    end: run.end,
    // Room after the last write for its words, and past the latest stamp.
    scale: Math.max(run.end + 20, run.chartEnd, ...stamps.map((s) => s + 5)),
    lanes: [
      { id: 'A', name: 'Client A', spans, marks: marks.A },
      { id: 'B', name: 'Client B', spans: [], marks: marks.B },
      {
        id: 'store',
        name: 'Store',
        spans: [],
        marks: marks.store,
        series: { kind: 'strip', points: held, lead: 'holds ' },
      },
    ],
    messages,
  };
}
