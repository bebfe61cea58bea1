/**
 * Geometry and words for the chart "Who led when": the time axis, where marks go so that two at one instant do not
 * hide each other, which bar labels fit, and the chart as text. Pixels come from the chart's measured width, so
 * that text keeps its real size on a phone and a label is dropped to a shorter one rather than clipped.
 */
import { formatTime } from '../../../src/sim/kit/index.ts';
import type { ChartMark, RoleBar, Run, ServerLane } from '../../../src/sim/two-leaders/index.ts';

/** Tick spacings the axis may use, in tenths of a second. */
const TICK_STEPS = [10, 20, 50, 100, 150, 200, 300, 500, 1000];
/** At most this many intervals between ticks, so that their labels stay apart at 320 px. */
const MAX_INTERVALS = 5;

/** The axis runs from 0 to the run's axis end (3 s after the last line of the log); ticks at a round step. */
export function ticksOf(axisEnd: number): number[] {
  const step = TICK_STEPS.find((s) => Math.floor(axisEnd / s) <= MAX_INTERVALS) ?? 1000;
  const ticks: number[] = [];
  for (let t = 0; t <= axisEnd; t += step) ticks.push(t);
  return ticks;
}

/** Where a time (tenths) falls on an axis `width` px wide that runs to `axisEnd`. */
export function xOf(t: number, axisEnd: number, width: number): number {
  return Math.min(width, Math.max(0, (t / Math.max(1, axisEnd)) * width));
}

/**
 * Mark centres (px) spread so that neighbours on one lane are at least `gap` apart, in the order given (the log's):
 * a later mark at the same instant moves right of the earlier one. Every mark stays between `lo` and `hi`; a cluster
 * pushed past `hi` moves back left as a whole.
 */
export function spread(xs: readonly number[], gap: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (const x of xs) {
    const prev = out.at(-1);
    out.push(prev !== undefined && x - prev < gap ? prev + gap : Math.max(lo, x));
  }
  // Walk back from the right edge: each mark may be at most the next one's position minus the gap.
  let limit = hi;
  for (let i = out.length - 1; i >= 0; i--) {
    const x = Math.min(out[i] as number, limit);
    out[i] = x;
    limit = x - gap;
  }
  return out;
}

/** Roughly how wide a label is at the chart's 12 px type: wide enough to be safe, never measured. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * 6.6) + 8;
}

/** The labels a bar may carry, longest first: "leader, term 1", "term 1", "1". */
export function barLabels(bar: RoleBar): string[] {
  return bar.role === 'leader'
    ? [`leader, term ${bar.term}`, `term ${bar.term}`, `${bar.term}`]
    : [`term ${bar.term}`, `${bar.term}`];
}

/** A label placed in the row above a lane's bars: its text and where it starts (px). */
export interface PlacedLabel {
  text: string;
  x: number;
}

/** Space between two labels in the row, px. */
const LABEL_GAP = 6;

/**
 * Labels for one lane's bars, left to right, each the longest that fits. A label starts over its own bar, after the
 * previous label and never left of `chartLeft`; it may spill into the next bar by at most half that bar, and a label that would run off the
 * chart's right edge moves left, as long as it still overlaps its bar. A bar with no room gets no label (the text
 * alternative still says it).
 */
export function placeLabels(
  bars: readonly { bar: RoleBar; left: number; right: number }[],
  chartLeft: number,
  chartRight: number,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  // The first label may start at the chart's left edge, not before (the lane names are there).
  let prevEnd = chartLeft - LABEL_GAP;
  bars.forEach(({ bar, left, right }, i) => {
    const next = bars[i + 1];
    const limit = next === undefined ? chartRight : Math.min(chartRight, next.left + (next.right - next.left) / 2);
    const earliest = Math.max(left, prevEnd + LABEL_GAP);
    for (const text of barLabels(bar)) {
      const width = textWidth(text);
      const x = Math.min(earliest, limit - width);
      if (x >= prevEnd + LABEL_GAP && x < right && x + width > left && x + width <= limit) {
        placed.push({ text, x });
        prevEnd = x + width;
        return;
      }
    }
    placed.push({ text: '', x: left });
  });
  return placed;
}

/** What a mark is, in words. */
export function markText(mark: ChartMark): string {
  switch (mark.kind) {
    case 'commit':
      return `${mark.label === '+1' ? "A's" : "B's"} ${mark.label} committed at ${formatTime(mark.t)}, making ${mark.value}`;
    case 'refused':
      return `A's +1 refused at ${formatTime(mark.t)}`;
    case 'read':
      return `C gets ${mark.value} at ${formatTime(mark.t)}${mark.stale ? ', a stale read' : ''}`;
  }
}

/** The label under C's diamond. */
export function readLabel(mark: Extract<ChartMark, { kind: 'read' }>): string {
  return mark.stale ? `C gets ${mark.value}, stale` : `C gets ${mark.value}`;
}

/** One lane as a sentence: its roles, its pause, what it holds over time and its marks. */
export function laneText(lane: ServerLane, run: Run): string {
  const roles = lane.bars
    .map((b) => `${b.role === 'leader' ? 'believes it leads' : 'follows'} in term ${b.term} from ${formatTime(b.from)}`)
    .join(', then ');
  const pause =
    lane.server === 1 && run.pause !== null
      ? `; paused from ${formatTime(run.pause.from)} to ${formatTime(run.pause.to)}`
      : '';
  const [first, ...rest] = lane.values;
  const values = `; holds ${first?.value ?? ''}${rest.map((v) => `, then ${v.value} from ${formatTime(v.t)}`).join('')}`;
  const marks = run.marks.filter((m) => m.server === lane.server).map(markText);
  return `${lane.name} ${roles}${pause}${values}${marks.length > 0 ? `; ${marks.join('; ')}` : ''}.`;
}

/** The whole chart as text, for the figure's text alternative. */
export function chartText(run: Run): string[] {
  const lines = run.lanes.map((lane) => laneText(lane, run));
  for (const round of roundsOf(run))
    lines.push(
      `At ${formatTime(round.t)} Server 1 sends a round of messages to Servers 2 and 3 and hears back${round.refused ? ': they refuse' : ''}.`,
    );
  const lease = leaseOf(run);
  if (lease !== null) {
    lines.push(`Server 1's lease runs from ${formatTime(lease.from)} to ${formatTime(lease.to)}.`);
    if (lease.clockTo !== null) lines.push(`By Server 1's clock it runs to ${formatTime(lease.clockTo)}.`);
  }
  return lines;
}

/** The value a lane's server holds at `t` (tenths). */
function valueOf(lane: ServerLane, t: number): number | undefined {
  let value = lane.values[0]?.value;
  for (const v of lane.values) if (v.t <= t) value = v.value;
  return value;
}

/** What the servers hold at `t`, for the line under playback: "every server holds 11", or who holds what. */
export function heldAt(run: Run, t: number): string {
  const [one, two, three] = run.lanes.map((lane) => valueOf(lane, t));
  if (one === two && two === three) return `every server holds ${one}`;
  // Servers 2 and 3 always hold the same copy (the spec's rules), so they are said together.
  if (two === three) return `Server 1 holds ${one}, Servers 2 and 3 hold ${two}`;
  return `Server 1 holds ${one}, Server 2 holds ${two}, Server 3 holds ${three}`;
}

/**
 * Server 1's read lease, when reads are under a lease and it paused (tenths): from the heartbeat it sent before the
 * pause, which a majority answered, one election timeout on; and where its own clock says the lease ends, later by
 * the time that clock missed (null when it missed none).
 */
export function leaseOf(run: Run): { from: number; to: number; clockTo: number | null } | null {
  const { reads, timeout, lag } = run.settings;
  if (reads !== 'lease' || run.pause === null) return null;
  const from = run.pause.from;
  const to = from + Math.round(timeout * 10);
  const missed = Math.min(Math.round(lag * 10), run.pause.to - run.pause.from);
  return { from, to, clockTo: missed > 0 ? to + missed : null };
}

/** Each round of messages Server 1 sends to a majority before it answers a read (tenths), and whether they refused. */
export function roundsOf(run: Run): { t: number; refused: boolean }[] {
  return run.events
    .filter((e) => e.kind === 'confirm-asks')
    .map((e) => ({ t: e.t, refused: run.events.some((r) => r.kind === 'confirm-refused' && r.t === e.t) }));
}

/** The words over a bracket from `left` to `right` (px): the longest that fits inside it, else the shortest. */
export function bracketText(words: readonly string[], left: number, right: number): string {
  return words.find((w) => textWidth(w) <= right - left) ?? words.at(-1) ?? '';
}
