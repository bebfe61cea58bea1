/**
 * Geometry of the chart "The write, the acknowledgements and the read", in pixels for a measured width: Client A's
 * lane on top, one band per replica (its value over time, 10 then 15), Client B's lane below. A's write is a line
 * from A to each replica ending when it stores 15, each acknowledgement a line back; B's read a narrow "V" to each
 * replica asked and back at the instant of the read, with the answer in a badge on the replica's band. Everything is
 * taken from the run; nothing here knows the model's rules.
 */
import type { Message, Run } from '../../../src/sim/quorums/index.ts';
import { axisOf, placeLabels, textWidth } from '../../sim-kit/chart.ts';
import type { Box, PlacedLabel } from '../../sim-kit/chart.ts';

/** The chart's text size, px. */
export const FONT = 12;
/** The size the width of bold text is estimated at: semibold glyphs run wider than the kit's estimate at FONT. */
const BOLD = FONT + 1.5;
/** Height of a replica's band, px. */
const BAND = 20;
/** From one band's centre to the next, px. */
const PITCH = 32;
/** Room above A's lane for two rows of labels, px. */
const TOP = 36;
/** From A's lane to the first band's centre, and from the last band's centre to B's lane, px. */
const CLEAR = 36;
/** Half the width of B's read "V" at B's lane, px. */
const SPREAD = 5;
/** An answer badge's radius, px. */
export const BADGE = 9;

/** A line drawn from (x1, y1) to (x2, y2) between `sent` and `arrives` (tenths). */
export interface Line {
  message: Message;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A band's part: the value a replica holds from `from` to `to` (tenths), drawn from x0 to x1. */
export interface Segment {
  value: number;
  from: number;
  to: number;
  x0: number;
  x1: number;
}

/** One replica's row. */
export interface Row {
  index: number;
  name: string;
  /** The band's centre line. */
  y: number;
  slow: boolean;
  segments: Segment[];
  /**
   * The value labels inside the band: each is drawn from `t` (tenths) and, when `until` is set, only while the
   * playback has not reached it (the label moves aside for the answer badge that appears then).
   */
  labels: { x: number; text: string; t: number; until: number | null; end: number }[];
  /** B's answer badge, if this replica was asked. */
  badge: { x: number; value: number; stale: boolean } | null;
}

/** Everything the chart draws, in pixels of the plot (the lane names sit in a gutter to its left). */
export interface Layout {
  width: number;
  height: number;
  x: (t: number) => number;
  lanes: { A: number; B: number };
  rows: Row[];
  lines: Line[];
  axis: { y: number; ticks: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] };
  /** A's "done" mark on its lane. */
  done: { x: number; t: number };
  /** Labels on A's lane ("sends 15", "done") and under B's ("reads 10: stale"), each with the time it appears. */
  labels: (PlacedLabel & { t: number; tone: 'a' | 'b' | 'stale' })[];
}

/** Lays the run out for a plot `width` px wide. */
export function layout(run: Run, width: number): Layout {
  const axis = axisOf(run.chartEnd);
  const x = (t: number): number => (Math.min(t, axis.max) / axis.max) * width;
  const n = run.replicas.length;
  const A = TOP;
  const rowY = (i: number): number => A + CLEAR + (i - 1) * PITCH;
  const B = rowY(n) + CLEAR;
  const axisY = B + 40;

  const answers = new Map(run.messages.filter((m) => m.kind === 'answer').map((m) => [m.replica, m]));
  const rows: Row[] = run.replicas.map((r) => {
    const y = rowY(r.index);
    const stored = r.storedAt;
    const segments: Segment[] = [
      { value: 10, from: 0, to: stored, x0: 0, x1: x(stored) },
      { value: 15, from: stored, to: axis.max, x0: x(stored), x1: width },
    ];
    const answer = answers.get(r.index);
    const badge = answer ? { x: x(run.readAt), value: answer.value ?? 10, stale: answer.stale } : null;
    // Each value is named inside its part of the band where it fits, clear of the answer badge.
    const labels: Row['labels'] = [];
    // Where the answer badge covers the start of a part, the label goes after it, and the badge's number stands for
    // the value: "10 (slow)" becomes "slow", and a "15" beside a badge saying 15 goes.
    const fits = (x0: number, text: string, s: Segment): boolean => x0 + textWidth(text, BOLD) <= s.x1 - 3;
    for (const s of segments) {
      const slow = s.value === 10 && r.slow;
      const full = slow ? '10 (slow)' : String(s.value);
      const start = s.x0 + 4;
      const text = fits(start, full, s) ? full : fits(start, String(s.value), s) ? String(s.value) : '';
      const covered =
        badge !== null && start < badge.x + BADGE + 3 && start + textWidth(text, BOLD) > badge.x - BADGE - 3;
      if (!covered || badge === null) {
        if (text !== '') labels.push({ x: start, text, t: s.from, until: null, end: start + textWidth(text, BOLD) });
        continue;
      }
      // Before the read the label stands at the start; from the read on it goes after the badge.
      if (text !== '')
        labels.push({ x: start, text, t: s.from, until: run.readAt, end: start + textWidth(text, BOLD) });
      const after = Math.max(start, badge.x + BADGE + 4);
      if (slow && fits(after, 'slow', s))
        labels.push({ x: after, text: 'slow', t: run.readAt, until: null, end: after + textWidth('slow', BOLD) });
    }
    return { index: r.index, name: r.name, y, slow: r.slow, segments, labels, badge };
  });

  const lines: Line[] = run.messages.map((m) => {
    const y = rowY(m.replica);
    switch (m.kind) {
      case 'write':
        return { message: m, x1: x(m.sent), y1: A, x2: x(m.arrives), y2: y - BAND / 2 };
      case 'ack':
        return { message: m, x1: x(m.sent), y1: y - BAND / 2, x2: x(m.arrives), y2: A };
      case 'ask':
        return { message: m, x1: x(m.sent) - SPREAD, y1: B, x2: x(m.arrives), y2: y + BAND / 2 };
      case 'answer':
        return { message: m, x1: x(m.sent), y1: y + BAND / 2, x2: x(m.arrives) + SPREAD, y2: B };
    }
  });

  const write = run.messages.find((m) => m.kind === 'write')!;
  const result = run.result;
  const read = result.stale
    ? { text: `reads ${result.valueRead}: stale`, short: [`${result.valueRead}: stale`], tone: 'stale' as const }
    : result.valueRead === 10
      ? { text: 'reads 10: not done yet', short: ['10: not done', '10'], tone: 'b' as const }
      : { text: 'reads 15', short: ['15'], tone: 'b' as const };
  const taken: Box[] = [{ x0: x(run.doneAt) - 5, x1: x(run.doneAt) + 5, y0: A - 5, y1: A + 5 }];
  const placed = placeLabels(
    [
      {
        id: 'send',
        x: x(write.sent),
        text: 'sends 15',
        short: ['15'],
        rows: [A - 10, A - 24],
        prefer: 'end',
        size: BOLD,
      },
      { id: 'done', x: x(run.doneAt), text: 'done', rows: [A - 10, A - 24], prefer: 'start', size: BOLD },
      {
        id: 'read',
        x: x(run.readAt),
        text: read.text,
        short: read.short,
        rows: [B + 18, B + 32],
        prefer: 'middle',
        size: BOLD,
      },
    ],
    width,
    [],
    taken,
  );
  const times = { send: write.sent, done: run.doneAt, read: run.readAt };
  const tones = { send: 'a', done: 'a', read: read.tone } as const;
  const labels = placed.map((p) => ({
    ...p,
    t: times[p.id as keyof typeof times],
    tone: tones[p.id as keyof typeof tones],
  }));

  const ticks = axis.ticks.map((t, i) => ({
    x: x(t),
    text: `${t / 10} s`,
    anchor: (i === 0 ? 'start' : i === axis.ticks.length - 1 ? 'end' : 'middle') as 'start' | 'middle' | 'end',
  }));

  return {
    width,
    height: axisY + 22,
    x,
    lanes: { A, B },
    rows,
    lines,
    axis: { y: axisY, ticks },
    done: { x: x(run.doneAt), t: run.doneAt },
    labels,
  };
}

/** The part of a line drawn by the cursor (tenths): from its start to where the message has got to. */
export function drawnTo(line: Line, cursor: number | null): { x2: number; y2: number } | null {
  const { sent, arrives } = line.message;
  if (cursor === null || cursor >= arrives) return { x2: line.x2, y2: line.y2 };
  if (cursor < sent) return null;
  const f = arrives === sent ? 1 : (cursor - sent) / (arrives - sent);
  return { x2: line.x1 + (line.x2 - line.x1) * f, y2: line.y1 + (line.y2 - line.y1) * f };
}

/** Half a band's height, for the chart's rectangles. */
export const HALF_BAND = BAND / 2;
