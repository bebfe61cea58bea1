import { describe, expect, it } from 'vitest';
import { defineSettings } from '../../src/kit/index.ts';
import { commitSeconds, readEntry } from './number-field.ts';

const kit = defineSettings({
  lease: { kind: 'seconds', label: 'Lease', min: 1, max: 60, default: 10 },
  pause: { kind: 'seconds', label: 'Pause', min: 0, max: 60, default: 15 },
});

describe('readEntry: what a reader types, as decimal text', () => {
  it.each([
    ['12', '12'],
    [' 12.5 ', '12.5'],
    ['12 s', '12'],
    ['12s', '12'],
    // A decimal comma is a decimal point, not a thousands separator: "5,5" was read as 55 before.
    ['5,5', '5.5'],
    [',5', '.5'],
    // An exponent means what it says; it fell back to the default silently before.
    ['1e1', '10'],
    ['2.5E-1', '0.25'],
    ['-1e1', '-10'],
    ['1e400', '1000'],
    ['-1e400', '-1000'],
    ['', ''],
    ['   ', ''],
  ])('%j reads as %j', (raw, text) => {
    expect(readEntry(raw)).toBe(text);
  });

  it.each(['abc', '5,5,5', '1,000.5', '1e', 'e1', '0x10', 'Infinity', 'NaN', '12 ss', '1'.repeat(17), '\u202e12'])(
    '%j is not a number of seconds',
    (raw) => {
      expect(readEntry(raw)).toBeNull();
    },
  );
});

describe('commitSeconds: the value the run takes and the message under the field', () => {
  it('takes a good entry with no message', () => {
    expect(commitSeconds(kit, 'pause', '20', 15)).toEqual({ value: 20, problem: '', notices: [] });
    expect(commitSeconds(kit, 'pause', '5,5', 15)).toEqual({ value: 5.5, problem: '', notices: [] });
    expect(commitSeconds(kit, 'pause', '1e1', 15)).toEqual({ value: 10, problem: '', notices: [] });
  });

  it('keeps the last value, and says so, when nothing or no number was typed', () => {
    expect(commitSeconds(kit, 'lease', '', 10)).toEqual({
      value: null,
      problem: 'Lease needs a number of seconds, so it stays at 10 s.',
      notices: [],
    });
    const bad = commitSeconds(kit, 'pause', 'abc', 12.5);
    expect(bad.value).toBeNull();
    expect(bad.problem).toBe('Pause needs a number of seconds, so it stays at 12.5 s. Write it in digits, like 12.5.');
  });

  it.each([
    ['pause', '999', 60, 'Pause can be 0 to 60 s, so it is set to 60 s.'],
    ['lease', '0', 1, 'Lease can be 1 to 60 s, so it is set to 1 s.'],
    ['lease', '-3', 1, 'Lease can be 1 to 60 s, so it is set to 1 s.'],
    ['pause', '1e9', 60, 'Pause can be 0 to 60 s, so it is set to 60 s.'],
  ])('%s %j is out of range: set to %d, with a message naming the range', (key, raw, value, problem) => {
    const out = commitSeconds(kit, key, raw, 15);
    expect(out.value).toBe(value);
    expect(out.problem).toBe(problem);
    expect(out.notices).toHaveLength(1);
  });

  it('rounds to a tenth with the parser’s notice and no message under the field', () => {
    const out = commitSeconds(kit, 'pause', '10.35', 15);
    expect(out.value).toBe(10.4);
    expect(out.problem).toBe('');
    expect(out.notices.map((n) => n.message)).toEqual([
      'Pause "10.35" is finer than a tenth of a second, so it is rounded to 10.4 s.',
    ]);
  });
});
