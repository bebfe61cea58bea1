import { describe, expect, it } from 'vitest';
import { glanceWords, glanceZoom } from './glance.ts';
import { LANE } from './lane-chart.ts';

describe("the phone's glance", () => {
  it.each([1, 2, 3])('draws a chart of %i lanes at 0.6 of its size, with its words', (lanes) => {
    expect(glanceZoom(lanes)).toBe(0.6);
    expect(glanceWords(glanceZoom(lanes))).toBe(true);
  });

  it.each([4, 7, 9, 12])('zooms a chart of %i lanes out until it fits the 180 px box whole', (lanes) => {
    const zoom = glanceZoom(lanes);
    expect(zoom).toBeLessThan(0.6);
    expect((lanes * LANE.height + 60) * zoom).toBeCloseTo(180);
  });

  it('keeps the words of four lanes (7 px) and draws five or more as shapes only', () => {
    expect(glanceWords(glanceZoom(4))).toBe(true);
    for (const lanes of [5, 7, 9]) expect(glanceWords(glanceZoom(lanes))).toBe(false);
  });
});
