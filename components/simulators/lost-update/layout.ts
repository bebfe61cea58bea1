/**
 * Geometry of the chart "Who read and wrote what, when", in pixels for a measured width: a lane per client with
 * its read-modify-write windows as bars (read mark, write mark), its refused writes and its waits for the lock; the
 * overlap of the two clients' windows as a band across both lanes; and the counter's value as a step line. Only
 * what the run holds is drawn, up to the playback cursor, and every label is placed by the kit's `placeLabels`, so
 * none leaves the plot or covers another.
 */
import { formatSpan } from '../../../src/sim/kit/index.ts';
import type { Attempt, Client, Run } from '../../../src/sim/lost-update/index.ts';
import { axisOf, placeLabels, reached, seriesLabels, textWidth } from '../../sim-kit/chart.ts';
import type { Box, LabelWish, PlacedLabel } from '../../sim-kit/chart.ts';

/** Text size of labels, px; lane names are a little larger. */
export const FONT = 12;
const NAME_FONT = 12.5;
/** The top row, for the overlap's label. */
const TOP_ROW = 13;
/** Where the first lane starts, and each lane's height, px. */
const FIRST = 22;
const LANE = 62;
/** A window's bar height, px. */
export const BAR = 14;
/** The counter's step line: its height, px, and the values it spans (10 to 16, the only ones a run reaches). */
const STEP = 30;
const LOW = 10;
const HIGH = 16;

const CLIENTS: readonly Client[] = ['A', 'B'];

/** A client's lane (0 for A, 1 for B) or the counter's (2): where its name, bar and label rows lie. */
function lane(i: number): { name: number; bar: number; above: number; below: number } {
  const top = FIRST + i * LANE;
  return { name: top + 11, bar: top + 17, above: top + 11, below: top + 17 + BAR + 14 };
}

/** One window's bar, drawn up to the cursor. */
export interface Bar {
  client: Client;
  x: number;
  width: number;
  y: number;
  attempt: Attempt;
}

/** A mark on a lane: a read, a write (kept, or replacing the other's update), a refusal, or an atomic add. */
export interface Mark {
  kind: 'read' | 'write' | 'overwrite' | 'refused' | 'add';
  x: number;
  y: number;
  client: Client;
}

/** Everything the chart draws, in its own pixels. */
export interface Layout {
  width: number;
  height: number;
  names: { text: string; y: number }[];
  tracks: number[];
  bars: Bar[];
  marks: Mark[];
  waits: { x1: number; x2: number; y: number }[];
  bands: { x: number; width: number; y: number; height: number }[];
  /** The counter's step line, as SVG polyline points, and a dot at each change. */
  step: { points: string; dots: { x: number; y: number }[] };
  labels: (PlacedLabel & { kind: string })[];
  axis: { y: number; ticks: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] };
  /** The playback cursor's x, or null. */
  cursorX: number | null;
}

/** Lays out a run's chart for a width in pixels, drawn up to `cursor` (tenths; null for the whole run). */
export function layout(run: Run, width: number, cursor: number | null): Layout {
  const w = Math.max(200, width);
  const axis = axisOf(run.chartEnd);
  const sx = (t: number): number => (Math.min(Math.max(t, 0), axis.max) / axis.max) * (w - 2) + 1;
  const now = cursor ?? Infinity;
  const seen = (t: number): boolean => reached(t, cursor);
  const upTo = (t: number): number => Math.min(t, now);
  const laneOf = (c: Client): number => (c === 'A' ? 0 : 1);

  const counter = lane(2);
  const stepTop = counter.bar;
  const stepBottom = stepTop + STEP;
  const valueY = (v: number): number => stepBottom - ((v - LOW) / (HIGH - LOW)) * STEP;
  const axisY = stepBottom + 34;

  const names = [...run.lanes.map((l, i) => ({ text: l.name, y: lane(i).name }))];
  const taken: Box[] = names.map((n) => ({ x0: 0, x1: textWidth(n.text, NAME_FONT), y0: n.y - 12, y1: n.y + 4 }));

  const attempts = run.attempts.filter((a) => seen(a.from));
  const bars: Bar[] = attempts
    .filter((a) => a.read !== null)
    .map((a) => ({
      client: a.client,
      x: sx(a.from),
      width: Math.max(2, sx(upTo(a.to)) - sx(a.from)),
      y: lane(laneOf(a.client)).bar,
      attempt: a,
    }));

  const marks: Mark[] = [];
  const wishes: (LabelWish & { kind: string })[] = [];
  // A read's label sits before its bar and a write's after it, so each window reads "reads 10 ●━━● writes 11" and
  // the window itself, where an overlap is shaded, stays clear. A read that follows a refusal at the same instant
  // takes the refusal's other side.
  const refusedAt = new Set(attempts.filter((a) => a.refused && seen(a.to)).map((a) => `${a.client}@${a.to}`));
  for (const a of attempts) {
    const l = lane(laneOf(a.client));
    const mid = l.bar + BAR / 2;
    if (a.read !== null) {
      marks.push({ kind: 'read', x: sx(a.from), y: mid, client: a.client });
      const reread = refusedAt.has(`${a.client}@${a.from}`);
      wishes.push({
        id: `read-${a.readEvent}`,
        kind: 'read',
        x: sx(a.from),
        text: `reads ${a.read}`,
        rows: [l.below, l.above],
        prefer: reread ? 'start' : 'end',
      });
    }
    if (!seen(a.to)) continue;
    const kind = a.read === null ? 'add' : a.refused ? 'refused' : a.overwrote ? 'overwrite' : 'write';
    marks.push({ kind, x: sx(a.to), y: mid, client: a.client });
    const text =
      kind === 'add'
        ? `adds ${a.amount}`
        : kind === 'refused'
          ? `${a.value} if still ${a.read}: refused`
          : `writes ${a.value}`;
    wishes.push({
      id: `write-${a.writeEvent}`,
      kind,
      x: sx(a.to),
      text,
      short: kind === 'refused' ? ['refused'] : kind === 'add' ? [`+${a.amount}`] : [`${a.value}`],
      rows: kind === 'refused' ? [l.above, l.below] : [l.below, l.above],
      prefer: kind === 'add' ? 'middle' : kind === 'refused' ? 'end' : 'start',
    });
  }

  const waits = run.waits
    .filter((wt) => seen(wt.from))
    .map((wt) => {
      const l = lane(laneOf(wt.client));
      wishes.push({
        id: `wait-${wt.event}`,
        kind: 'wait',
        x: sx(wt.from),
        text: `waits ${formatSpan(wt.to - wt.from)}`,
        short: ['waits'],
        rows: [l.above, l.below],
      });
      return { x1: sx(wt.from), x2: Math.max(sx(wt.from) + 2, sx(upTo(wt.to))), y: l.bar + BAR / 2 };
    });

  const top = lane(0).bar - 3;
  const bottom = lane(1).bar + BAR + 3;
  const bands = run.overlaps
    .filter((o) => seen(o.from))
    .map((o, i) => {
      const x1 = sx(o.from);
      const x2 = sx(upTo(o.to));
      // An overlap of one instant still shows, a few pixels wide around it.
      const width = Math.max(5, x2 - x1);
      const x = x2 - x1 < 5 ? (x1 + x2) / 2 - 2.5 : x1;
      if (i === 0)
        wishes.push({
          id: 'overlap',
          kind: 'overlap',
          x,
          text: 'overlap: both read before either wrote',
          short: ['both read before either wrote', 'overlap'],
          rows: [TOP_ROW],
          prefer: 'start',
        });
      return { x, width, y: top, height: bottom - top };
    });

  const values = run.values.filter((v) => seen(v.t));
  const end = cursor === null ? axis.max : upTo(axis.max);
  const points = values
    .flatMap((v, i) => {
      const next = values[i + 1]?.t ?? end;
      return [`${sx(v.t)},${valueY(v.value)}`, `${sx(next)},${valueY(v.value)}`];
    })
    .join(' ');
  for (const s of seriesLabels(
    values.map((v) => ({ x: sx(v.t), value: `${v.value}` })),
    'holds ',
  ))
    wishes.push({
      id: `value-${s.first}`,
      kind: 'value',
      x: s.x,
      text: s.text,
      short: s.first === 0 ? [s.values] : [],
      rows: [stepBottom + 15, counter.above],
    });

  const placed = placeLabels(wishes, w, [], taken);
  const labels = placed.map((p, i) => ({ ...p, kind: wishes[i]?.kind ?? '' }));

  const ticks = axis.ticks.map((t) => ({
    x: sx(t),
    text: `${t / 10} s`,
    anchor: (t === 0 ? 'start' : t === axis.max ? 'end' : 'middle') as 'start' | 'middle' | 'end',
  }));

  return {
    width: w,
    height: axisY + 22,
    names,
    tracks: CLIENTS.map((c) => lane(laneOf(c)).bar),
    bars,
    // Reads first, so a write or refusal at the same instant is drawn over them.
    marks: [...marks.filter((m) => m.kind === 'read'), ...marks.filter((m) => m.kind !== 'read')],
    waits,
    bands,
    step: { points, dots: values.slice(1).map((v) => ({ x: sx(v.t), y: valueY(v.value) })) },
    labels,
    axis: { y: axisY, ticks },
    cursorX: cursor === null ? null : sx(cursor),
  };
}
