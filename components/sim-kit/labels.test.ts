import { describe, expect, it } from 'vitest';
import { placeLabels, seriesLabels, textWidth } from './chart.ts';

describe('placeLabels', () => {
  it('puts a label on its preferred side, and flips it when the wall is in the way', () => {
    const [right, flipped] = placeLabels(
      [
        { id: 'a', x: 100, text: 'reads 10', rows: [20] },
        { id: 'b', x: 300, text: 'writes 11', rows: [40], prefer: 'start' },
      ],
      400,
      [320],
    );
    expect(right).toMatchObject({ x: 105, crowded: false });
    expect(flipped!.box.x1).toBeLessThanOrEqual(320 - 3);
    expect(flipped!.crowded).toBe(false);
  });

  it('slides clear of a label already on the row, else takes the next row, else shorter words', () => {
    const placed = placeLabels(
      [
        { id: 'a', x: 22, text: 'reads 10', rows: [20] },
        { id: 'b', x: 44, text: 'writes 11: accepted', rows: [20, 40] },
        { id: 'c', x: 30, text: 'a very long label that fits nowhere at all', short: ['short'], rows: [20, 40] },
      ],
      200,
    );
    const [a, b, c] = placed;
    expect(b!.box.x0 >= a!.box.x1 || b!.y !== a!.y).toBe(true);
    expect(c!.text).toBe('short');
    expect(placed.every((p) => !p.crowded && p.box.x0 >= 0 && p.box.x1 <= 200)).toBe(true);
  });

  it('keeps every label inside the chart', () => {
    const [end] = placeLabels([{ id: 'e', x: 199, text: 'at the end', rows: [10] }], 200);
    expect(end!.box.x1).toBeLessThanOrEqual(200);
    expect(end!.box.x1 - end!.box.x0).toBe(textWidth('at the end'));
  });
});

describe('seriesLabels', () => {
  it('joins values that change quickly into one sequence, at its first point', () => {
    // Experiment 1's store on a 20 s axis 440 px wide: 10 at 0 s, 11 at 1.2 s, 16 at 2.2 s, all within 50 px.
    const runs = seriesLabels(
      [
        { x: 1, value: '10' },
        { x: 27, value: '11' },
        { x: 49, value: '16' },
      ],
      'holds ',
    );
    expect(runs).toEqual([{ x: 1, first: 0, values: '10 → 11 → 16', text: 'holds 10 → 11 → 16' }]);
  });

  it('labels each value where it changes when there is room, and opens only the first with the lead', () => {
    const runs = seriesLabels(
      [
        { x: 1, value: '10' },
        { x: 230, value: '15' },
        { x: 375, value: '11' },
      ],
      'holds ',
    );
    expect(runs.map((r) => r.text)).toEqual(['holds 10', '15', '11']);
    expect(runs.map((r) => r.first)).toEqual([0, 1, 2]);
  });

  it('starts a new run once a value is far enough from the run before it', () => {
    const runs = seriesLabels(
      [
        { x: 100, value: '1' },
        { x: 110, value: '2' },
        { x: 300, value: '3' },
      ],
      'token ',
    );
    expect(runs.map((r) => r.text)).toEqual(['token 1 → 2', '3']);
  });
});
