/** The map of outcomes, row by row: the rule breaks before Bob's start at 3 s at read committed and snapshot without
 * the lock, never at serializable, as the model judges each cell. */
import { describe, expect, it } from 'vitest';
import { stretchesOf, sweepRows } from '../../kit/index.ts';
import { lesson } from './lesson.ts';
import { model } from './model.ts';

const map = lesson.lab!.map!;
const { y } = map;
if (!('rows' in y)) throw new Error('write-skew maps rows');
const painted = sweepRows(model, model.settings.defaults, map.x, y.rows);
const row = (name: string) => stretchesOf(painted.x.values, painted.verdicts[painted.rows.indexOf(name)] ?? []);

describe('the map of outcomes', () => {
  it('has a row for each level, without then with the lock, across 0 to 6 s', () => {
    expect(painted.rows).toEqual([
      'Read committed',
      'Read committed, lock',
      'Snapshot',
      'Snapshot, lock',
      'Serializable',
      'Serializable, lock',
    ]);
    expect(painted.x.values.at(0)).toBe(0);
    expect(painted.x.values.at(-1)).toBe(6);
  });

  it('breaks the rule before 3 s without the lock at read committed and snapshot; waits or aborts with it', () => {
    const broken = [
      { from: 0, to: 2.9, verdict: 'broken' },
      { from: 3, to: 6, verdict: 'kept' },
    ];
    expect(row('Read committed')).toEqual(broken);
    expect(row('Snapshot')).toEqual(broken);
    expect(row('Read committed, lock')[0]?.verdict).toBe('waited');
    expect(row('Snapshot, lock')[0]?.verdict).toBe('aborted');
    expect(painted.verdicts.slice(4).flat()).not.toContain('broken');
  });

  it('agrees with the model at a few cells', () => {
    const d = model.settings.defaults;
    expect(model.judge({ ...d, level: 'read-committed', forUpdate: false, bobAt: 1 })).toBe(
      row('Read committed')[0]?.verdict,
    );
    expect(model.judge({ ...d, level: 'serializable', forUpdate: false, bobAt: 1 })).toBe(painted.verdicts[4]?.[10]);
    expect(model.judge({ ...d, level: 'snapshot', forUpdate: true, bobAt: 5 })).toBe(painted.verdicts[3]?.[50]);
  });
});
