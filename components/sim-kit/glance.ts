import { LANE } from './lane-chart.ts';

/** The glance's box, in px: its chart is zoomed out to fit it whole. */
const GLANCE_PX = 220;
/** The room in px a chart takes besides its lanes (its axis and margins). */
const CHART_ROOM = 60;

/**
 * The zoom of the phone's glance at a chart of `lanes` lanes: 0.6 of its size, and smaller where its lanes are many
 * (seven in a split brain of five replicas), so that the whole chart fits the glance rather than being cut off at
 * its foot.
 */
export function glanceZoom(lanes: number): number {
  return Math.min(0.6, GLANCE_PX / (lanes * LANE.height + CHART_ROOM));
}
