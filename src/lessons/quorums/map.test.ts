/** The map of outcomes: pairs of quorums over three replicas, by when B reads, as the model judges. */
import { describe, expect, it } from 'vitest';
import { sweepRows } from '../../kit/index.ts';
import { lesson } from './lesson.ts';
import { model } from './model.ts';

const map = lesson.lab!.map!;
const { y } = map;
if (!('rows' in y)) throw new Error('quorums maps rows');
const painted = sweepRows(model, model.settings.defaults, map.x, y.rows);
/** The verdict painted on the row named `name` where B reads at `readAt` seconds. */
const cell = (name: string, readAt: number) =>
  painted.verdicts[painted.rows.indexOf(name)]?.[painted.x.values.indexOf(readAt)];

describe('the map of outcomes (one slow replica: the defaults)', () => {
  it('reads stale only where W + R is not more than N, and only until the slow replica catches up', () => {
    expect(cell('W 1, R 1', 2)).toBe('stale');
    expect(cell('W 2, R 1', 2)).toBe('stale');
    expect(cell('W 2, R 1', 7)).toBe('fresh');
    expect(cell('W 3, R 1', 2)).toBe('early');
    expect(cell('W 2, R 2', 2)).toBe('fresh');
    expect(cell('W 1, R 3', 2)).toBe('fresh');
    expect(painted.verdicts.slice(2).flat()).not.toContain('stale');
  });

  it('agrees with the model at a few cells', () => {
    const d = model.settings.defaults;
    for (const [name, w, r, readAt] of [
      ['W 1, R 1', 1, 1, 1.2],
      ['W 2, R 1', 2, 1, 5.9],
      ['W 3, R 1', 3, 1, 6],
      ['W 1, R 3', 1, 3, 0.5],
    ] as const)
      expect(cell(name, readAt), name).toBe(model.judge({ ...d, n: 3, w, r, readAt }));
  });

  it('brings the slow count into range where a row sets N below it', () => {
    const five = model.settings.normalise({ ...model.settings.defaults, n: 5, slow: 4 }).settings;
    const rows = sweepRows(model, five, map.x, y.rows);
    const slow = model.settings.normalise({ ...five, n: 3, w: 2, r: 1 }).settings;
    expect(slow.slow).toBe(2);
    expect(rows.verdicts[1]?.[20]).toBe(model.judge({ ...slow, readAt: 2 }));
  });
});
