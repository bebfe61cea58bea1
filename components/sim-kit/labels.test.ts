import { describe, expect, it } from 'vitest';
import { placeLabels, textWidth } from './chart.ts';

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
