/**
 * The chart's words stay inside the plot and clear of each other, for every experiment of the lesson and a few
 * other settings, from a 320 px phone's walkthrough figure (200 px wide, 130 px of plot) to a desktop.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/lost-output/index.ts';
import type { LessonData } from '../../../src/site/lesson-data.ts';
import { laneLayout } from '../../sim-kit/lane-chart.ts';
import { lanesOf } from './lanes.ts';

const data = load(
  readFileSync(new URL('../../../content/lessons/lost-output.yaml', import.meta.url), 'utf8'),
) as LessonData;
const runs: [string, Record<string, number>][] = [
  ...data.experiments.map((e) => [e.id, e.preset as Record<string, number>] as [string, Record<string, number>]),
  ['the defaults', {}],
  ['in time', { delay: 1, timeout: 2 }],
  ['both at once', { delay: 2, timeout: 2 }],
  ['the longest delay', { delay: 10, timeout: 1 }],
];

describe("the chart's words stay inside the chart and clear of each other", () => {
  it.each(runs)('%s', (_name, preset) => {
    const run = model.simulate({ ...model.settings.defaults, ...preset });
    for (const width of [200, 390, 900]) {
      const l = laneLayout(lanesOf(run), width);
      const boxes = [
        ...l.labels.map((p) => ({ id: p.text, ...p.box })),
        ...l.axis.ticks.map((t) => ({ id: t.text, ...t.box })),
      ];
      for (const b of boxes) {
        expect(b.x0, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(b.x1, `${b.id} at ${width}`).toBeLessThanOrEqual(l.plot + 0.5);
      }
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `${a.id} and ${b.id} at ${width}`).toBe(
            false,
          );
      expect(l.labels.filter((p) => p.crowded).map((p) => p.text)).toEqual([]);
    }
  });
});
