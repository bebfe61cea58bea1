/**
 * Geometry of the chart "Whose write the store kept", in pixels for a measured width: a lane for real time at the
 * top, then Client A with its own clock's reading drawn beside real time, Client B, and the Store. Each write is a
 * mark at its real time with its value and stamp, an arrow down to the store; the store's lane says which value it
 * holds and crosses out a write it dropped. The chart draws only what the run holds; labels are placed by the kit's
 * `placeLabels`, clear of each other, of the arrows and of the chart's edges.
 */
import { formatTime } from '../../../src/sim/kit/index.ts';
import type { Run, Write } from '../../../src/sim/last-write-wins/index.ts';
import { anchorAt, placeLabels, seriesLabels, textWidth } from '../../sim-kit/chart.ts';
import type { Box, LabelWish, PlacedLabel } from '../../sim-kit/chart.ts';

/** The chart's text size, px. */
export const FONT = 12;
/** The clock rulers' smaller text, px. */
export const SMALL = 11;
/** Two arrows at one instant (B's read and its write, or A's and B's writes) sit this far either side of it, px. */
const PAIR = 5;
/**
 * The narrowest plot the chart lays out for, px: the walkthrough's figure on a 320 px phone leaves 150 px beside
 * the lane names. A narrower floor than the room there would push words past the figure's edge.
 */
export const PLOT_FLOOR = 150;
/** Least room between two tick labels, px. */
const TICK_ROOM = 44;
/** Tick spacings the axes may use, tenths. */
const TICK_STEPS = [5, 10, 20, 50];

/** The lanes' vertical positions, px. */
export const Y = { real: 26, A: 84, clockA: 102, B: 160, store: 226 } as const;

/** A tick of an axis: its x and its words. */
export interface Tick {
  x: number;
  text: string;
  /** Anchored inward near either edge, so the words stay inside the plot. */
  anchor: 'start' | 'middle' | 'end';
}

/** A vertical arrow between two lanes. */
export interface Arrow {
  x: number;
  y1: number;
  y2: number;
  kind: 'write-a' | 'write-b' | 'read';
  /** A write the store dropped: drawn dashed, ending in a cross. */
  dropped: boolean;
  t: number;
}

/** A write's mark on its client's lane, with where its stamp sits on the real-time axis (wall clocks only). */
export interface Mark {
  x: number;
  y: number;
  by: 'A' | 'B';
  t: number;
  /** A's clock ahead or behind: a dashed offset from the real moment to where A's clock put it; null if none. */
  offsetTo: number | null;
}

/** A placed label with its tone and when it appears. */
export interface Label extends PlacedLabel {
  tone: 'a' | 'b' | 'store' | 'dropped' | 'read';
  t: number;
  /** For a joined label of the store's values: its text as each value is reached in playback. */
  steps?: { t: number; text: string }[];
}

/** Everything the chart draws, in pixels of the plot (the lane names sit in a gutter to its left). */
export interface Layout {
  width: number;
  height: number;
  /** Real time's ticks, and A's clock's ticks: where A's clock reads whole seconds. */
  realTicks: Tick[];
  clockTicks: Tick[];
  arrows: Arrow[];
  marks: Mark[];
  /** Where a dropped write's cross sits on the store's lane. */
  crosses: { x: number; y: number; t: number }[];
  labels: Label[];
  /** Time (tenths) to x, px. */
  x: (t: number) => number;
}

/** The axis's span in tenths: from 0 (or the earliest stamp, if a clock behind put one before 0) to the last moment
 * drawn (the run's end plus a margin, or the latest stamp). */
export function spanOf(run: Run): { from: number; to: number } {
  const stamps = run.writes.filter((w) => w.stamp.kind === 'wall').map((w) => w.stamp.value);
  const from = Math.min(0, ...stamps.map((s) => Math.floor(s / 10) * 10));
  // Room after the last write for its label: 2 s past the run's end, as well as past the latest stamp.
  const to = Math.max(run.end + 20, run.chartEnd, ...stamps.map((s) => s + 5));
  return { from, to };
}

/** The tick step (tenths) that keeps tick labels TICK_ROOM apart at this width. */
function tickStep(span: number, width: number): number {
  return TICK_STEPS.find((s) => (s / span) * width >= TICK_ROOM) ?? 100;
}

/** "writes 11 · stamp 4.0 s", or the counter; a shorter form for a narrow chart. */
function writeWords(w: Write): { text: string; short: string[] } {
  const stamp = w.stamp.kind === 'wall' ? `stamp ${w.stamp.text}` : `counter ${w.stamp.text}`;
  const tiny = w.stamp.kind === 'wall' ? w.stamp.text : `(${w.stamp.text})`;
  return { text: `writes ${w.value} · ${stamp}`, short: [`${w.value} · ${stamp}`, `${w.value} · ${tiny}`] };
}

/** Lays out a run's chart for a plot `width` px wide. */
export function layout(run: Run, width: number): Layout {
  const { from, to } = spanOf(run);
  const span = to - from;
  const x = (t: number): number => ((t - from) / span) * width;

  const step = tickStep(span, width);
  const realTicks: Tick[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step)
    realTicks.push({ x: x(t), text: `${t / 10} s`, anchor: anchorAt(t - from, span) });
  // A's clock reads real time plus the skew: its whole-step readings sit at real time (reading - skew).
  const clockTicks: Tick[] = [];
  for (let c = Math.ceil((from + run.skew) / step) * step; c - run.skew <= to; c += step)
    clockTicks.push({ x: x(c - run.skew), text: `${c / 10} s`, anchor: anchorAt(c - run.skew - from, span) });

  const [a, b] = run.writes as [Write, Write];
  const bRead = run.reads.find((r) => r.by === 'B');
  const sameInstant = a.t === b.t;
  // Arrows at one instant part either side of it: A's write left of B's, B's read left of its write.
  const ax = x(a.t) - (sameInstant ? PAIR : 0);
  const readAtWrite = bRead !== undefined && bRead.t === b.t;
  const bx = x(b.t) + (sameInstant || readAtWrite ? PAIR : 0);
  const rx =
    bRead === undefined ? null : x(bRead.t) - (readAtWrite ? PAIR : 0) - (readAtWrite && sameInstant ? PAIR : 0);

  const arrows: Arrow[] = [
    { x: ax, y1: Y.A, y2: Y.store, kind: 'write-a', dropped: !a.applied, t: a.t },
    { x: bx, y1: Y.B, y2: Y.store, kind: 'write-b', dropped: !b.applied, t: b.t },
  ];
  if (bRead !== undefined && rx !== null)
    arrows.push({ x: rx, y1: Y.store, y2: Y.B, kind: 'read', dropped: false, t: bRead.t });

  const marks: Mark[] = [
    { x: ax, y: Y.A, by: 'A', t: a.t, offsetTo: a.stamp.kind === 'wall' && run.skew !== 0 ? x(a.stamp.value) : null },
    { x: bx, y: Y.B, by: 'B', t: b.t, offsetTo: null },
  ];
  const crosses = arrows.filter((ar) => ar.dropped).map((ar) => ({ x: ar.x, y: Y.store - 9, t: ar.t }));

  // Labels, lane by lane. An arrow is a wall for the rows it passes through; marks and crosses are taken boxes.
  const wallsBetween = (top: number, bottom: number): number[] =>
    arrows.filter((ar) => Math.min(ar.y1, ar.y2) < bottom && Math.max(ar.y1, ar.y2) > top).map((ar) => ar.x);
  const taken: Box[] = [
    ...marks.map((m) => ({ x0: m.x - 6, x1: m.x + 6, y0: m.y - 6, y1: m.y + 6 })),
    ...crosses.map((c) => ({ x0: c.x - 6, x1: c.x + 6, y0: c.y - 6, y1: c.y + 6 })),
  ];
  const place = (wishes: LabelWish[], top: number, bottom: number, tones: Label['tone'][], ts: number[]): Label[] =>
    placeLabels(wishes, width, wallsBetween(top, bottom), taken).map((p, i) => {
      taken.push(p.box);
      return { ...p, tone: tones[i] ?? 'store', t: ts[i] ?? 0 };
    });

  const aw = writeWords(a);
  const bw = writeWords(b);
  const labels: Label[] = [
    ...place(
      [{ id: 'a', x: ax, text: aw.text, short: aw.short, rows: [Y.A - 9, Y.A - 24], prefer: 'end' }],
      Y.A - 36,
      Y.A,
      ['a'],
      [a.t],
    ),
    ...place(
      [{ id: 'b', x: bx, text: bw.text, short: bw.short, rows: [Y.B - 9, Y.B - 24], prefer: 'start' }],
      Y.B - 36,
      Y.B,
      ['b'],
      [b.t],
    ),
  ];
  if (bRead !== undefined && rx !== null) {
    const counter = bRead.counter === null ? '' : `, counter ${bRead.counter}`;
    labels.push(
      ...place(
        [
          {
            id: 'read',
            // Read at the instant B writes: the label goes right of both arrows, clear of the way down.
            x: readAtWrite ? bx : rx,
            text: `B reads ${bRead.value}${counter}`,
            short: [
              `reads ${bRead.value}${counter}`,
              `read ${bRead.value}${bRead.counter === null ? '' : ` (${bRead.counter})`}`,
              String(bRead.value),
            ],
            rows: [Y.B + 18, Y.B + 33],
            prefer: readAtWrite ? 'start' : 'end',
          },
        ],
        Y.B + 6,
        Y.store - 12,
        ['read'],
        [bRead.t],
      ),
    );
  }
  // The store's lane: what it holds from each moment, then each dropped write, crossed out.
  const storeRows = [Y.store + 18, Y.store + 34, Y.store + 50];
  // Values that change within a label's width read as one sequence, "holds 10 → 11 (4.0 s)" (the kit's rule). In
  // playback a joined label shows only the values reached so far (`steps`), in the room its whole text was given.
  const heldX = (h: Run['held'][number]): number => (h.by === 'A' ? ax : h.by === 'B' ? bx : x(h.t));
  const heldValue = (h: Run['held'][number]): string => (h.stamp ? `${h.value} (${h.stamp.text})` : String(h.value));
  const series = seriesLabels(
    run.held.map((h) => ({ x: heldX(h), value: heldValue(h) })),
    'holds ',
    FONT,
  );
  const held = series.map((s, i) => {
    const end = series[i + 1]?.first ?? run.held.length;
    const members = run.held.slice(s.first, end);
    const steps = members.map((h, k) => ({
      t: h.t,
      values: members
        .slice(0, k + 1)
        .map(heldValue)
        .join(' → '),
      bare: members
        .slice(0, k + 1)
        .map((m) => String(m.value))
        .join(' → '),
    }));
    return {
      wish: {
        id: `held-${i}`,
        x: s.x,
        text: s.text,
        // On a narrow chart: the values alone, then without their stamps (the writes' labels carry those).
        short: [s.values, members.map((h) => String(h.value)).join(' → ')],
        rows: storeRows,
        prefer: 'start' as const,
      },
      t: members[0]?.t ?? 0,
      steps,
    };
  });
  const dropped = run.writes
    .filter((w) => !w.applied)
    .map((w) => ({
      wish: {
        id: `dropped-${w.by}`,
        x: w.by === 'A' ? ax : bx,
        text: `${w.by}'s ${w.value} dropped`,
        short: [`${w.value} dropped`, `✕ ${w.value}`],
        rows: storeRows,
        prefer: 'start' as const,
      },
      t: w.t,
    }));
  labels.push(
    ...place(
      [...held, ...dropped].map((h) => h.wish),
      Y.store,
      Y.store + 56,
      [...held.map(() => 'store' as const), ...dropped.map(() => 'dropped' as const)],
      [...held, ...dropped].map((h) => h.t),
    ).map((lab, i) => {
      const h = held[i];
      if (h === undefined) return lab;
      // The full text opens with the lead; the short words are the values alone.
      const lead = lab.text === h.wish.text && lab.text.startsWith('holds ') ? 'holds ' : '';
      const bare = lab.text === h.wish.short[1];
      return {
        ...lab,
        steps: h.steps.map((step) => ({ t: step.t, text: bare ? step.bare : `${lead}${step.values}` })),
      };
    }),
  );

  const bottom = Math.max(Y.store + 40, ...labels.map((l) => l.box.y1 + 8));
  return { width, height: bottom, realTicks, clockTicks, arrows, marks, crosses, labels, x };
}

/** The width a label's text takes, for tests: the kit's estimate at the chart's size. */
export function labelWidth(text: string): number {
  return textWidth(text, FONT);
}

/** A time as the chart's words print it. */
export const timeText = formatTime;

/** What the store holds at time `t` (tenths), for the line under playback: "the store holds 11". */
export function heldAt(run: Run, t: number): string {
  let value = run.held[0]?.value ?? 10;
  for (const h of run.held) if (h.t <= t) value = h.value;
  return `the store holds ${value}`;
}
