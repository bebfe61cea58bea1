/**
 * For lessons' unit tests of their lanes: what is untidy in a laid-out lane chart, in words. A label or tick that
 * leaves the chart, two that overlap, one over a mark's symbol or a handle's grip, and one the placer could only crowd
 * in. Test support only: no page imports it, so it never reaches the built site.
 */
import { MARK, laneLayout } from '../lane-chart.ts';
import type { LaneChartData, LaneLayout } from '../lane-chart.ts';

/** The whole chart's width that leaves a plot `plot` px wide beside these lanes' names. */
export function widthFor(data: LaneChartData, plot: number): number {
  let width = plot;
  while (laneLayout(data, width).plot < plot) width += 1;
  return width;
}

/** Every untidy thing in a layout, each prefixed with `where`; none in a tidy one. */
export function untidy(l: LaneLayout, where: string): string[] {
  const bad: string[] = [];
  const symbols = l.lanes.flatMap((lane) =>
    lane.marks.map((m) => ({
      id: `the symbol at ${m.t}`,
      x0: m.x - MARK,
      x1: m.x + MARK,
      y0: lane.y - MARK,
      y1: lane.y + MARK,
    })),
  );
  const grips = l.grips.map((g) => ({ id: `the grip at ${Math.round((g.x0 + g.x1) / 2)} px`, ...g }));
  const boxes = [
    ...l.labels.map((p) => ({ id: `"${p.text}"`, ...p.box })),
    ...l.axis.ticks.map((t) => ({ id: `tick ${t.text}`, ...t.box })),
  ];
  for (const b of boxes)
    if (b.x0 < 0 || b.x1 > l.plot + 0.5 || b.y0 < 0 || b.y1 > l.height) bad.push(`${where}: ${b.id} leaves the chart`);
  for (const [i, a] of boxes.entries())
    for (const b of [...boxes.slice(i + 1), ...symbols, ...grips])
      if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) bad.push(`${where}: ${a.id} and ${b.id} overlap`);
  for (const p of l.labels.filter((x) => x.crowded)) bad.push(`${where}: "${p.text}" is crowded`);
  return bad;
}
