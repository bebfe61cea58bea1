/**
 * Geometry of the chart "What crossed the network", in pixels for a measured width: three lanes (Client A, the
 * server's strip of values, Client B), each message a vertical arrow at the instant it is sent, its label beside
 * it, and the labels stacked in as many rows as they need so that none overlaps another or leaves the plot. Text
 * widths are estimated generously (no DOM here), so a label's real text is never wider than the room it is given.
 */
import type { LaneId, Message, Run } from '../../../src/sim/retries/index.ts';

/** The chart's text size, px; the label widths below are estimated from it. */
export const FONT = 12;
/** A generous width of one character at FONT: wider than any digit or lowercase letter of a system sans. */
const CHAR = FONT * 0.62;
/** Room between a label and its arrow, and between two labels, px. */
const GAP = 6;
/** Height of one row of labels, px. */
const ROW = 16;
/** Height of the server's strip of values, px. */
const STRIP = 22;
/** The least height of a band between two lanes, px. */
const BAND = 46;
/** Room above A's lane for its "?", px. */
const TOP = 30;
/** Two arrows sent at the same instant between the same lanes sit this far either side of it, px. */
const PAIR = 4;
/** Tick spacings the time axis may use, tenths. */
const TICK_STEPS = [5, 10, 20, 50];
/** Least room between two tick labels, px. */
const TICK_ROOM = 56;

/** Estimated width of a text at FONT, px. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR);
}

/** One arrow: a message from one lane to another at x; a lost one stops at `y2` with a cross. */
export interface Arrow {
  x: number;
  y1: number;
  y2: number;
  lost: boolean;
  /** Whose message: A's (to or from A) or B's. */
  party: 'A' | 'B';
  message: Message;
}

/** A label beside an arrow. `x` is where the text is anchored. */
export interface Label {
  x: number;
  y: number;
  anchor: 'start' | 'end';
  text: string;
  /** The left and right edges it occupies, px. */
  left: number;
  right: number;
  row: number;
  lost: boolean;
  party: 'A' | 'B';
  /** Index of the log line that sends the message. */
  event: number;
  /** When the message is sent (tenths), for playback. */
  t: number;
}

/** The server's value after a change, drawn as a badge on its strip. `x` is the true instant, `cx` the badge's centre. */
export interface Badge {
  x: number;
  cx: number;
  width: number;
  text: string;
  by: 'start' | 'A' | 'B';
  event: number;
  /** When the value changed (tenths). */
  t: number;
}

/** Everything the chart draws, in pixels of the plot (the lane names sit in a gutter to its left). */
export interface Layout {
  width: number;
  height: number;
  /** The lanes' vertical positions: A's line, the server's strip (top and bottom), B's line. */
  lanes: { A: number; serverTop: number; serverBottom: number; B: number };
  arrows: Arrow[];
  labels: Label[];
  badges: Badge[];
  /** The "?" on A's lane, or null. */
  question: { x: number; y: number; t: number; event: number } | null;
  axis: { y: number; ticks: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] };
  /** Time (tenths) to x, px. */
  x: (t: number) => number;
}

/** A label's wanted place: beside its arrow, on the side it prefers, in the first row where it fits. */
interface Wanted {
  arrowX: number;
  side: 'left' | 'right';
  text: string;
  lost: boolean;
  party: 'A' | 'B';
  event: number;
  t: number;
}

function sideOf(m: Message): 'left' | 'right' {
  // Requests to the left of their instant, replies to the right, so the pair's labels part like the arrows.
  return m.to === 'server' ? 'left' : 'right';
}

/** Places labels in rows: each in the lowest row where it overlaps nothing, flipped to its other side if it would leave the plot. */
function placeRows(wanted: readonly Wanted[], width: number): Omit<Label, 'y'>[] {
  const rows: { left: number; right: number }[][] = [];
  const placed: Omit<Label, 'y'>[] = [];
  for (const w of wanted) {
    const tw = textWidth(w.text);
    // Beside the arrow on `side`; where even the roomier side is too narrow (long labels on a phone), slid back
    // inside the plot, so it may touch its own arrow but never leaves the chart.
    const span = (side: Wanted['side']): { left: number; right: number } => {
      const left = side === 'left' ? w.arrowX - GAP - tw : w.arrowX + GAP;
      const clamped = Math.min(Math.max(0, left), width - tw);
      return { left: clamped, right: clamped + tw };
    };
    const fits = (side: Wanted['side']): boolean =>
      side === 'left' ? w.arrowX - GAP - tw >= 0 : w.arrowX + GAP + tw <= width;
    const other: Wanted['side'] = w.side === 'left' ? 'right' : 'left';
    const roomier: Wanted['side'] = w.arrowX > width - w.arrowX ? 'left' : 'right';
    const sides: Wanted['side'][] = fits(w.side) ? [w.side] : fits(other) ? [other] : [roomier];
    let chosen: { side: 'left' | 'right'; row: number } | null = null;
    for (let row = 0; chosen === null; row++) {
      const taken = rows[row] ?? [];
      for (const side of sides) {
        const s = span(side);
        if (taken.every((o) => s.right + GAP <= o.left || o.right + GAP <= s.left)) {
          chosen = { side, row };
          break;
        }
      }
    }
    const s = span(chosen.side);
    (rows[chosen.row] ??= []).push(s);
    placed.push({
      x: chosen.side === 'left' ? s.right : s.left,
      anchor: chosen.side === 'left' ? 'end' : 'start',
      text: w.text,
      left: s.left,
      right: s.right,
      row: chosen.row,
      lost: w.lost,
      party: w.party,
      event: w.event,
      t: w.t,
    });
  }
  return placed;
}

/** Badges centred on their instants where there is room, pushed apart (right, then back left at the edge) where not. */
function placeBadges(run: Run, x: (t: number) => number, width: number): Badge[] {
  const badges: Badge[] = run.values.map((v) => {
    const text = String(v.value);
    const w = textWidth(text) + 10;
    return { x: x(v.t), cx: x(v.t), width: w, text, by: v.by, event: v.event, t: v.t };
  });
  for (let i = 0; i < badges.length; i++) {
    const b = badges[i] as Badge;
    const prev = badges[i - 1];
    const least = prev === undefined ? b.width / 2 : prev.cx + prev.width / 2 + 2 + b.width / 2;
    b.cx = Math.max(b.cx, least);
  }
  for (let i = badges.length - 1; i >= 0; i--) {
    const b = badges[i] as Badge;
    const next = badges[i + 1];
    const most = next === undefined ? width - b.width / 2 : next.cx - next.width / 2 - 2 - b.width / 2;
    b.cx = Math.min(b.cx, most);
  }
  return badges;
}

/** The tick step (tenths) that keeps tick labels TICK_ROOM apart at this width. */
function tickStep(end: number, width: number): number {
  return TICK_STEPS.find((s) => (s / end) * width >= TICK_ROOM) ?? 100;
}

/** Lays out a run's chart for a plot `width` px wide. */
export function layout(run: Run, width: number): Layout {
  const end = run.chartEnd;
  const x = (t: number): number => (t / end) * width;

  // Two arrows between the same lanes at the same instant part either side of it.
  const pairKey = (m: Message): string => `${m.t}:${m.from === 'B' || m.to === 'B' ? 'B' : 'A'}`;
  const perInstant = new Map<string, number>();
  for (const m of run.messages) perInstant.set(pairKey(m), (perInstant.get(pairKey(m)) ?? 0) + 1);
  const arrowX = (m: Message): number => {
    const shared = (perInstant.get(pairKey(m)) ?? 0) > 1;
    return x(m.t) + (shared ? (m.to === 'server' ? -PAIR : PAIR) : 0);
  };

  const partyOf = (m: Message): 'A' | 'B' => (m.from === 'B' || m.to === 'B' ? 'B' : 'A');
  const wantedOf = (party: 'A' | 'B'): Wanted[] =>
    run.messages
      .filter((m) => partyOf(m) === party)
      .map((m) => ({ arrowX: arrowX(m), side: sideOf(m), text: m.short, lost: m.lost, party, event: m.event, t: m.t }));
  const aLabels = placeRows(wantedOf('A'), width);
  const bLabels = placeRows(wantedOf('B'), width);
  const rowsIn = (labels: readonly { row: number }[]): number => Math.max(0, ...labels.map((l) => l.row + 1));
  const bandHeight = (labels: readonly { row: number }[]): number => Math.max(BAND, 12 + rowsIn(labels) * ROW + 8);

  const yA = TOP;
  const serverTop = yA + bandHeight(aLabels);
  const serverBottom = serverTop + STRIP;
  const yB = serverBottom + bandHeight(bLabels);
  const axisY = yB + 14;

  const laneY = (lane: LaneId, towards: LaneId): number =>
    lane === 'A' ? yA : lane === 'B' ? yB : towards === 'A' ? serverTop : serverBottom;
  const arrows: Arrow[] = run.messages.map((m) => {
    const y1 = laneY(m.from, m.to);
    const full = laneY(m.to, m.from);
    return { x: arrowX(m), y1, y2: m.lost ? (y1 + full) / 2 : full, lost: m.lost, party: partyOf(m), message: m };
  });

  const labels: Label[] = [
    ...aLabels.map((l) => ({ ...l, y: yA + 16 + l.row * ROW })),
    ...bLabels.map((l) => ({ ...l, y: serverBottom + 16 + l.row * ROW })),
  ];

  const step = tickStep(end, width);
  const ticks: Layout['axis']['ticks'] = [];
  for (let t = 0; t <= end; t += step) {
    const tx = x(t);
    ticks.push({
      x: tx,
      text: `${t / 10} s`,
      anchor: tx < TICK_ROOM / 2 ? 'start' : width - tx < TICK_ROOM / 2 ? 'end' : 'middle',
    });
  }

  return {
    width,
    height: axisY + 22,
    lanes: { A: yA, serverTop, serverBottom, B: yB },
    arrows,
    labels,
    badges: placeBadges(run, x, width),
    question:
      run.question === null ? null : { x: x(run.question), y: yA - 14, t: run.question, event: run.questionEvent },
    axis: { y: axisY, ticks },
    x,
  };
}
