/**
 * The kit's lane chart, as geometry: lanes (one actor each) with spans drawn as bands and marks drawn as symbols,
 * under a time axis fitted to the run. A lesson hands it data (`LaneChartData`); this works out every position in
 * pixels for a measured plot width, so each label knows the room beside it and stays inside the chart and clear of
 * the others, at a 320 px phone's 144 px of plot as at a desktop's. Pure: `LaneChart.svelte` only draws it.
 */
import { formatSpan } from '../../src/sim/kit/index.ts';
import { axisOf, placeLabels, seriesLabels, textWidth } from './chart.ts';
import type { Box, LabelWish, PlacedLabel } from './chart.ts';

/** The tones a span or mark may take: each is one of the theme's `--cs-*` colours, light and dark. */
export const LANE_TONES = ['good', 'bad', 'wait', 'refused', 'neutral'] as const;
/** A span's or mark's tone. */
export type LaneTone = (typeof LANE_TONES)[number];
/** The symbols a mark may take; each has its own shape, so that tone is never the only signal. */
export const LANE_SYMBOLS = ['dot', 'diamond', 'cross', 'check', 'refused'] as const;
/** A mark's symbol. */
export type LaneSymbol = (typeof LANE_SYMBOLS)[number];

/** How a span is drawn: a filled band (the default), its outline only (what an actor believes rather than what is),
 * hatched (an actor paused, doing nothing), or a thin band (waiting). */
export const SPAN_STYLES = ['fill', 'outline', 'hatch', 'thin'] as const;
/** A span's look. */
export type SpanStyle = (typeof SPAN_STYLES)[number];

/** Words for a label, and shorter words for the same thing, tried in order where the full words fit nowhere. */
interface Worded {
  /** A name for the item, written on what draws it as `data-id` and used for its label's `data-label`, so a lesson's
   * own test can find it ("lease-end"); the kit numbers items without one. */
  id?: string;
  label?: string;
  short?: readonly string[];
}

/** A stretch of time on a lane (tenths), drawn as a band: a wait, a hold, a lease, a pause. */
export interface LaneSpan extends Worded {
  from: number;
  to: number;
  tone: LaneTone;
  style?: SpanStyle;
}

/** A moment on a lane (tenths), drawn as a symbol with its label: a send, an arrival, a refusal. */
export interface LaneMark extends Worded {
  t: number;
  symbol: LaneSymbol;
  tone: LaneTone;
  label: string;
  /** Where its label sits first, away from the plot's ends: after the mark, before it, or centred (the default).
   * A window's opening mark labelled before it and its closing one after keep the window between its words. */
  prefer?: 'start' | 'end' | 'middle';
}

/**
 * A value over time on a lane, from each point on until the next: drawn as a strip of bands that changes at each
 * point (`strip`: a store's value, written in it), or a step line that climbs with `level` (`step`: a highest token,
 * a count). Its labels say the value where it changes, quick changes joined into one ("holds 10 → 11 → 16"), `lead`
 * opening the first.
 */
export interface LaneSeries {
  kind: 'strip' | 'step';
  points: readonly { t: number; value: string; level?: number; tone?: LaneTone }[];
  lead?: string;
  /** Shorter leads, tried in order where the first label does not fit, before its values alone ("token 2"). */
  shortLeads?: readonly string[];
  /** Leave the labels out (the value is said elsewhere, or the strip is read by its tones alone). */
  unlabelled?: boolean;
}

/** One actor's lane, or one value's. */
export interface Lane {
  id: string;
  name: string;
  spans: readonly LaneSpan[];
  marks: readonly LaneMark[];
  series?: LaneSeries;
  /** A second value on the same lane, drawn as a step line over its strip and labelled on the row above the lane:
   * the highest token a store has accepted, under the value it holds. */
  line?: Omit<LaneSeries, 'kind'>;
}

/**
 * A message from one lane to another, sent at `sent` and arriving at `arrives` (tenths): an arrow, drawn travelling
 * as the playback reaches it. A lost one stops halfway with a cross (its `arrives` is the moment it is lost).
 */
export interface LaneMessage extends Worded {
  from: string;
  to: string;
  sent: number;
  arrives: number;
  tone: LaneTone;
  lost?: boolean;
}

/** A stretch of time across lanes, `lanes` the first and last it covers, drawn as a band with its own label: the
 * overlap of two clients' windows, a write made without the lock. */
export interface LaneBracket extends Worded {
  from: number;
  to: number;
  lanes: readonly [string, string];
  tone: LaneTone;
  label: string;
}

/** A moment that cuts across every lane, drawn as a line with its label over the lanes: a lease's end, a power
 * failure. No other label crosses it. */
export interface LaneWall extends Worded {
  t: number;
  tone: LaneTone;
  label: string;
}

/**
 * What a lesson gives the lane chart: its lanes, the run's end (tenths), and optionally the messages between lanes,
 * brackets across them and walls through them. `scale` keeps one scale across a lesson's experiments where
 * comparing them matters: the axis runs to at least `scale` tenths, whatever the run's end.
 */
export interface LaneChartData {
  lanes: readonly Lane[];
  end: number;
  messages?: readonly LaneMessage[];
  brackets?: readonly LaneBracket[];
  walls?: readonly LaneWall[];
  scale?: number;
  /**
   * Where an axis fitted to a short run should not read at the scale of the lesson's long ones: under a shorter axis
   * a faint bar shows how much of `of` tenths it spans, with words ("3 s of the 20 s the long runs take"; `words`
   * is what follows "3 s of").
   */
  reference?: { of: number; words: string };
}

/** Font sizes, px: labels and lane names, ticks. */
export const FONT = 12;
export const TICK_FONT = 11;
/** A lane's height and where its parts sit in it, px from the lane's top. */
export const LANE = { height: 62, above: 15, band: 31, below: 58, half: 7 } as const;
/** A mark's symbol: half its size, px. */
export const MARK = 6;
/** Room kept at the top, px; with walls, a row above the lanes for their labels. */
const TOP = 2;
const WALL_ROW = 16;
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
  tone: LaneTone;
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
  tone: LaneTone;
  /** Its place in the series: a strip's neighbouring stretches alternate in shade. */
  index: number;
}

/** A lane as drawn: its name (shortened to fit the gutter), its band's centre, spans, marks and series in pixels. */
export interface LaneRow {
  id: string;
  name: string;
  top: number;
  y: number;
  spans: SpanRow[];
  marks: { id: string; t: number; x: number; symbol: LaneSymbol; tone: LaneTone }[];
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
  tone: LaneTone;
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
  tone: LaneTone;
}

/** A wall as drawn: a line across every lane. */
export interface WallRow {
  id: string;
  t: number;
  x: number;
  tone: LaneTone;
}

/** A placed label with the moment it belongs to: it is drawn once the playback has reached `t`. */
export interface LaneLabel extends PlacedLabel {
  t: number;
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

/** The level a series' point is drawn at: its own, or its place in the series. */
const levelOf = (p: LaneSeries['points'][number], i: number): number => p.level ?? i;

/**
 * The chart's geometry at `width` px (the whole SVG): a gutter for the lane names, the plot beside it, one lane per
 * actor and the axis under them, with the messages between lanes, the brackets across them and the walls through
 * them. Labels are placed by the kit's one placer, in order of what matters most when room is short (walls, marks,
 * messages, values, brackets, spans), each on its candidate rows, clear of every symbol and of every wall; the
 * whole run is placed at once, so that a label does not move while the playback reveals it.
 */
export function laneLayout(data: LaneChartData, width: number): LaneLayout {
  const longest = Math.max(0, ...data.lanes.map((l) => textWidth(l.name, FONT)));
  const gutter = Math.ceil(Math.min(longest + 10, width * GUTTER_SHARE));
  // Room on the right for half a mark's symbol, so a mark at the axis's end is drawn whole.
  const plot = Math.max(PLOT_FLOOR, width - gutter - MARK - 2);
  const axis = axisOf(Math.max(data.end, data.scale ?? 0, 10));
  const x = (t: number): number => (Math.min(Math.max(t, 0), axis.max) / axis.max) * plot;
  const walls = data.walls ?? [];
  // A first lane without marks leaves its row above free (its spans' and values' labels try the row below first):
  // the walls' labels take that row, and the chart spends no height on a row of their own.
  const wallsOnFirst = walls.length > 0 && data.lanes.length > 0 && data.lanes[0]!.marks.length === 0;
  const top = walls.length > 0 && !wallsOnFirst ? WALL_ROW + 4 : TOP;
  const index = new Map(data.lanes.map((lane, i) => [lane.id, i]));
  const laneTop = (i: number): number => top + i * LANE.height;
  const rows = (i: number): { above: number; y: number; below: number } => ({
    above: laneTop(i) + LANE.above,
    y: laneTop(i) + LANE.band,
    below: laneTop(i) + LANE.below,
  });
  const laneOf = (id: string, what: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`The lane chart has no lane "${id}" for ${what}.`);
    return i;
  };

  type Wish = LabelWish & { t: number; order: number };
  const taken: Box[] = [];
  const wishes: Wish[] = [];
  const wish = (order: number, w: Omit<Wish, 'order'>): void => {
    wishes.push({ ...w, order });
  };
  const worded = (item: { label?: string; short?: readonly string[] }) =>
    item.short === undefined ? {} : { short: item.short };

  const wallRows: WallRow[] = walls.map((w, i) => {
    const id = w.id ?? `wall-${i}`;
    wish(0, {
      id,
      t: w.t,
      x: x(w.t),
      text: w.label,
      ...worded(w),
      rows: [wallsOnFirst ? rows(0).above : WALL_ROW - 3],
      prefer: 'start',
    });
    return { id, t: w.t, x: x(w.t), tone: w.tone };
  });

  const lanes: LaneRow[] = data.lanes.map((lane, i) => {
    const { above, y, below } = rows(i);
    const marks = lane.marks.map((m, j) => ({
      id: m.id ?? `${lane.id}-mark-${j}`,
      t: m.t,
      x: x(m.t),
      symbol: m.symbol,
      tone: m.tone,
    }));
    for (const m of marks) taken.push({ x0: m.x - MARK - 1, x1: m.x + MARK + 1, y0: y - MARK - 1, y1: y + MARK + 1 });
    lane.marks.forEach((m, j) => {
      wish(1, {
        id: marks[j]!.id,
        t: m.t,
        x: x(m.t),
        text: m.label,
        ...worded(m),
        rows: [above, below],
        prefer: preferAt(x(m.t), plot, m.prefer ?? 'middle'),
      });
    });
    const spans = lane.spans.map((s, j) => {
      const id = s.id ?? `${lane.id}-span-${j}`;
      if (s.label !== undefined)
        wish(5, {
          id,
          // Named once its band shows: a tenth after it starts, when the playback has drawn some of it.
          t: Math.min(s.to, s.from + 1),
          x: x(s.from) + Math.min(12, (x(s.to) - x(s.from)) / 2),
          text: s.label,
          ...worded(s),
          rows: [below, above],
          prefer: 'start',
        });
      return { id, from: s.from, to: s.to, x0: x(s.from), x1: x(s.to), tone: s.tone, style: s.style ?? 'fill' };
    });
    /** A value's stretches, and its labels wished for on `labelRows` (named `key`: "value", "line"). */
    const stepsOf = (given: Omit<LaneSeries, 'kind'>, key: string, labelRows: readonly number[]): SeriesStep[] => {
      const points = given.points;
      const top = Math.max(1, ...points.map(levelOf));
      const steps: SeriesStep[] = points.map((p, j) => {
        const to = points[j + 1]?.t ?? axis.max;
        const level = levelOf(p, j) / top;
        return {
          from: p.t,
          to,
          x0: x(p.t),
          x1: x(to),
          y: y + LANE.half - level * LANE.half * 2,
          value: p.value,
          tone: p.tone ?? 'neutral',
          index: j,
        };
      });
      if (given.unlabelled !== true) {
        const changes = points.filter((p, j) => j === 0 || points[j - 1]!.value !== p.value);
        // Quick changes join into one label, but never across a wall: each side of it is labelled on its own.
        const side = (t: number): number => walls.filter((w) => w.t <= t).length;
        let first = 0;
        while (first < changes.length) {
          let end = first + 1;
          while (end < changes.length && side(changes[end]!.t) === side(changes[first]!.t)) end += 1;
          const group = changes.slice(first, end);
          for (const v of seriesLabels(
            group.map((p) => ({ x: x(p.t), value: p.value })),
            first === 0 ? (given.lead ?? '') : '',
          ))
            wish(3, {
              id: `${lane.id}-${key}-${first + v.first}`,
              t: group[v.first]!.t,
              x: v.x,
              text: v.text,
              ...(v.text === v.values
                ? {}
                : { short: [...(given.shortLeads ?? []).map((lead) => `${lead}${v.values}`), v.values] }),
              rows: labelRows,
              prefer: 'start',
            });
          first = end;
        }
      }
      return steps;
    };
    const series: LaneRow['series'] =
      lane.series === undefined
        ? null
        : { kind: lane.series.kind, steps: stepsOf(lane.series, 'value', [below, above]) };
    const line = lane.line === undefined ? null : stepsOf(lane.line, 'line', [above, below]);
    return { id: lane.id, name: fitName(lane.name, gutter - 8), top: laneTop(i), y, spans, marks, series, line };
  });

  const messages: MessageRow[] = (data.messages ?? []).map((m, i) => {
    const id = m.id ?? `message-${i}`;
    const a = laneOf(m.from, `message ${id}`);
    const b = laneOf(m.to, `message ${id}`);
    const y0 = rows(a).y;
    const yTo = rows(b).y;
    const lost = m.lost === true;
    // A lost message is drawn to halfway: it left, and never got there.
    const x1 = lost ? (x(m.sent) + x(m.arrives)) / 2 : x(m.arrives);
    const y1 = lost ? (y0 + yTo) / 2 : yTo;
    if (lost) taken.push({ x0: x1 - MARK - 1, x1: x1 + MARK + 1, y0: y1 - MARK - 1, y1: y1 + MARK + 1 });
    if (m.label !== undefined) {
      // Beside the arrow, on the rows between the two lanes: below the upper one, above the lower one.
      const [upper, lower] = a < b ? [a, b] : [b, a];
      const between = upper === lower ? [rows(upper).above, rows(upper).below] : [rows(upper).below, rows(lower).above];
      wish(2, {
        id,
        t: m.sent,
        x: (x(m.sent) + x1) / 2,
        text: m.label,
        ...worded(m),
        rows: between,
        prefer: preferAt((x(m.sent) + x1) / 2, plot, 'start'),
      });
    }
    return { id, sent: m.sent, arrives: m.arrives, x0: x(m.sent), y0, x1, y1, tone: m.tone, lost };
  });

  const brackets: BracketRow[] = (data.brackets ?? []).map((k, i) => {
    const id = k.id ?? `bracket-${i}`;
    const a = laneOf(k.lanes[0], `bracket ${id}`);
    const b = laneOf(k.lanes[1], `bracket ${id}`);
    const [first, last] = a <= b ? [a, b] : [b, a];
    // At the bracket's edge first, under its last lane or over its first, so that it reads as the bracket's own
    // words and leaves the rows inside to the lanes' labels (placed after it); inside only where the edges are full.
    const candidates: number[] = [rows(last).below, rows(first).above];
    for (let j = first; j <= last; j += 1) candidates.push(rows(j).above, rows(j).below);
    wish(4, { id, t: k.from, x: x(k.from), text: k.label, ...worded(k), rows: candidates, prefer: 'start' });
    return {
      id,
      from: k.from,
      to: k.to,
      x0: x(k.from),
      x1: x(k.to),
      y0: rows(first).y - LANE.half - 3,
      y1: rows(last).y + LANE.half + 3,
      tone: k.tone,
    };
  });

  const ordered = wishes.map((w, i) => ({ w, i })).sort((p, q) => p.w.order - q.w.order || p.i - q.i);
  const placed = placeLabels(
    ordered.map((o) => o.w),
    plot,
    wallRows.map((w) => w.x),
    taken,
  );
  const labels = placed.map((p, k) => ({ ...p, t: ordered[k]!.w.t }));
  const axisY = top + data.lanes.length * LANE.height + 2;
  const tickY = axisY + 15;
  const ref = data.reference;
  let reference: LaneLayout['reference'] = null;
  if (ref !== undefined && axis.max < ref.of) {
    const long = `${formatSpan(axis.max)} of ${ref.words}`;
    reference = {
      y: tickY + 10,
      width: (plot * axis.max) / ref.of,
      // On a narrow plot the words give way to the two spans alone.
      text: textWidth(long, TICK_FONT) <= plot ? long : `${formatSpan(axis.max)} of ${formatSpan(ref.of)}`,
    };
  }
  return {
    width,
    gutter,
    plot,
    height: reference === null ? tickY + 5 : reference.y + 20,
    top,
    axis: { max: axis.max, y: axisY, ticks: ticksOf(axis.ticks, axis.max, plot, tickY) },
    lanes,
    messages,
    brackets,
    walls: wallRows,
    reference,
    labels,
    x,
  };
}

/**
 * Where a message's arrow has got to at the cursor (tenths; null for the whole run): the point on its line, or
 * null before it is sent. An instant message (sent and arriving at once) is drawn whole once reached.
 */
export function travelled(m: MessageRow, cursor: number | null): { x: number; y: number; arrived: boolean } | null {
  if (cursor !== null && cursor < m.sent) return null;
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
 * more and no less.
 */
export function describeLanes(data: LaneChartData): string {
  const names = new Map(data.lanes.map((l) => [l.id, l.name]));
  const parts = data.lanes.map((lane) => {
    const items = [
      ...lane.spans.map((s) => ({
        t: s.from,
        text: `${s.label ?? 'a span'} from ${formatSpan(s.from)} to ${formatSpan(s.to)}`,
      })),
      ...lane.marks.map((m) => ({ t: m.t, text: `${m.label} at ${formatSpan(m.t)}` })),
      ...[lane.series, lane.line].flatMap((given) =>
        (given?.points ?? [])
          .filter((p, j, all) => j === 0 || all[j - 1]!.value !== p.value)
          .map((p) => ({ t: p.t, text: `${given?.lead ?? ''}${p.value} from ${formatSpan(p.t)}` })),
      ),
    ].sort((a, b) => a.t - b.t);
    return `${lane.name}: ${items.length > 0 ? items.map((i) => i.text).join('; ') : 'nothing happens'}.`;
  });
  const messages = (data.messages ?? []).map((m) => {
    const what = m.label ?? 'a message';
    const route = `from ${names.get(m.from) ?? m.from} to ${names.get(m.to) ?? m.to}`;
    return m.lost === true
      ? `${what}, ${route}, sent at ${formatSpan(m.sent)}, lost at ${formatSpan(m.arrives)}.`
      : m.arrives <= m.sent
        ? `${what}, ${route}, at ${formatSpan(m.sent)}.`
        : `${what}, ${route}, sent at ${formatSpan(m.sent)}, arrives at ${formatSpan(m.arrives)}.`;
  });
  const brackets = (data.brackets ?? []).map(
    (k) =>
      `${k.label}: ${formatSpan(k.from)} to ${formatSpan(k.to)}, across ${names.get(k.lanes[0]) ?? k.lanes[0]} to ${names.get(k.lanes[1]) ?? k.lanes[1]}.`,
  );
  const walls = (data.walls ?? []).map((w) => `${w.label} at ${formatSpan(w.t)}.`);
  return [
    `A timeline, one lane per actor, from 0 s to ${formatSpan(data.end)}.`,
    ...parts,
    ...messages,
    ...brackets,
    ...walls,
  ].join(' ');
}
