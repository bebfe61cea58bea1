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
const BAND = 52;
/** Room above A's lane for its "?", px. */
const TOP = 30;
/** Half the size of the cross on a lost message, px. */
export const CROSS = 5;
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

/** A label's wanted place: beside its instant's arrows, on the side it prefers. */
interface Wanted {
  /** The leftmost and rightmost arrows sent at its instant in its band (one arrow, or a request and its reply). */
  groupLeft: number;
  groupRight: number;
  side: 'left' | 'right';
  text: string;
  lost: boolean;
  party: 'A' | 'B';
  event: number;
  t: number;
}

/** A stretch of the band a label should not cover, in every row: an arrow of another instant, or a cross. */
interface Obstacle {
  left: number;
  right: number;
  /** A cross marks a lost message and must stay visible; an arrow only passes behind a label's halo. */
  cross: boolean;
  /** The rows it reaches into (a cross sits halfway down the band); undefined for every row. */
  rows?: ReadonlySet<number>;
}

function sideOf(m: Message): 'left' | 'right' {
  // Requests to the left of their instant, replies to the right, so the pair's labels part like the arrows.
  return m.to === 'server' ? 'left' : 'right';
}

/** Most rows of labels a band tries before it relaxes what a label may cover. */
const MAX_ROWS = 4;

/**
 * Places labels in rows. Each goes beside its instant's arrows, on its side if there is room in the plot and on
 * the other side if not (a request's and its reply's labels always on their own sides), in the lowest row where it overlaps no other label and covers no obstacle; where no row
 * up to MAX_ROWS will do, it may cover other instants' arrows, never a cross.
 */
function placeRows(wanted: readonly Wanted[], obstacles: readonly Obstacle[], width: number): Omit<Label, 'y'>[] {
  const rows: { left: number; right: number }[][] = [];
  const placed: Omit<Label, 'y'>[] = [];
  const clear = (a: { left: number; right: number }, b: { left: number; right: number }, gap: number): boolean =>
    a.right + gap <= b.left || b.right + gap <= a.left;
  for (const w of wanted) {
    const tw = textWidth(w.text);
    const wantLeft = (side: Wanted['side']): number => (side === 'left' ? w.groupLeft - GAP - tw : w.groupRight + GAP);
    // Where even the roomier side is too narrow (a long label on a phone), the label slides back inside the plot.
    const span = (side: Wanted['side']): { left: number; right: number } => {
      const left = Math.min(Math.max(0, wantLeft(side)), width - tw);
      return { left, right: left + tw };
    };
    const fits = (side: Wanted['side']): boolean => wantLeft(side) >= 0 && wantLeft(side) + tw <= width;
    const other: Wanted['side'] = w.side === 'left' ? 'right' : 'left';
    const roomier: Wanted['side'] = w.groupLeft > width - w.groupRight ? 'left' : 'right';
    // A request and its reply at one instant: each label keeps its own arrow's side (a lower row if need be), since
    // swapped they would name the wrong arrows ("done: 17" beside the request). A lone arrow's label may change sides.
    const pair = w.groupRight > w.groupLeft;
    const sides: Wanted['side'][] = fits(w.side)
      ? fits(other) && !pair
        ? [w.side, other]
        : [w.side]
      : fits(other)
        ? [other]
        : [roomier];
    // First try to cover nothing; then let the label pass over other instants' arrows (its halo keeps it
    // readable) but never over a cross. A cross only reaches the middle rows, so some row is always free.
    const tiers: ((o: Obstacle) => boolean)[] = [() => true, (o) => o.cross];
    let chosen: { side: Wanted['side']; row: number } | null = null;
    for (const [tier, avoids] of tiers.entries()) {
      const last = tier === tiers.length - 1;
      for (let row = 0; chosen === null && (last || row < MAX_ROWS); row++) {
        for (const side of sides) {
          const s = span(side);
          const free = (rows[row] ?? []).every((o) => clear(s, o, GAP));
          if (free && obstacles.every((o) => !avoids(o) || !(o.rows?.has(row) ?? true) || clear(s, o, 1))) {
            chosen = { side, row };
            break;
          }
        }
      }
      if (chosen !== null) break;
    }
    if (chosen === null)
      throw new Error('unreachable: a cross blocks only the middle rows, so the last tier finds one');
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
  /** A band's height for this many rows of labels. */
  const bandHeight = (rows: number): number => Math.max(BAND, 12 + rows * ROW + 8);
  /** Rows of a band (of this height) whose text would touch a cross drawn halfway down it. */
  const rowsAtMiddle = (height: number): Set<number> => {
    const rows = new Set<number>();
    for (let r = 0; 16 + r * ROW - 11 <= height; r++) {
      const [top, bottom] = [16 + r * ROW - 11, 16 + r * ROW + 3];
      if (bottom >= height / 2 - CROSS - 1 && top <= height / 2 + CROSS + 1) rows.add(r);
    }
    return rows;
  };
  /** A band's labels, and the rows it has: the band grows with its rows, which moves its crosses, so settle both. */
  const bandOf = (party: 'A' | 'B'): { labels: Omit<Label, 'y'>[]; rows: number } => {
    const mine = run.messages.filter((m) => partyOf(m) === party);
    const xsAt = (t: number): number[] => mine.filter((m) => m.t === t).map(arrowX);
    const wanted: Wanted[] = mine.map((m) => ({
      groupLeft: Math.min(...xsAt(m.t)),
      groupRight: Math.max(...xsAt(m.t)),
      side: sideOf(m),
      text: m.short,
      lost: m.lost,
      party,
      event: m.event,
      t: m.t,
    }));
    let rows = 1;
    for (;;) {
      const middle = rowsAtMiddle(bandHeight(rows));
      const obstacles: Obstacle[] = mine.map((m) => {
        const ax = arrowX(m);
        return m.lost
          ? { left: ax - CROSS, right: ax + CROSS, cross: true, rows: middle }
          : { left: ax - 1, right: ax + 1, cross: false };
      });
      const labels = placeRows(wanted, obstacles, width);
      const used = Math.max(1, ...labels.map((l) => l.row + 1));
      if (used <= rows || rows >= 8) return { labels, rows: Math.max(rows, used) };
      rows = used;
    }
  };
  const a = bandOf('A');
  const b = bandOf('B');

  const yA = TOP;
  const serverTop = yA + bandHeight(a.rows);
  const serverBottom = serverTop + STRIP;
  const yB = serverBottom + bandHeight(b.rows);
  const axisY = yB + 14;

  const laneY = (lane: LaneId, towards: LaneId): number =>
    lane === 'A' ? yA : lane === 'B' ? yB : towards === 'A' ? serverTop : serverBottom;
  const arrows: Arrow[] = run.messages.map((m) => {
    const y1 = laneY(m.from, m.to);
    const full = laneY(m.to, m.from);
    return { x: arrowX(m), y1, y2: m.lost ? (y1 + full) / 2 : full, lost: m.lost, party: partyOf(m), message: m };
  });

  const labels: Label[] = [
    ...a.labels.map((l) => ({ ...l, y: yA + 16 + l.row * ROW })),
    ...b.labels.map((l) => ({ ...l, y: serverBottom + 16 + l.row * ROW })),
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
