/**
 * Geometry for the simulator's charts: how far the time axis runs and where its ticks go, whether the playback has
 * reached a moment, and where labels go so they stay clear of each other and of the chart's walls. Positions are in
 * the chart's own pixels: the lane chart lays itself out at the width its box measures and draws with a viewBox of
 * that width, one to one, so its text keeps its real size on a phone instead of shrinking with the drawing.
 */

/** Tick spacings the axis may use, in tenths of a second. */
const TICK_STEPS = [10, 20, 50, 100, 150, 200, 300, 500];
/** The axis aims for at most this many intervals, so labels stay apart on a 320 px phone. */
const MAX_INTERVALS = 6;

/** The time axis for a chart whose last moment is `last` (tenths): its end (a whole number of ticks past it) and its ticks. */
export function axisOf(last: number): { max: number; ticks: number[] } {
  const step = TICK_STEPS.find((s) => Math.ceil(last / s) <= MAX_INTERVALS) ?? 1000;
  const max = Math.max(step, Math.ceil(last / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  return { max, ticks };
}

/**
 * True when the playback has reached the moment `t` (tenths); with the whole run shown (`cursor` null), always.
 * The kit's rule for every chart: a mark or label not yet reached is not drawn as text at all, never dimmed, since
 * dimmed text fell to 1.9:1 (light) and 2.7:1 (dark); a chart may veil what lies ahead, but under its text.
 */
export function reached(t: number, cursor: number | null): boolean {
  return cursor === null || t <= cursor;
}

/** A box a label or mark takes on a chart, in the chart's own pixels. */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A label a chart wants near the point `x`, on the first of its candidate rows (baselines) where it fits. */
export interface LabelWish {
  id: string;
  x: number;
  text: string;
  /** Candidate baselines, in order of preference. */
  rows: readonly number[];
  /** Font size in pixels. */
  size?: number;
  /** Where the label should sit first: right of `x`, left of it, or centred on it. */
  prefer?: 'start' | 'end' | 'middle';
  /** Shorter words for the same thing, tried in order when the full text fits nowhere (a phone's narrow chart). */
  short?: readonly string[];
}

/** A placed label: its anchor point, text anchoring and the box it takes. */
export interface PlacedLabel {
  id: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
  /** No free place was found: it is drawn on a halo over what it crosses. */
  crowded: boolean;
}

/** A label's width in pixels, estimated on the generous side (system sans at this size rarely exceeds it). An arrow
 * is wider than a letter: 0.84 em in DejaVu Sans, Linux's usual sans, so it counts as 0.9. */
export function textWidth(text: string, size = 12): number {
  const arrows = text.split('→').length - 1;
  return (text.length + arrows * 0.5) * size * 0.6;
}

/** A value a chart labels where it changes: the point's position and the value as written. */
export interface SeriesPoint {
  x: number;
  value: string;
}

/** A run of a series' values close enough together to read as one label, "holds 10 → 11 → 16", at its first point. */
export interface SeriesLabel {
  x: number;
  /** The index of the run's first point in the series. */
  first: number;
  /** The run's values alone, "10 → 11 → 16": the shorter words for a narrow chart. */
  values: string;
  /** What the label reads: the values, opened by the series' lead on its first run. */
  text: string;
}

/**
 * Labels for a series of values (a store's value, a highest token), where each changes. Values whose points lie
 * closer than the label before them needs are joined to it with arrows, so that a run of quick changes reads as a
 * sequence, "holds 10 → 11 → 16", instead of numbers packed side by side that read as one phrase. `lead` opens the
 * series' first label only.
 */
export function seriesLabels(points: readonly SeriesPoint[], lead: string, size = 12): SeriesLabel[] {
  const runs: SeriesLabel[] = [];
  for (const [i, p] of points.entries()) {
    const last = runs.at(-1);
    // Room for the run so far, a gap, and this value: the same generous widths the placement uses.
    if (last !== undefined && p.x < last.x + textWidth(`${last.text}  ${p.value}`, size)) {
      last.values += ` → ${p.value}`;
      last.text = last.first === 0 ? `${lead}${last.values}` : last.values;
    } else runs.push({ x: p.x, first: i, values: p.value, text: i === 0 ? `${lead}${p.value}` : p.value });
  }
  return runs;
}

const GAP = 5;
/** How far (px) a label may slide from its point and still read as that point's label. */
const NEAR = 90;
const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** How many times an earlier label may give way to a crowded one: a few, so a chart is laid out in bounded time. */
const GIVE_WAY_ROUNDS = 6;

/**
 * Places labels so that none crosses a wall (a vertical line such as a lease's end), overlaps another label or a
 * taken box, or leaves the chart (0 to `width`). Each label tries its rows in order and, on each, its preferred side
 * first, then the other, then centred. One that fits nowhere first asks the earlier labels standing where it wants to
 * be to take their shorter words, in turn (kept only if fewer labels end up crowded); one that still fits nowhere is put on
 * its first row, kept inside, and marked `crowded` so the chart draws it on a halo. Deterministic: same wishes, same
 * places, one per wish in the wishes' order.
 */
export function placeLabels(
  wishes: readonly LabelWish[],
  width: number,
  walls: readonly number[] = [],
  taken: readonly Box[] = [],
): PlacedLabel[] {
  const first = placeEach(wishes, width, walls, taken);
  const crowdedIn = (list: readonly PlacedLabel[]): number => list.filter((p) => p.crowded).length;
  let [current, placed] = [wishes, first];
  for (let round = 0; round < GIVE_WAY_ROUNDS; round++) {
    const at = placed.findIndex((p) => p.crowded);
    if (at < 0) break;
    const wish = current[at]!;
    const size = wish.size ?? 12;
    // The earlier labels on one of its rows, near its point, that still have shorter words to give.
    const inTheWay = (p: PlacedLabel, j: number): boolean =>
      j < at &&
      !p.crowded &&
      (current[j]!.short?.length ?? 0) > 0 &&
      p.box.x0 <= wish.x + NEAR &&
      p.box.x1 >= wish.x - NEAR &&
      wish.rows.some((y) => p.box.y0 < y + size * 0.3 && y - size < p.box.y1);
    if (!placed.some(inTheWay)) break;
    const shorter = current.map((w, j) =>
      inTheWay(placed[j]!, j) ? { ...w, text: w.short![0]!, short: w.short!.slice(1) } : w,
    );
    const tried = placeEach(shorter, width, walls, taken);
    // Shorter words that crowd more are not kept; as many are kept for a next, shorter try.
    if (crowdedIn(tried) > crowdedIn(placed)) break;
    [current, placed] = [shorter, tried];
  }
  return crowdedIn(placed) < crowdedIn(first) ? placed : first;
}

/** One pass of the placement: each label in turn, where it first fits among those placed before it. */
function placeEach(
  wishes: readonly LabelWish[],
  width: number,
  walls: readonly number[],
  taken: readonly Box[],
): PlacedLabel[] {
  const boxes: Box[] = [...taken];
  const placed: PlacedLabel[] = [];
  const near = (x0: number, w: number, x: number): boolean => x0 <= x + NEAR && x0 + w >= x - NEAR;
  for (const wish of wishes) {
    const size = wish.size ?? 12;
    const sides: ('start' | 'end' | 'middle')[] =
      wish.prefer === 'end'
        ? ['end', 'start', 'middle']
        : wish.prefer === 'middle'
          ? ['middle', 'start', 'end']
          : ['start', 'end', 'middle'];
    let found: PlacedLabel | undefined;
    for (const text of [wish.text, ...(wish.short ?? [])]) {
      const w = textWidth(text, size);
      for (const y of wish.rows) {
        // Its own sides first, then slid just clear of what is already on this row or of a wall, still near its point.
        const row = boxes.filter((b) => b.y0 < y + size * 0.3 && y - size < b.y1);
        const starts = [
          ...sides.map((side) =>
            side === 'start' ? wish.x + GAP : side === 'end' ? wish.x - GAP - w : wish.x - w / 2,
          ),
          ...[...row.flatMap((b) => [b.x1 + GAP, b.x0 - GAP - w]), ...walls.flatMap((v) => [v + GAP, v - GAP - w])]
            .filter((x0) => near(x0, w, wish.x))
            .sort((p, q) => Math.abs(p + w / 2 - wish.x) - Math.abs(q + w / 2 - wish.x)),
        ];
        for (const start of starts) {
          const x0 = Math.min(Math.max(0, start), Math.max(0, width - w));
          const box = { x0, x1: x0 + w, y0: y - size, y1: y + size * 0.3 };
          if (box.x1 > width + 0.5) continue;
          if (walls.some((wall) => wall > box.x0 - 3 && wall < box.x1 + 3)) continue;
          if (boxes.some((other) => overlaps(other, box))) continue;
          found = { id: wish.id, text, x: x0, y, anchor: 'start', box, crowded: false };
          break;
        }
        if (found) break;
      }
      if (found) break;
    }
    if (!found) {
      const y = wish.rows[0] ?? 0;
      const text = wish.short?.at(-1) ?? wish.text;
      const w = textWidth(text, size);
      let x0 = Math.min(Math.max(0, wish.x + GAP), Math.max(0, width - w));
      // Crowded or not, never across a wall: keep to the side of it the label's point is on.
      const wall = walls.find((v) => v > x0 - 3 && v < x0 + w + 3);
      if (wall !== undefined) x0 = wish.x < wall ? Math.max(0, wall - GAP - w) : Math.min(wall + GAP, width - w);
      found = {
        id: wish.id,
        text,
        x: x0,
        y,
        anchor: 'start',
        box: { x0, x1: x0 + w, y0: y - size, y1: y + size * 0.3 },
        crowded: true,
      };
    }
    boxes.push(found.box);
    placed.push(found);
  }
  return placed;
}

/**
 * The one mark for "refused" across lessons, centred on (0, 0): a disc of radius `r` in the colour token
 * `--cs-refused` with the slash of the verdicts' ⊘, so a refused write looks the same in every chart and legend.
 */
export const REFUSED_MARK = Object.freeze({ r: 8, glyph: 'M-3.5,3.5 L3.5,-3.5', symbol: '⊘' });

/**
 * The one mark for "late but harmless", centred on (0, 0): a disc in the harmless tone with the hands of the
 * verdicts' ◷, so a late write that did no harm looks the same on the chart as in the outcome and the legend.
 */
export const LATE_MARK = Object.freeze({ glyph: 'M0,-3.5 L0,0 L2.8,1.8', symbol: '◷' });
