import { describe, expect, it } from 'vitest';
import { glanceZoom } from './glance.ts';
import { LANE } from './lane-chart.ts';

describe("the phone's glance", () => {
  it.each([1, 2, 3])('draws a chart of %i lanes at 0.6 of its size', (lanes) => {
    expect(glanceZoom(lanes)).toBe(0.6);
  });

  it.each([7, 9, 12])('zooms a chart of %i lanes out until it fits the 220 px box whole', (lanes) => {
    const zoom = glanceZoom(lanes);
    expect(zoom).toBeLessThan(0.6);
    expect((lanes * LANE.height + 60) * zoom).toBeCloseTo(220);
  });
});
