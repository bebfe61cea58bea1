/** The map of outcomes: each of A's writes, without and with request ids, by when B adds 5, as the model judges. */
import { describe, expect, it } from 'vitest';
import { sweepRows } from '../../kit/index.ts';
import { lesson } from './lesson.ts';
import { model } from './model.ts';

const map = lesson.lab!.map!;
const { y } = map;
if (!('rows' in y)) throw new Error('retries maps rows');
const painted = sweepRows(model, model.settings.defaults, map.x, y.rows);
/** The verdict painted on the row named `name` where B adds 5 at `bAt` seconds. */
const cell = (name: string, bAt: number) =>
  painted.verdicts[painted.rows.indexOf(name)]?.[painted.x.values.indexOf(bAt)];

describe('the map of outcomes (a lost reply, A retries: the defaults)', () => {
  it("says what the lesson teaches: an add counts twice, a set undoes B's add, ids make each safe", () => {
    expect(cell('Add 1', 2)).toBe('duplicate');
    expect(cell('Add 1, ids', 2)).toBe('safe');
    expect(cell('Set to 11', 2)).toBe('overwritten');
    expect(cell('Set to 11', 5)).toBe('safe');
    expect(cell('Set to 11, ids', 2)).toBe('safe');
    expect(cell('Set if still 10', 2)).toBe('misled');
    expect(cell('Set if still 10, ids', 2)).toBe('safe');
  });

  it('agrees with the model at a few cells', () => {
    const d = model.settings.defaults;
    for (const [name, op, ids, bAt] of [
      ['Add 1', 'add', false, 0],
      ['Set to 11', 'set', false, 2.9],
      ['Set to 11, ids', 'set', true, 0.5],
      ['Set if still 10', 'ifTen', false, 10],
    ] as const)
      expect(cell(name, bAt), name).toBe(model.judge({ ...d, op, ids, bAt }));
  });
});
