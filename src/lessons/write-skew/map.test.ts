/** The map of outcomes: its rows say what the model says, and each row covers every start time once. */
import { describe, expect, it } from 'vitest';
import { mapRows, rowText } from './map.ts';

describe('the map of outcomes', () => {
  const rows = mapRows();

  it('has six rows, each covering 0 to 6 s with no gap', () => {
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.stretches[0]?.from).toBe(0);
      expect(row.stretches.at(-1)?.to).toBe(6);
      row.stretches.slice(1).forEach((s, i) => expect(Math.round((s.from - row.stretches[i]!.to) * 10)).toBe(1));
    }
  });

  it('says in words where the rule breaks: before 3.0 s at read committed and snapshot, never at serializable', () => {
    expect(rows.map(rowText)).toEqual([
      'Read committed, Bob at 0 s to 2.9 s: Nobody on call; 3 s to 6 s: Rule kept.',
      expect.stringMatching(/^Read committed, lock, Bob at /),
      'Snapshot, Bob at 0 s to 2.9 s: Nobody on call; 3 s to 6 s: Rule kept.',
      expect.stringMatching(/^Snapshot, lock, Bob at /),
      expect.stringMatching(/^Serializable, Bob at /),
      expect.stringMatching(/^Serializable, lock, Bob at /),
    ]);
    expect(
      rows
        .slice(4)
        .flatMap((r) => r.stretches)
        .some((s) => s.verdict === 'broken'),
    ).toBe(false);
  });
});
