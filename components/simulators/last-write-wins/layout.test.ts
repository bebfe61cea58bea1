/** The chart's geometry: every label inside the plot and clear of the others, and the run's facts drawn as they are. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/last-write-wins/index.ts';
import type { Settings } from '../../../src/sim/last-write-wins/index.ts';
import { describeChart } from './alt.ts';
import { PLOT_FLOOR, heldAt, layout } from './layout.ts';

const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    order: fc.constantFrom('wall', 'lamport'),
    skew: fc.integer({ min: -50, max: 50 }).map((t) => t / 10),
    gap: fc.integer({ min: 0, max: 50 }).map((t) => t / 10),
    bRead: fc.boolean(),
  })
  .map((s) => ({ ...s }));

/** Plot widths: a 320 px phone's (the least the chart allows), a 390 px phone's, the lab's and a wide one. */
const WIDTHS = [PLOT_FLOOR, 240, 400, 700];

const run = (changes: Partial<Settings> = {}) => model.simulate({ ...model.settings.defaults, ...changes });

describe('the chart "Whose write the store kept"', () => {
  it('keeps every label inside the plot, clear of every other label, at every width', () => {
    fc.assert(
      fc.property(settingsArb, fc.constantFrom(...WIDTHS), (s, width) => {
        const l = layout(model.simulate(s), width);
        const boxes = l.labels.map((lab) => lab.box);
        const inside = boxes.every((b) => b.x0 >= -0.5 && b.x1 <= width + 0.5);
        const apart = boxes.every((a, i) =>
          boxes.every((b, j) => i === j || a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0),
        );
        const marks = [...l.marks.map((m) => m.x), ...l.arrows.map((a) => a.x)].every((x) => x >= 0 && x <= width);
        return inside && apart && marks && l.labels.every((lab) => !lab.crowded);
      }),
      { numRuns: 2_000 },
    );
  });

  it('draws the default run: A at 1 s offset to its clock’s 4 s, B’s write dropped with a cross, B’s read', () => {
    const r = run();
    const l = layout(r, 400);
    const [a, b] = l.marks;
    expect(a?.offsetTo).toBeCloseTo(l.x(40));
    expect(a?.x).toBeCloseTo(l.x(10));
    expect(b?.x).toBeGreaterThan(l.x(20));
    expect(l.arrows.map((ar) => [ar.kind, ar.dropped])).toEqual([
      ['write-a', false],
      ['write-b', true],
      ['read', false],
    ]);
    expect(l.crosses).toHaveLength(1);
    expect(l.labels.map((lab) => lab.text)).toEqual([
      'writes 11 · stamp 4.0 s',
      'writes 16 · stamp 2.0 s',
      'B reads 11',
      'holds 10 → 11 (4.0 s)',
      "B's 16 dropped",
    ]);
    // A's clock reads 3 s ahead: its "4 s" tick sits over real time's 1 s.
    expect(l.clockTicks.find((t) => t.text === '4 s')?.x).toBeCloseTo(l.x(10));
    expect(heldAt(r, 15)).toBe('the store holds 11');
  });

  it('with the logical clock, shows counters and what B read', () => {
    const l = layout(run({ order: 'lamport' }), 400);
    expect(l.marks[0]?.offsetTo).toBeNull();
    expect(l.labels.map((lab) => lab.text)).toContain('B reads 11, counter 1');
    expect(l.labels.map((lab) => lab.text)).toContain('writes 16 · counter 2');
    expect(l.crosses).toHaveLength(0);
  });

  it('fits its axis to stamps before 0 and after the run', () => {
    const behind = layout(run({ skew: -5, bRead: false }), 400);
    expect(behind.realTicks[0]?.text).toBe('-4 s');
    const ahead = layout(run({ skew: 5, gap: 0 }), 400);
    expect(ahead.marks[0]?.offsetTo).toBeLessThanOrEqual(400);
  });

  it('says in words what it draws', () => {
    expect(describeChart(run())).toBe(
      "Real time from 0.0 s to 4.5 s. Client A's clock is drawn beside it, 3 s ahead of real time; Client B's clock is exact. 1.0 s: Client A writes 11, stamped 4.0 s; the store applies it. 2.0 s: Client B reads 11 from the store. 2.0 s: Client B writes 16, stamped 2.0 s; the store drops it. The store holds 10 at the start, then 11 from 1.0 s.",
    );
  });
});
