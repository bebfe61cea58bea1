/**
 * Geometry for the simulator's charts: how far the time axis runs, where its ticks go, and how a time becomes a
 * horizontal position. Positions are percentages of the chart's width, so an SVG drawn with them fits any width
 * without a viewBox: its text keeps its real size on a phone instead of shrinking with the drawing.
 */
import type { SweepPoint } from '../../src/sim/kit/index.ts';

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

/** A time (tenths) as a percentage of an axis that runs to `max`, clamped to the chart. */
export function pct(t: number, max: number): string {
  const p = Math.min(100, Math.max(0, (t / max) * 100));
  return `${Math.round(p * 100) / 100}%`;
}

/** Text anchoring that keeps a label at `t` inside the chart: start near the left edge, end near the right. */
export function anchorAt(t: number, max: number): 'start' | 'middle' | 'end' {
  const p = t / max;
  return p < 0.12 ? 'start' : p > 0.88 ? 'end' : 'middle';
}

/** A run of neighbouring sweep points with the same verdict, in seconds. */
export interface Segment {
  verdict: string;
  from: number;
  to: number;
}

/** Neighbouring sweep points with the same verdict, merged: a few shapes to draw instead of hundreds. */
export function segmentsOf(points: readonly SweepPoint[]): Segment[] {
  const segments: Segment[] = [];
  for (const p of points) {
    const last = segments.at(-1);
    if (last !== undefined && last.verdict === p.verdict) last.to = p.value;
    else segments.push({ verdict: p.verdict, from: p.value, to: p.value });
  }
  return segments;
}
