import { FONT, LANE } from './lane-chart.ts';

/** The glance's box, in px: its chart is zoomed out to fit it whole. */
const GLANCE_PX = 180;
/** The room in px a chart takes besides its lanes (its axis and margins). */
const CHART_ROOM = 60;
/** The smallest text the glance shows, px: below it a chart's words are drawn as shapes only (see `glanceWords`). */
const LEGIBLE_PX = 7;

/**
 * The zoom of the phone's glance at a chart of `lanes` lanes: 0.6 of its size, and smaller where its lanes are many
 * (seven in a split brain of five replicas), so that the whole chart fits the glance rather than being cut off at
 * its foot.
 */
export function glanceZoom(lanes: number): number {
  return Math.min(0.6, GLANCE_PX / (lanes * LANE.height + CHART_ROOM));
}

/**
 * Whether the glance at `zoom` keeps its chart's words: only while they stay legible. Zoomed further (many lanes),
 * labels of 5 px were specks that read as noise; the glance then shows the chart's shapes, and the compact outcome
 * above it says the result in words.
 */
export function glanceWords(zoom: number): boolean {
  return FONT * zoom >= LEGIBLE_PX;
}
