/**
 * The kit's lane chart, as geometry: lanes (one actor each) with spans drawn as bands and marks drawn as symbols,
 * under a time axis fitted to the run. A lesson hands it data (`LaneChartData`); this works out every position in
 * pixels for a measured plot width, so each label knows the room beside it and stays inside the chart and clear of
 * the others, at a 320 px phone's 144 px of plot as at a desktop's. Pure: `LaneChart.svelte` only draws it.
 */
import { formatSpan } from '../../src/sim/kit/index.ts';
import { axisOf, placeLabels, textWidth } from './chart.ts';
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
}

/** Font sizes, px: labels and lane names, ticks. */
export const FONT = 12;
export const TICK_FONT = 11;
/** A lane's height and where its parts sit in it, px from the lane's top. */
export const LANE = { height: 62, above: 15, band: 31, below: 58, half: 7 } as const;
/** A mark's symbol: half its size, px. */
export const MARK = 6;
/** Room kept at the top and between the last lane and the axis, px. */
const TOP = 2;
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

/** A lane as drawn: its name (shortened to fit the gutter), its band's centre, spans and marks in pixels. */
export interface LaneRow {
  id: string;
  name: string;
  top: number;
  y: number;
  spans: { from: number; to: number; x0: number; x1: number; tone: LaneTone }[];
  marks: { t: number; x: number; symbol: LaneSymbol; tone: LaneTone }[];
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
  axis: { max: number; y: number; ticks: LaneTick[] };
  lanes: LaneRow[];
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

/**
 * The chart's geometry at `width` px (the whole SVG): a gutter for the lane names, the plot beside it, one lane per
 * actor and the axis under them. Labels are placed by the kit's one placer, marks first (a moment matters more than
 * a span's name), each on the row above its lane or the row below, clear of every symbol; the whole run is placed at
 * once, so that a label does not move while the playback reveals it.
 */
export function laneLayout(data: LaneChartData, width: number): LaneLayout {
  const longest = Math.max(0, ...data.lanes.map((l) => textWidth(l.name, FONT)));
  const gutter = Math.ceil(Math.min(longest + 10, width * GUTTER_SHARE));
  // Room on the right for half a mark's symbol, so a mark at the axis's end is drawn whole.
  const plot = Math.max(PLOT_FLOOR, width - gutter - MARK - 2);
  const axis = axisOf(Math.max(data.end, 10));
  const x = (t: number): number => (Math.min(Math.max(t, 0), axis.max) / axis.max) * plot;

  const taken: Box[] = [];
  const wishes: (LabelWish & { t: number })[] = [];
  const spanWishes: (LabelWish & { t: number })[] = [];
  const lanes: LaneRow[] = data.lanes.map((lane, i) => {
    const top = TOP + i * LANE.height;
    const y = top + LANE.band;
    const above = top + LANE.above;
    const below = top + LANE.below;
    const marks = lane.marks.map((m) => ({ t: m.t, x: x(m.t), symbol: m.symbol, tone: m.tone }));
    for (const m of marks) taken.push({ x0: m.x - MARK - 1, x1: m.x + MARK + 1, y0: y - MARK - 1, y1: y + MARK + 1 });
    lane.marks.forEach((m, j) => {
      const p = x(m.t) / plot;
      wishes.push({
        id: `${lane.id}-mark-${j}`,
        t: m.t,
        x: x(m.t),
        text: m.label,
        rows: [above, below],
        prefer: p < 0.15 ? 'start' : p > 0.85 ? 'end' : 'middle',
      });
    });
    lane.spans.forEach((s, j) => {
      if (s.label === undefined) return;
      spanWishes.push({
        id: `${lane.id}-span-${j}`,
        t: s.from,
        x: x(s.from) + Math.min(12, (x(s.to) - x(s.from)) / 2),
        text: s.label,
        rows: [below, above],
        prefer: 'start',
      });
    });
    return {
      id: lane.id,
      name: fitName(lane.name, gutter - 8),
      top,
      y,
      spans: lane.spans.map((s) => ({ from: s.from, to: s.to, x0: x(s.from), x1: x(s.to), tone: s.tone })),
      marks,
    };
  });
  const all = [...wishes, ...spanWishes];
  const placed = placeLabels(all, plot, [], taken);
  const labels = placed.map((p, i) => ({ ...p, t: all[i]!.t }));
  const axisY = TOP + data.lanes.length * LANE.height + 2;
  const tickY = axisY + 15;
  return {
    width,
    gutter,
    plot,
    height: tickY + 5,
    axis: { max: axis.max, y: axisY, ticks: ticksOf(axis.ticks, axis.max, plot, tickY) },
    lanes,
    labels,
    x,
  };
}

/**
 * The chart's text alternative, from the same data it draws: each lane's spans and marks in time order, and the
 * span of the axis. A screen reader hears what the picture shows, no more and no less.
 */
export function describeLanes(data: LaneChartData): string {
  const parts = data.lanes.map((lane) => {
    const items = [
      ...lane.spans.map((s) => ({
        t: s.from,
        text: `${s.label ?? 'a span'} from ${formatSpan(s.from)} to ${formatSpan(s.to)}`,
      })),
      ...lane.marks.map((m) => ({ t: m.t, text: `${m.label} at ${formatSpan(m.t)}` })),
    ].sort((a, b) => a.t - b.t);
    return `${lane.name}: ${items.length > 0 ? items.map((i) => i.text).join('; ') : 'nothing happens'}.`;
  });
  return `A timeline, one lane per actor, from 0 s to ${formatSpan(data.end)}. ${parts.join(' ')}`;
}
