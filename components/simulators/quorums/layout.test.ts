import { describe, expect, it } from 'vitest';
import { simulate } from '../../../src/sim/quorums/index.ts';
import { textWidth } from '../../sim-kit/chart.ts';
import { describeChart } from './alt.ts';
import { FONT, layout } from './layout.ts';

/** Every N, W, R and slow, read at a few telling times. */
const runs = [...Array(3).keys()].flatMap((k) => {
  const n = k + 3;
  const out = [];
  for (let w = 1; w <= n; w++)
    for (let r = 1; r <= n; r++)
      for (let slow = 0; slow < n; slow++)
        for (const readAt of [0, 1.1, 1.2, 2, 5.9, 6, 7, 10]) out.push(simulate({ n, w, r, slow, readAt }));
  return out;
});

describe('the chart layout', () => {
  it.each([150, 186, 240, 560, 900])('keeps every label inside a %i px plot and clear of the others', (width) => {
    for (const run of runs) {
      const l = layout(run, width);
      for (const lab of l.labels) {
        expect(lab.box.x0, lab.text).toBeGreaterThanOrEqual(0);
        expect(lab.box.x1, lab.text).toBeLessThanOrEqual(width + 0.5);
        expect(lab.crowded, `${lab.text} at ${width} px`).toBe(false);
      }
      for (const [i, a] of l.labels.entries())
        for (const b of l.labels.slice(i + 1))
          expect(a.box.x1 <= b.box.x0 || b.box.x1 <= a.box.x0 || a.y !== b.y, `${a.text} / ${b.text}`).toBe(true);
      for (const row of l.rows)
        for (const lab of row.labels.filter((x) => x.until === null)) {
          expect(lab.x + textWidth(lab.text, FONT)).toBeLessThanOrEqual(width);
          if (row.badge)
            expect(lab.x > row.badge.x + 9 || lab.x + textWidth(lab.text, FONT) < row.badge.x - 9).toBe(true);
        }
    }
  });

  it('draws one band per replica, a write and an acknowledgement line to each, and the read to those asked', () => {
    const run = simulate({ n: 5, w: 3, r: 2, slow: 2, readAt: 2 });
    const l = layout(run, 400);
    expect(l.rows).toHaveLength(5);
    expect(l.lines.filter((x) => x.message.kind === 'write')).toHaveLength(5);
    expect(l.rows.filter((r) => r.badge).map((r) => [r.index, r.badge!.value, r.badge!.stale])).toEqual([
      [4, 10, true],
      [5, 10, true],
    ]);
    expect(l.labels.find((x) => x.id === 'read')?.text).toBe('reads 10: stale');
  });

  it('says in words what it draws', () => {
    expect(describeChart(simulate({ n: 3, w: 2, r: 1, slow: 1, readAt: 2 }))).toBe(
      'From 0 to 8.0 s. Replica 1 holds 10, then 15 from 1.1 s; Replica 2 holds 10, then 15 from 1.1 s; Replica 3 ' +
        '(slow) holds 10, then 15 from 6.0 s. Client A sends 15 to every replica at 1.0 s; each acknowledgement ' +
        'reaches A 0.1 s after its replica stores it, and A is told "done" at 1.2 s. At 2.0 s Client B asks 1 of ' +
        'them: Replica 3 answers 10, stale. B reads 10, a stale read.',
    );
  });
});
