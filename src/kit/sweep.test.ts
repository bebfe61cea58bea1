/** The parts of a map of named rows that need no model: which row settings sit on, and a row as stretches. */
import { describe, expect, it } from 'vitest';
import { rowOf, setOf, stretchesOf } from './sweep.ts';

const rows = [
  { name: 'Read committed', set: { level: 'rc', lock: false } },
  { name: 'Read committed, lock', set: { level: 'rc', lock: true } },
];

describe('a map of named rows', () => {
  it('finds the row whose every setting the settings have, or none', () => {
    expect(rowOf(rows, { level: 'rc', lock: true, at: 2 })).toBe(1);
    expect(rowOf(rows, { level: 'ssi', lock: true, at: 2 })).toBe(-1);
  });

  it("leaves out what a row's partial settings leave undefined", () => {
    expect(setOf({ name: 'N 3', set: { n: 3, w: undefined } })).toEqual({ n: 3 });
  });

  it('says a row as stretches of one verdict, both ends included', () => {
    expect(stretchesOf([0, 0.1, 0.2, 0.3], ['a', 'a', 'b', 'a'])).toEqual([
      { from: 0, to: 0.1, verdict: 'a' },
      { from: 0.2, to: 0.2, verdict: 'b' },
      { from: 0.3, to: 0.3, verdict: 'a' },
    ]);
  });
});
