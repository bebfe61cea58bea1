/**
 * The kit's lane chart, as geometry: lanes (one actor each) with spans drawn as bands and marks drawn as symbols,
 * under a time axis fitted to the run. A lesson hands it data (`LaneChartData`); this works out every position in
 * pixels for a measured plot width, so each label knows the room beside it and stays inside the chart and clear of
 * the others, at a 320 px phone's 144 px of plot as at a desktop's. Pure: `LaneChart.svelte` only draws it.
 */
import { formatSpan, wallRow } from '../../src/kit/index.ts';
import { axisOf, placeLabels, seriesLabels, textWidth } from './chart.ts';
import type { Box, LabelWish, PlacedLabel } from './chart.ts';

export { LANE_SYMBOLS, SPAN_STYLES } from '../../src/kit/lanes.ts';
export type {
  Lane,
  LaneBracket,
  LaneChartData,
  LaneMark,
  LaneMessage,
  LaneSeries,
  LaneSpan,
  LaneSymbol,
  LaneWall,
  SpanStyle,
} from '../../src/kit/lanes.ts';
import type {
  Lane,
  LaneChartData,
  LaneMessage,
  LaneSeries,
  LaneSymbol,
  LaneWall,
  SpanStyle,
} from '../../src/kit/lanes.ts';
import type { Tone } from '../../src/kit/tones.ts';

/** Font sizes, px: labels and lane names, ticks. */
export const FONT = 12;
export const TICK_FONT = 11;
/** A lane's height and where its parts sit in it, px from the lane's top. */
export const LANE = { height: 62, above: 15, band: 31, below: 58, half: 7 } as const;
/** A mark's symbol: half its size, px. */
export const MARK = 6;
/**
 * A handle's grip (ChartHandles.svelte draws it, at these sizes), px: a time's is `w` wide and `h` tall, a wall's the
 * other way round; a grip with no lane is `axis` px tall and stands `raise` px above the axis, and a wall's `inset` px
 * in from the plot's right end.
 */
export const GRIP = { w: 10, h: 24, axis: 18, raise: 9, inset: 24 } as const;
/** Room kept at the top, px; with walls, a row above the lanes for their labels. */
const TOP = 2;
const WALL_ROW = 16;
/** How far apart messages at one instant between the same two lanes stand, px. */
const PAIR = 8;
/** The gutter's share of the chart at most: a long lane name is shortened rather than squeezing the plot. */
const GUTTER_SHARE = 0.34;
/** The narrowest plot the layout draws, px: a 320 px phone's walkthrough figure leaves about 144. */
export const PLOT_FLOOR = 120;

/** A tick on the axis: its position, words, anchoring (inward at the ends) and box. */
export interface LaneTick {
  t: number;
  x: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
}

/** A span as drawn: its times, its x range and its look. */
export interface SpanRow {
  id: string;
  from: number;
  to: number;
  x0: number;
  x1: number;
  tone: Tone;
  style: SpanStyle;
}

/** A series' stretch as drawn: one value from `from` to `to` (tenths), at its level's height for a step line. */
export interface SeriesStep {
  from: number;
  to: number;
  x0: number;
  x1: number;
  y: number;
  value: string;
  tone: Tone;
  /** Its place in the series: a strip's neighbouring stretches alternate in shade. */
  index: number;
}

/** A lane as drawn: its name (shortened to fit the gutter), its band's centre, spans, marks and series in pixels. */
export interface LaneRow {
  id: string;
  name: string;
  /** The name on two lines, where it fits the gutter only so (`name` is then its one-line cut). */
  lines?: readonly [string, string];
  top: number;
  y: number;
  spans: SpanRow[];
  marks: { id: string; t: number; x: number; symbol: LaneSymbol; tone: Tone }[];
  series: { kind: 'strip' | 'step'; steps: SeriesStep[] } | null;
  /** The lane's second value, a step line, or null. */
  line: SeriesStep[] | null;
}

/** A message as drawn: from (x0, y0) at `sent` to (x1, y1) at `arrives`; a lost one ends halfway. */
export interface MessageRow {
  id: string;
  sent: number;
  arrives: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  tone: Tone;
  lost: boolean;
}

/** A bracket as drawn: a band across lanes from `y0` to `y1`. */
export interface BracketRow {
  id: string;
  from: number;
  to: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  tone: Tone;
  /** A wall stands at its end (the heal that ends a partition): its right edge is left to the wall's line, which a
   * dashed edge beside it turned into one muddy stripe. */
  open: boolean;
}

/** A wall as drawn: a line across every lane. */
export interface WallRow {
  id: string;
  t: number;
  x: number;
  tone: Tone;
}

/** A placed label with the moment it belongs to: it is drawn once the playback has reached `t`. */
export interface LaneLabel extends PlacedLabel {
  t: number;
  /**
   * A series label that joins several values ("holds 10 → 11 → 15"): the time of each value in turn. The playback
   * writes only the values it has reached (`labelTextAt`), so a joined label never tells what comes next.
   */
  steps?: readonly number[];
  /** A value written inside its strip: drawn on a halo, over the lane's line and any arrow beside it. */
  inside?: boolean;
}

/** The whole chart's geometry: the plot starts `gutter` px in, and every x below is within the plot. */
export interface LaneLayout {
  width: number;
  gutter: number;
  plot: number;
  height: number;
  /** Where the lanes begin (below the walls' row when there are walls). */
  top: number;
  axis: { max: number; y: number; ticks: LaneTick[] };
  lanes: LaneRow[];
  messages: MessageRow[];
  brackets: BracketRow[];
  walls: WallRow[];
  /** The faint bar under a short run's axis: its share of the plot and its words, or null. */
  reference: { y: number; width: number; text: string } | null;
  labels: LaneLabel[];
  /** A time (tenths) as an x in the plot. */
  x: (t: number) => number;
  /** The handles' grips (the data's `grips`) as boxes in the plot: room no label takes. */
  grips: Box[];
  /**
   * Where each of the data's grips stands, in its order, in the chart's own pixels (the gutter included): where
   * ChartHandles puts its handle. Null for a wall with no counted lane drawn, which offers none.
   */
  gripAt: ({ x: number; y: number } | null)[];
}

/**
 * What a label reads with the playback at `cursor` (null: the whole run): a joined series label only as far as the
 * values reached, "holds 10" at the start of "holds 10 → 11 → 15"; any other label as placed. Whatever short form the
 * placer chose, its values are joined by " → ", one per step.
 */
export function labelTextAt(label: Pick<LaneLabel, 'text' | 'steps'>, cursor: number | null): string {
  if (label.steps === undefined || cursor === null) return label.text;
  const seen = label.steps.filter((t) => t <= cursor).length;
  return label.text.split(' → ').slice(0, Math.max(1, seen)).join(' → ');
}

/** A name cut to fit `room` px, with an ellipsis when it is cut. */
function fitName(name: string, room: number): string {
  if (textWidth(name, FONT) <= room) return name;
  let cut = name;
  while (cut.length > 1 && textWidth(`${cut}…`, FONT) > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The axis's ticks for a plot `plot` px wide: the ticks of `axisOf`, with the end ticks anchored inward so their
 * words stay inside, and thinned from the left so that no two tick labels come closer than a gap.
 */
export function ticksOf(ticks: readonly number[], max: number, plot: number, y: number): LaneTick[] {
  const kept: LaneTick[] = [];
  for (const t of ticks) {
    const x = (t / max) * plot;
    const text = formatSpan(t);
    const w = textWidth(text, TICK_FONT);
    const anchor = x - w / 2 < 0 ? 'start' : x + w / 2 > plot ? 'end' : 'middle';
    const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
    const box = { x0, x1: x0 + w, y0: y - TICK_FONT, y1: y + TICK_FONT * 0.3 };
    const last = kept.at(-1);
    if (last !== undefined && box.x0 < last.box.x1 + 8) {
      // The axis's last tick says how far it runs: it replaces the one before it rather than being dropped.
      if (t !== ticks.at(-1) || kept.length < 2) continue;
      kept.pop();
    }
    kept.push({ t, x, text, anchor, box });
  }
  return kept;
}

/** Where a label should sit first, by its point's place on the plot: inward near either end. */
function preferAt(x: number, plot: number, otherwise: 'start' | 'end' | 'middle'): 'start' | 'end' | 'middle' {
  const p = x / plot;
  return p < 0.15 ? 'start' : p > 0.85 ? 'end' : otherwise;
}

/**
 * Mark centres on one lane (px), moved apart where two symbols would overlap at one instant, or nearly (their moments
 * within half a symbol of the first of them): each at least a symbol's width after the one before it, in the order
 * given at one instant; a group pushed past the plot's end moves back left as a whole. Marks of distinct moments
 * are never pushed: on a narrow plot a steady row of them (an OK a second) overlaps a little instead, each on its
 * moment and its arrow, where pushing each a symbol's width on from the last had carried the row seconds late (past
 * the crash that ended it). A lone mark stays on its moment.
 */
export function spreadMarks(xs: readonly number[], plot: number): number[] {
  const gap = MARK * 2 + 2;
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x || a.i - b.i);
  const out = [...xs];
  const groups: number[][] = [];
  let first = -Infinity;
  for (const o of order) {
    const group = groups.at(-1);
    if (group === undefined || o.x - first > MARK) {
      // A new moment: it stands on its own place, whatever the group before it took.
      first = o.x;
      out[o.i] = o.x;
      groups.push([o.i]);
    } else {
      out[o.i] = out[group.at(-1)!]! + gap;
      group.push(o.i);
    }
  }
  for (const group of groups) {
    const over = out[group.at(-1)!]! - plot;
    if (over > 0) for (const i of group) out[i] = out[i]! - over;
  }
  return out;
}

/** The level a series' point is drawn at: its own, or its place in the series. */
const levelOf = (p: LaneSeries['points'][number], i: number): number => p.level ?? i;

/** A label a pass asks for, with the moment it belongs to and its pass's place in the order of what matters most. */
type Wish = LabelWish & { t: number; order: number; steps?: readonly number[] };

/** A lane's three rows, px: its labels' row above, its band's centre, its labels' row below. */
interface Rows {
  above: number;
  y: number;
  below: number;
}

/**
 * The frame every pass draws in: the gutter and the plot, the axis fitted to the run, where the lanes begin and each
 * lane's rows. Worked out first, from the lane names and the run's end.
 */
export interface Frame {
  gutter: number;
  /** The room for a lane's name in the gutter, px: on a lane with a grip, clear of it at 0 s. */
  names: (lane: string) => number;
  plot: number;
  axis: { max: number; ticks: number[] };
  top: number;
  walls: readonly LaneWall[];
  /** A time (tenths) as an x in the plot, held inside it. */
  x: (t: number) => number;
  rows: (lane: number) => Rows;
  /** A lane's index by id; an unknown id throws, naming what asked for it. */
  laneOf: (id: string, what: string) => number;
}

/**
 * What the passes fill in as they go: the boxes every label keeps clear of (symbols, lost messages' crosses, upright
 * arrows, values written inside strips), the values written inside strips, and the labels wished for.
 */
interface Board {
  taken: Box[];
  inside: LaneLabel[];
  wishes: Wish[];
}

const worded = (item: { short?: readonly string[] }) => (item.short === undefined ? {} : { short: item.short });

/**
 * The frame for `data` at `width` px: the gutter fits the longest lane name within its share; the plot the rest. The
 * lanes start at `top` px at the least (a chart held steady while a handle moves: see laneLayout).
 */
export function frameOf(data: LaneChartData, width: number, top = 0): Frame {
  const longest = Math.max(0, ...data.lanes.map((l) => textWidth(l.name, FONT)));
  // A grip on a lane may stand at 0 s, half of it over the gutter, on its lane's name's row: that name ends clear of
  // it. (A grip over the axis has no name beside it.)
  const grip = GRIP.w / 2 + 3;
  const gripped = (data.grips ?? []).flatMap((g) => ('lane' in g && g.lane !== undefined ? [g.lane] : []));
  const named = data.lanes.filter((l) => gripped.includes(l.id)).map((l) => textWidth(l.name, FONT) + grip);
  const gutter = Math.ceil(Math.min(Math.max(longest, ...named) + 10, width * GUTTER_SHARE));
  // Room on the right for half a mark's symbol, so a mark at the axis's end is drawn whole.
  const plot = Math.max(PLOT_FLOOR, width - gutter - MARK - 2);
  const axis = axisOf(Math.max(data.end, data.scale ?? 0, 10));
  const walls = data.walls ?? [];
  // With walls, a row above the lanes for their labels, unless the first lane's row above is free (see wallsPass).
  const first = walls.length > 0 && !wallsOnFirst(data) ? WALL_ROW + 4 : TOP;
  const lanesTop = Math.max(top, first);
  const index = new Map(data.lanes.map((lane, i) => [lane.id, i]));
  return {
    gutter,
    names: (lane) => gutter - 8 - (gripped.includes(lane) ? grip : 0),
    plot,
    axis,
    top: lanesTop,
    walls,
    x: (t) => (Math.min(Math.max(t, 0), axis.max) / axis.max) * plot,
    rows: (i) => ({
      above: lanesTop + i * LANE.height + LANE.above,
      y: lanesTop + i * LANE.height + LANE.band,
      below: lanesTop + i * LANE.height + LANE.below,
    }),
    laneOf: (id, what) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`The lane chart has no lane "${id}" for ${what}.`);
      return i;
    },
  };
}

/**
 * A first lane without marks leaves its row above free (its spans' and values' labels try the row below first): the
 * walls' labels take that row, and the chart spends no height on a row of their own.
 */
function wallsOnFirst(data: LaneChartData): boolean {
  return (data.walls ?? []).length > 0 && data.lanes.length > 0 && data.lanes[0]!.marks.length === 0;
}

/** The walls: a line through every lane each, its label wished for first, on the walls' row. */
function wallsPass(data: LaneChartData, f: Frame, board: Board): WallRow[] {
  const row = wallsOnFirst(data) ? f.rows(0).above : WALL_ROW - 3;
  return f.walls.map((w, i) => {
    const id = w.id ?? `wall-${i}`;
    board.wishes.push({ id, t: w.t, x: f.x(w.t), text: w.label, ...worded(w), rows: [row], prefer: 'start', order: 0 });
    return { id, t: w.t, x: f.x(w.t), tone: w.tone };
  });
}

/** Where a message leaves and arrives on the plot (px), and which side its label takes when others stand beside it. */
export interface Standing {
  from: number;
  to: number;
  side: 'start' | 'end' | 'middle' | null;
  /** It takes no time: drawn upright, at one instant. */
  instant: boolean;
}

/**
 * Where each message stands. Messages that take no time, at one instant between the same two lanes, stand side by
 * side in the order given, PAIR px apart, rather than on one line; their labels part like their arrows. A request
 * and its reply alone there meet where the request arrives and the reply leaves: a narrow V. Kept inside the plot at
 * either end of the axis.
 */
export function standingOf(messages: readonly LaneMessage[], f: Frame): Standing[] {
  const instant = (m: LaneMessage): string | null =>
    m.arrives <= m.sent ? `${m.sent}|${[m.from, m.to].sort().join('|')}` : null;
  const together = new Map<string, LaneMessage[]>();
  for (const m of messages) {
    const key = instant(m);
    if (key !== null) together.set(key, [...(together.get(key) ?? []), m]);
  }
  const isVee = (key: string | null): boolean => {
    const pair = key === null ? undefined : together.get(key);
    return pair?.length === 2 && pair[0]!.from === pair[1]!.to && pair[0]!.to === pair[1]!.from;
  };
  const seen = new Map<string, number>();
  return messages.map((m) => {
    const key = instant(m);
    const count = key === null ? 1 : (together.get(key)?.length ?? 1);
    const place = key === null ? 0 : (seen.get(key) ?? 0);
    if (key !== null) seen.set(key, place + 1);
    const half = ((count - 1) / 2) * PAIR;
    const edge = Math.max(0, half - f.x(m.sent)) - Math.max(0, f.x(m.sent) + half - f.plot);
    const offset = (place - (count - 1) / 2) * PAIR;
    const vee = isVee(key);
    // In a V, the request's arrival and the reply's departure are one point.
    const from = f.x(m.sent) + edge + (vee && place === 1 ? 0 : offset);
    const to = f.x(m.arrives) + edge + (vee && place === 0 ? 0 : offset);
    const side = count < 2 ? null : place === 0 ? 'end' : place === count - 1 ? 'start' : 'middle';
    return { from, to, side, instant: key !== null };
  });
}

/** Where messages that take no time cross lane `i` (a lost one stops short of the lane it was sent to), px. */
function crossings(messages: readonly LaneMessage[], standing: readonly Standing[], f: Frame, i: number): number[] {
  return messages.flatMap((m, k) => {
    const { from, to, instant } = standing[k]!;
    if (!instant) return [];
    const [a, b] = [f.laneOf(m.from, `message ${m.id ?? k}`), f.laneOf(m.to, `message ${m.id ?? k}`)];
    const reaches = m.lost === true ? i !== b && (i - a) * (i - b) <= 0 : (i - a) * (i - b) <= 0;
    return reaches ? [i === a ? from : i === b ? to : (from + to) / 2] : [];
  });
}

/**
 * A lane's marks: symbols spread apart where they would overlap, each a box labels keep clear of, each label wished
 * for on the rows above and below. Two marks side by side (and no third beside them) part their labels as they
 * stand, the left one's to its left and the right one's to its right, so the words read in the marks' order.
 */
function marksPass(lane: Lane, rows: Rows, f: Frame, board: Board): LaneRow['marks'] {
  const xs = spreadMarks(
    lane.marks.map((m) => f.x(m.t)),
    f.plot,
  );
  const marks = lane.marks.map((m, j) => ({
    id: m.id ?? `${lane.id}-mark-${j}`,
    t: m.t,
    x: xs[j]!,
    symbol: m.symbol,
    tone: m.tone,
  }));
  const { y } = rows;
  for (const m of marks)
    board.taken.push({ x0: m.x - MARK - 1, x1: m.x + MARK + 1, y0: y - MARK - 1, y1: y + MARK + 1 });
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= MARK * 2 + 2.5;
  const sideOf = (j: number): 'start' | 'end' | null => {
    const near = xs.filter((v, k) => k !== j && close(v, xs[j]!));
    if (near.length !== 1 || xs.filter((v) => close(v, near[0]!)).length !== 2) return null;
    return near[0]! < xs[j]! ? 'start' : 'end';
  };
  lane.marks.forEach((m, j) => {
    // A mark with no words (one of a row of like marks, the first named) takes no label.
    if (m.label === '') return;
    board.wishes.push({
      id: marks[j]!.id,
      t: m.t,
      x: xs[j]!,
      text: m.label,
      ...worded(m),
      rows: [rows.above, rows.below],
      prefer: sideOf(j) ?? preferAt(xs[j]!, f.plot, m.prefer ?? 'middle'),
      order: 1,
    });
  });
  return marks;
}

/** A lane's spans as bands; a named span's label is wished for once its band shows, a tenth after it starts. */
function spansPass(lane: Lane, rows: Rows, f: Frame, board: Board): SpanRow[] {
  return lane.spans.map((s, j) => {
    const id = s.id ?? `${lane.id}-span-${j}`;
    const [x0, x1] = [f.x(s.from), f.x(s.to)];
    if (s.label !== undefined)
      board.wishes.push({
        id,
        t: Math.min(s.to, s.from + 1),
        x: x0 + Math.min(12, (x1 - x0) / 2),
        text: s.label,
        ...worded(s),
        rows: [rows.below, rows.above],
        prefer: 'start',
        order: 5,
      });
    return { id, from: s.from, to: s.to, x0, x1, tone: s.tone, style: s.style ?? 'fill' };
  });
}

/** A value's stretches in pixels: from each point to the next (the last to the axis's end), at its level's height. */
function stepsOf(series: Pick<LaneSeries, 'points'>, y: number, f: Frame): SeriesStep[] {
  const points = series.points;
  const top = Math.max(1, ...points.map(levelOf));
  return points.map((p, j) => {
    const to = points[j + 1]?.t ?? f.axis.max;
    return {
      from: p.t,
      to,
      x0: f.x(p.t),
      x1: f.x(to),
      y: y + LANE.half - (levelOf(p, j) / top) * LANE.half * 2,
      value: p.value,
      tone: p.tone ?? 'neutral',
      index: j,
    };
  });
}

/**
 * Values written inside a strip, placed fixed before every other label, which keeps clear of them: each at the
 * start of its stretch (where the playback reaches it first), just past any arrow crossing there and any mark's
 * symbol on its lane, pushed right of the one before where that stretch is too narrow, and back left at the plot's
 * end, as a row of badges would be. Returns the indexes of the stretches written inside; a value that still
 * collides is left to be labelled beside the lane.
 */
function insideValues(
  lane: Lane,
  steps: readonly SeriesStep[],
  marks: LaneRow['marks'],
  lines: readonly number[],
  y: number,
  f: Frame,
  board: Board,
): Set<number> {
  const within = new Set<number>();
  const cells = steps
    .filter((st, j) => j === 0 || steps[j - 1]!.value !== st.value)
    .map((st) => ({ st, w: textWidth(st.value, FONT), x0: 0 }));
  const hits = (x0: number, w: number) => marks.find((m) => x0 < m.x + MARK + 2 && x0 + w > m.x - MARK - 2);
  for (const [k, c] of cells.entries()) {
    const before = cells[k - 1];
    c.x0 = Math.max(c.st.x0 + 3, before === undefined ? 0 : before.x0 + before.w + 4);
    // Arrowheads spread about 3 px either side of their line: moved right until clear of the lines and the symbols.
    for (let moved = true; moved;) {
      moved = false;
      for (const line of lines)
        if (line >= c.x0 - 4 && line <= c.x0 + c.w + 2) {
          c.x0 = line + 5;
          moved = true;
        }
      for (let m = hits(c.x0, c.w); m !== undefined; m = hits(c.x0, c.w)) {
        c.x0 = m.x + MARK + 3;
        moved = true;
      }
    }
  }
  for (let k = cells.length - 1; k >= 0; k -= 1) {
    const c = cells[k]!;
    const after = cells[k + 1];
    c.x0 = Math.min(c.x0, after === undefined ? f.plot - c.w : after.x0 - 4 - c.w);
  }
  for (const [k, c] of cells.entries()) {
    const before = cells[k - 1];
    if (c.x0 < 0 || (before !== undefined && c.x0 < before.x0 + before.w + 4) || hits(c.x0, c.w)) continue;
    const box = { x0: c.x0, x1: c.x0 + c.w, y0: y + 4 - FONT, y1: y + 4 + FONT * 0.3 };
    board.inside.push({
      id: `${lane.id}-value-${c.st.index}`,
      text: c.st.value,
      x: c.x0,
      y: y + 4,
      anchor: 'start',
      box,
      crowded: false,
      // Written once the strip is drawn past it, so a value moved right never shows ahead of the playback.
      t: Math.max(c.st.from, ((c.x0 + c.w) / f.plot) * f.axis.max),
      inside: true,
    });
    board.taken.push(box);
    within.add(c.st.index);
  }
  return within;
}

/**
 * The labels of a value's changes not written inside (`within`), wished for on `rows`. Quick changes join into one
 * label ("holds 10 → 11 → 15"), but never across a wall: each side of it is labelled on its own. The points' own
 * short values, joined, are the last words tried: "10 → 11 → 16" for "10 → 11 (4.0 s) → …".
 */
function seriesWishes(
  laneId: string,
  given: LaneSeries | NonNullable<Lane['line']>,
  key: string,
  rows: readonly number[],
  within: ReadonlySet<number>,
  f: Frame,
  board: Board,
): void {
  const points = given.points;
  const changes = points.filter((p, j) => (j === 0 || points[j - 1]!.value !== p.value) && !within.has(j));
  const side = (t: number): number => f.walls.filter((w) => w.t <= t).length;
  let first = 0;
  while (first < changes.length) {
    let end = first + 1;
    while (end < changes.length && side(changes[end]!.t) === side(changes[first]!.t)) end += 1;
    const group = changes.slice(first, end);
    const joined = seriesLabels(
      group.map((p) => ({ x: f.x(p.t), value: p.value })),
      first === 0 ? (given.lead ?? '') : '',
    );
    for (const [n, v] of joined.entries()) {
      const members = group.slice(v.first, joined[n + 1]?.first ?? group.length);
      const bare = members.map((p) => p.short ?? p.value).join(' → ');
      const short = [
        ...(v.text === v.values ? [] : [...(given.shortLeads ?? []).map((lead) => `${lead}${v.values}`), v.values]),
        ...(bare === v.values ? [] : [...(v.text === v.values ? [] : [v.text.replace(v.values, bare)]), bare]),
      ];
      board.wishes.push({
        // Named by the point's place in the series, as its stretch of the strip is.
        id: `${laneId}-${key}-${points.indexOf(group[v.first]!)}`,
        t: group[v.first]!.t,
        ...(members.length > 1 ? { steps: members.map((p) => p.t) } : {}),
        x: v.x,
        text: v.text,
        ...(short.length === 0 ? {} : { short }),
        rows,
        prefer: 'start',
        order: 3,
      });
    }
    first = end;
  }
}

/** A lane's name cut to fit the gutter; one of two words or more that must be cut is written on two lines instead. */
function nameOf(name: string, room: number): Pick<LaneRow, 'name' | 'lines'> {
  const cut = fitName(name, room);
  const words = name.split(' ');
  const split = words.findLastIndex((_, k) => k > 0 && textWidth(words.slice(0, k).join(' '), FONT) <= room);
  if (cut === name || split < 1) return { name: cut };
  return { name: cut, lines: [words.slice(0, split).join(' '), fitName(words.slice(split).join(' '), room)] };
}

/** One lane: its name, marks, spans, and its value (a strip or a step line) with a second value as a step line. */
function lanePass(
  lane: Lane,
  i: number,
  messages: readonly LaneMessage[],
  standing: readonly Standing[],
  f: Frame,
  board: Board,
): LaneRow {
  const rows = f.rows(i);
  const marks = marksPass(lane, rows, f, board);
  const spans = spansPass(lane, rows, f, board);
  const valued = (given: LaneSeries | NonNullable<Lane['line']>, key: string, labelRows: readonly number[]) => {
    const steps = stepsOf(given, rows.y, f);
    if (given.unlabelled === true) return steps;
    const inside = given.inside === true && 'kind' in given && given.kind === 'strip';
    const lines = inside ? crossings(messages, standing, f, i).sort((p, q) => p - q) : [];
    const within = inside ? insideValues(lane, steps, marks, lines, rows.y, f, board) : new Set<number>();
    seriesWishes(lane.id, given, key, labelRows, within, f, board);
    return steps;
  };
  const series =
    lane.series === undefined
      ? null
      : { kind: lane.series.kind, steps: valued(lane.series, 'value', [rows.below, rows.above]) };
  const line = lane.line === undefined ? null : valued(lane.line, 'line', [rows.above, rows.below]);
  return {
    id: lane.id,
    ...nameOf(lane.name, f.names(lane.id)),
    top: rows.above - LANE.above,
    y: rows.y,
    spans,
    marks,
    series,
    line,
  };
}

/**
 * The messages as arrows between lanes. A lost one is drawn to halfway (it left, and never got there), its cross a
 * box labels keep clear of; one at an instant is an upright line across the rows between its lanes, and no label is
 * written across it. A message's label is wished for beside its arrow, on the rows between its two lanes, below the
 * upper one, above the lower one; where those are full (a request and its reply, twice), on the far side of either.
 */
function messagesPass(messages: readonly LaneMessage[], standing: readonly Standing[], f: Frame, board: Board) {
  return messages.map((m, i): MessageRow => {
    const id = m.id ?? `message-${i}`;
    const a = f.laneOf(m.from, `message ${id}`);
    const b = f.laneOf(m.to, `message ${id}`);
    const y0 = f.rows(a).y;
    const yTo = f.rows(b).y;
    const lost = m.lost === true;
    const { from, to, side, instant } = standing[i]!;
    const x1 = lost ? (from + to) / 2 : to;
    const y1 = lost ? (y0 + yTo) / 2 : yTo;
    if (lost) board.taken.push({ x0: x1 - MARK - 1, x1: x1 + MARK + 1, y0: y1 - MARK - 1, y1: y1 + MARK + 1 });
    if (instant && !lost)
      board.taken.push({
        x0: Math.min(from, x1) - 2,
        x1: Math.max(from, x1) + 2,
        y0: Math.min(y0, y1),
        y1: Math.max(y0, y1),
      });
    if (m.label !== undefined) {
      const [upper, lower] = a < b ? [f.rows(a), f.rows(b)] : [f.rows(b), f.rows(a)];
      const between = a === b ? [upper.above, upper.below] : [upper.below, lower.above, upper.above, lower.below];
      board.wishes.push({
        id,
        t: m.sent,
        x: (from + x1) / 2,
        text: m.label,
        ...worded(m),
        rows: between,
        prefer: side ?? preferAt((from + x1) / 2, f.plot, 'start'),
        order: 2,
      });
    }
    return { id, sent: m.sent, arrives: m.arrives, x0: from, y0, x1, y1, tone: m.tone, lost };
  });
}

/**
 * The brackets: a band across lanes each. Its label is wished for at its edge first, under its last lane or over
 * its first, so that it reads as the bracket's own words and leaves the rows inside to the lanes' labels (placed
 * after it); inside only where the edges are full.
 */
function bracketsPass(data: LaneChartData, f: Frame, board: Board): BracketRow[] {
  return (data.brackets ?? []).map((k, i) => {
    const id = k.id ?? `bracket-${i}`;
    const a = f.laneOf(k.lanes[0], `bracket ${id}`);
    const b = f.laneOf(k.lanes[1], `bracket ${id}`);
    const [first, last] = a <= b ? [a, b] : [b, a];
    const candidates: number[] = [f.rows(last).below, f.rows(first).above];
    for (let j = first; j <= last; j += 1) candidates.push(f.rows(j).above, f.rows(j).below);
    board.wishes.push({
      id,
      t: k.from,
      x: f.x(k.from),
      text: k.label,
      ...worded(k),
      rows: candidates,
      prefer: 'start',
      order: 4,
    });
    return {
      id,
      from: k.from,
      to: k.to,
      x0: f.x(k.from),
      x1: f.x(k.to),
      y0: f.rows(first).y - LANE.half - 3,
      y1: f.rows(last).y + LANE.half + 3,
      tone: k.tone,
      open: f.walls.some((w) => Math.abs(f.x(w.t) - f.x(k.to)) < 2),
    };
  });
}

/**
 * A bracket's outline from `x0` to `x1`, its left corners rounded by 3 px: closed on the right, or (`open`) left
 * without its right edge where a wall's line stands.
 */
export function bracketPath(x0: number, x1: number, y0: number, y1: number, open: boolean): string {
  const r = Math.min(3, (x1 - x0) / 2, (y1 - y0) / 2);
  const left = `M${x1},${y0} H${x0 + r} Q${x0},${y0} ${x0},${y0 + r} V${y1 - r} Q${x0},${y1} ${x0 + r},${y1} H${x1}`;
  return open ? left : `${left} V${y0} Z`;
}

/**
 * The grips of the handles a figure offers (the data's `grips`): where each stands, in the chart's own pixels (a
 * time's on its lane's row or on the axis at `axisY`, a wall's between the rows of its counted lanes; null for a wall
 * with none drawn), and the boxes the labels keep clear of (an axis grip is drawn raised over the axis).
 */
function gripsPass(
  data: LaneChartData,
  f: Frame,
  axisY: number,
  board: Board,
): { at: ({ x: number; y: number } | null)[]; boxes: Box[] } {
  const boxes: Box[] = [];
  /** A grip centred at (x, y) in the plot, `w` by `h` px, its box `lift` px above its centre: the room kept, and
   * where its handle stands in the chart's pixels. */
  const take = (x: number, y: number, w: number, h: number, lift = 0): { x: number; y: number } => {
    const box = { x0: x - w / 2 - 1, x1: x + w / 2 + 1, y0: y - lift - h / 2, y1: y - lift + h / 2 };
    board.taken.push(box);
    boxes.push(box);
    return { x: f.gutter + x, y };
  };
  const at = (data.grips ?? []).map((g) => {
    if ('lanes' in g) {
      const rows = data.lanes.flatMap((lane, i) => (lane.id.startsWith(g.lanes) ? [f.rows(i).y] : []));
      // No counted lane drawn, no wall to drag (ChartHandles offers none).
      return rows.length === 0 ? null : take(f.plot - GRIP.inset, wallRow(g.count, rows), GRIP.h, GRIP.w);
    }
    return g.lane === undefined
      ? take(f.x(g.t), axisY, GRIP.w, GRIP.axis, GRIP.raise)
      : take(f.x(g.t), f.rows(f.laneOf(g.lane, 'a handle')).y, GRIP.w, GRIP.h);
  });
  return { at, boxes };
}

/**
 * Every label wished for, placed by the kit's one placer in order of what matters most when room is short (walls,
 * marks, messages, values, brackets, spans; in the order wished within each), clear of every box taken and every
 * wall; after the values written inside strips.
 */
function labelsPass(board: Board, walls: readonly WallRow[], f: Frame): LaneLabel[] {
  const ordered = board.wishes.map((w, i) => ({ w, i })).sort((p, q) => p.w.order - q.w.order || p.i - q.i);
  const placed = placeLabels(
    ordered.map((o) => o.w),
    f.plot,
    walls.map((w) => w.x),
    board.taken,
  );
  return [
    ...board.inside,
    ...placed.map((p, k) => {
      const { t, steps } = ordered[k]!.w;
      return steps === undefined ? { ...p, t } : { ...p, t, steps };
    }),
  ];
}

/** The faint bar under a short run's axis: its share of the long runs' axis, in words that fit; or null. */
function referenceOf(data: LaneChartData, f: Frame, y: number): LaneLayout['reference'] {
  const ref = data.reference;
  if (ref === undefined || f.axis.max >= ref.of) return null;
  const long = `${formatSpan(f.axis.max)} of ${ref.words}`;
  return {
    y,
    width: (f.plot * f.axis.max) / ref.of,
    // On a narrow plot the words give way to the two spans alone.
    text: textWidth(long, TICK_FONT) <= f.plot ? long : `${formatSpan(f.axis.max)} of ${formatSpan(ref.of)}`,
  };
}

/**
 * The chart's geometry at `width` px (the whole SVG): a gutter for the lane names, the plot beside it, one lane per
 * actor and the axis under them, with the messages between lanes, the brackets across them and the walls through
 * them. Named passes over one frame: the walls, where the messages stand, each lane, the messages, the brackets, then
 * every label at once by the kit's one placer, so that a label does not move while the playback reveals it. The
 * lanes start at `top` px at the least: a chart held steady while a handle moves keeps the row a wall's label took,
 * after a move takes the wall away, so that the lanes do not jump under the pointer.
 */
export function laneLayout(data: LaneChartData, width: number, top = 0): LaneLayout {
  const f = frameOf(data, width, top);
  const board: Board = { taken: [], inside: [], wishes: [] };
  const messages = data.messages ?? [];
  const walls = wallsPass(data, f, board);
  // Worked out before the lanes, so that a value written inside a strip can stand clear of the arrows that cross it.
  const standing = standingOf(messages, f);
  const lanes = data.lanes.map((lane, i) => lanePass(lane, i, messages, standing, f, board));
  const messageRows = messagesPass(messages, standing, f, board);
  const brackets = bracketsPass(data, f, board);
  const axisY = f.top + data.lanes.length * LANE.height + 2;
  const grips = gripsPass(data, f, axisY, board);
  const labels = labelsPass(board, walls, f);
  const tickY = axisY + 15;
  const reference = referenceOf(data, f, tickY + 10);
  return {
    width,
    gutter: f.gutter,
    plot: f.plot,
    height: reference === null ? tickY + 5 : reference.y + 20,
    top: f.top,
    axis: { max: f.axis.max, y: axisY, ticks: ticksOf(f.axis.ticks, f.axis.max, f.plot, tickY) },
    lanes,
    messages: messageRows,
    brackets,
    walls,
    reference,
    labels,
    x: f.x,
    grips: grips.boxes,
    gripAt: grips.at,
  };
}

/**
 * Where a message's arrow has got to at the cursor (tenths; null for the whole run): the point on its line, or
 * null before it is sent. An instant message (sent and arriving at once) is drawn whole once reached. With `whole`
 * (the reader asks for reduced motion), nothing travels: a message is drawn whole when it arrives, and not before.
 */
export function travelled(
  m: MessageRow,
  cursor: number | null,
  whole = false,
): { x: number; y: number; arrived: boolean } | null {
  if (cursor !== null && cursor < (whole ? m.arrives : m.sent)) return null;
  if (cursor === null || cursor >= m.arrives || m.arrives <= m.sent) return { x: m.x1, y: m.y1, arrived: true };
  const f = (cursor - m.sent) / (m.arrives - m.sent);
  // A lost message's line ends halfway at its `arrives`: it travels that half over its whole time.
  return { x: m.x0 + (m.x1 - m.x0) * f, y: m.y0 + (m.y1 - m.y0) * f, arrived: false };
}

/** An arrowhead's path at (x1, y1), pointing along the line from (x0, y0). */
export function arrowHead(x0: number, y0: number, x1: number, y1: number, size = 6): string {
  const a = Math.atan2(y1 - y0, x1 - x0);
  const p = (da: number): string =>
    `${(x1 - size * Math.cos(a + da)).toFixed(1)},${(y1 - size * Math.sin(a + da)).toFixed(1)}`;
  return `M${x1.toFixed(1)},${y1.toFixed(1)} L${p(0.45)} L${p(-0.45)} Z`;
}

/**
 * The chart's text alternative, from the same data it draws: each lane's spans, marks and values in time order,
 * then the messages, brackets and walls, and the span of the axis. A screen reader hears what the picture shows, no
 * more and no less: with the playback at `cursor` (tenths; null for the whole run), only what it has reached, so a
 * setup or a run still playing never reads out its ending.
 */
export function describeLanes(data: LaneChartData, cursor: number | null = null): string {
  const names = new Map(data.lanes.map((l) => [l.id, l.name]));
  const seen = (t: number): boolean => cursor === null || t <= cursor;
  const parts = data.lanes.map((lane) => {
    const items = [
      ...lane.spans
        .filter((s) => seen(s.from))
        .map((s) => ({
          t: s.from,
          text: seen(s.to)
            ? `${s.label ?? 'a span'} from ${formatSpan(s.from)} to ${formatSpan(s.to)}`
            : `${s.label ?? 'a span'} from ${formatSpan(s.from)}`,
        })),
      ...lane.marks
        .filter((m) => m.label !== '' && seen(m.t))
        .map((m) => ({ t: m.t, text: `${m.label} at ${formatSpan(m.t)}` })),
      ...[lane.series, lane.line].flatMap((given) =>
        (given?.points ?? [])
          .filter((p, j, all) => (j === 0 || all[j - 1]!.value !== p.value) && seen(p.t))
          .map((p) => ({ t: p.t, text: `${given?.lead ?? ''}${p.value} from ${formatSpan(p.t)}` })),
      ),
    ].sort((a, b) => a.t - b.t);
    const none = cursor === null ? 'nothing happens' : 'nothing yet';
    return `${lane.name}: ${items.length > 0 ? items.map((i) => i.text).join('; ') : none}.`;
  });
  const messages = (data.messages ?? [])
    .filter((m) => seen(m.sent))
    .map((m) => {
      const what = m.label ?? 'a message';
      const route = `from ${names.get(m.from) ?? m.from} to ${names.get(m.to) ?? m.to}`;
      if (!seen(m.arrives)) return `${what}, ${route}, sent at ${formatSpan(m.sent)}.`;
      return m.lost === true
        ? `${what}, ${route}, sent at ${formatSpan(m.sent)}, lost at ${formatSpan(m.arrives)}.`
        : m.arrives <= m.sent
          ? `${what}, ${route}, at ${formatSpan(m.sent)}.`
          : `${what}, ${route}, sent at ${formatSpan(m.sent)}, arrives at ${formatSpan(m.arrives)}.`;
    });
  const brackets = (data.brackets ?? [])
    .filter((k) => seen(k.to))
    .map(
      (k) =>
        `${k.label}: ${formatSpan(k.from)} to ${formatSpan(k.to)}, across ${names.get(k.lanes[0]) ?? k.lanes[0]} to ${names.get(k.lanes[1]) ?? k.lanes[1]}.`,
    );
  const walls = (data.walls ?? []).filter((w) => seen(w.t)).map((w) => `${w.label} at ${formatSpan(w.t)}.`);
  return [
    cursor === null
      ? `A timeline, one lane per actor, from 0 s to ${formatSpan(data.end)}.`
      : `A timeline, one lane per actor, drawn up to ${formatSpan(cursor)} of a run that ends at ${formatSpan(data.end)}.`,
    ...parts,
    ...messages,
    ...brackets,
    ...walls,
  ].join(' ');
}
