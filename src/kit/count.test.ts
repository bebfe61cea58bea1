import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineSettings, sayValue } from './index.ts';

/** A descriptor shaped like a quorum lesson's: a count, two counts bounded by it, one bounded by it less one. */
const kit = defineSettings({
  n: { kind: 'count', label: 'Replicas (N)', min: 3, max: 5, default: 3 },
  w: { kind: 'count', label: 'Write quorum (W)', min: 1, max: { of: 'n' }, default: 2 },
  slow: { kind: 'count', label: 'Slow replicas', min: 0, max: { of: 'n', plus: -1 }, default: 1 },
  size: {
    kind: 'choice',
    label: 'Size',
    options: [
      { value: '3', label: 'three' },
      { value: '5', label: 'five' },
    ],
    default: '3',
  },
  at: { kind: 'seconds', label: 'When B reads', min: 0, max: 10, default: 2 },
});

/** A count of twelve values, which the panel offers as a stepper. */
const wide = defineSettings({
  k: { kind: 'count', label: 'Keys', min: 0, max: 12, default: 4 },
  m: { kind: 'count', label: 'Misses', min: { of: 'k', per: 2 }, max: 12, default: 2 },
});

describe('a count setting', () => {
  it('is a whole number in the address, the defaults and the words', () => {
    expect(kit.countKeys).toEqual(['n', 'w', 'slow']);
    expect(kit.secondsKeys).toEqual(['at']);
    expect(kit.defaults).toEqual({ n: 3, w: 2, slow: 1, size: '3', at: 2 });
    expect(kit.toQuery({ ...kit.defaults, n: 5, w: 4 })).toBe('n=5&w=4');
    expect(kit.describe(kit.defaults)).toBe(
      'Replicas (N): 3 · Write quorum (W): 2 · Slow replicas: 1 · Size: three · When B reads: 2 s',
    );
    expect(sayValue(kit.descriptor.n, 4)).toBe('4');
  });

  it.each([
    ['n=4', { n: 4 }, []],
    ['n=5&w=5&slow=4', { n: 5, w: 5, slow: 4 }, []],
    ['n=9', { n: 5 }, ['Replicas (N) "9" is more than the most allowed, 5, so 5 is used.']],
    ['n=1', { n: 3 }, ['Replicas (N) "1" is less than the least allowed, 3, so 3 is used.']],
    ['n=3.5', { n: 3 }, ['Replicas (N) "3.5" is not a whole number, so the default, 3, is used.']],
    ['n=three', { n: 3 }, ['Replicas (N) "three" is not a whole number, so the default, 3, is used.']],
    ['n=', { n: 3 }, ['Replicas (N) is empty, so the default, 3, is used.']],
    ['n=1e1', { n: 3 }, ['Replicas (N) "1e1" is not a whole number, so the default, 3, is used.']],
    [
      'n=12345678901234567',
      { n: 3 },
      ['Replicas (N) "1234567890123456…" is too long to be a whole number, so the default, 3, is used.'],
    ],
    [' n= 4 ', {}, []],
    ['n=%204%20', { n: 4 }, []],
    [
      'w=5',
      { w: 3 },
      ['Write quorum (W) "5" is more than allowed: with Replicas (N) at 3 it can be at most 3, so it is 3.'],
    ],
    [
      'n=4&w=5',
      { n: 4, w: 4 },
      ['Write quorum (W) "5" is more than allowed: with Replicas (N) at 4 it can be at most 4, so it is 4.'],
    ],
    ['w=0', { w: 1 }, ['Write quorum (W) "0" is less than the least allowed, 1, so 1 is used.']],
    [
      'slow=3',
      { slow: 2 },
      ['Slow replicas "3" is more than allowed: with Replicas (N) at 3 it can be at most 2, so it is 2.'],
    ],
    // The address order does not matter: N is settled first, as the descriptor lists it.
    ['w=5&n=5', { n: 5, w: 5 }, []],
    // N was wrong and fell back to 3: W is then judged against that 3.
    [
      'n=x&w=4',
      { n: 3, w: 3 },
      [
        'Replicas (N) "x" is not a whole number, so the default, 3, is used.',
        'Write quorum (W) "4" is more than allowed: with Replicas (N) at 3 it can be at most 3, so it is 3.',
      ],
    ],
    ['w=2&w=9', { w: 2 }, ['Write quorum (W) is given more than once; only the first is read.']],
  ])("reads %j with a notice in the reader's words", (query, changes, messages) => {
    const parsed = kit.parse(query);
    expect(parsed.settings).toEqual({ ...kit.defaults, ...changes });
    expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it.each([
    [{ n: 4, w: 4, slow: 3 }, {}, []],
    [
      { n: 3, w: 4 },
      { w: 3 },
      ['Write quorum (W) "4" is more than allowed: with Replicas (N) at 3 it can be at most 3, so it is 3.'],
    ],
    [{ n: 2.5 }, { n: 3 }, ['Replicas (N) "2.5" is not a whole number, so the default, 3, is used.']],
    [{ n: '4' }, { n: 4 }, []],
    [{ n: true }, { n: 3 }, ['Replicas (N) "true" is not a whole number, so the default, 3, is used.']],
    [{ n: Number.NaN }, { n: 3 }, ['Replicas (N) "NaN" is not a whole number, so the default, 3, is used.']],
  ])('normalises %j from code', (input, changes, messages) => {
    const parsed = kit.normalise({ ...kit.defaults, ...input });
    expect(parsed.settings).toEqual({ ...kit.defaults, ...input, ...changes });
    expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it('moves a dependent count when the reader lowers what bounds it, saying so', () => {
    const at5 = { ...kit.defaults, n: 5, w: 5, slow: 4 };
    expect(kit.follow(at5).notices).toEqual([]);
    const lowered = kit.follow({ ...at5, n: 3 });
    expect(lowered.settings).toEqual({ ...at5, n: 3, w: 3, slow: 2 });
    expect(lowered.notices.map((n) => n.message)).toEqual([
      'Write quorum (W) is now 3: with Replicas (N) at 3 it can be at most 3.',
      'Slow replicas is now 2: with Replicas (N) at 3 it can be at most 2.',
    ]);
    // A value inside the new range stays where it was.
    expect(kit.follow({ ...at5, n: 4, w: 2, slow: 1 }).settings).toEqual({ ...at5, n: 4, w: 2, slow: 1 });
  });

  it('moves a count up to a least bound that rose, and names it', () => {
    const raised = wide.follow({ k: 10, m: 2 });
    expect(raised.settings).toEqual({ k: 10, m: 5 });
    expect(raised.notices.map((n) => n.message)).toEqual(['Misses is now 5: with Keys at 10 it can be at least 5.']);
    expect(wide.parse('k=12&m=1').notices.map((n) => n.message)).toEqual([
      'Misses "1" is less than allowed: with Keys at 12 it can be at least 6, so it is 6.',
    ]);
  });

  it('gives the range the other settings allow, and what it read', () => {
    expect(kit.rangeOf('w', { ...kit.defaults, n: 4 })).toEqual({
      min: 1,
      max: 4,
      because: [{ key: 'n', value: 4 }],
    });
    expect(kit.rangeOf('n', kit.defaults)).toEqual({ min: 3, max: 5, because: [] });
    expect(kit.rangeOf('slow', { ...kit.defaults, n: 5 })).toMatchObject({ min: 0, max: 4 });
  });

  it.each([
    [
      'a bound that reads a later setting',
      {
        a: { kind: 'count', label: 'A', min: 0, max: { of: 'b' }, default: 0 } as const,
        b: { kind: 'count', label: 'B', min: 0, max: 3, default: 1 } as const,
      },
      /follows b, which is not a setting before it/,
    ],
    [
      'a bound that names no setting',
      { a: { kind: 'count', label: 'A', min: 0, max: { of: 'nothing' }, default: 0 } as const },
      /follows nothing, which is not a setting before it/,
    ],
    [
      'a default outside its range',
      { a: { kind: 'count', label: 'A', min: 0, max: 3, default: 4 } as const },
      /default of "a", 4/,
    ],
    [
      'a default that is not whole',
      { a: { kind: 'count', label: 'A', min: 0, max: 3, default: 1.5 } as const },
      /default of "a"/,
    ],
  ])('refuses a descriptor with %s', (_, descriptor, error) => {
    expect(() => defineSettings(descriptor)).toThrow(error);
  });
});

describe('a YAML number for a choice', () => {
  it('means the option it spells', () => {
    expect(kit.normalise({ ...kit.defaults, size: 5 })).toEqual({
      settings: { ...kit.defaults, size: '5' },
      notices: [],
    });
  });

  it('that spells no option says which to write, and does not list the number it refused', () => {
    const { settings, notices } = kit.normalise({ ...kit.defaults, size: 4 });
    expect(settings.size).toBe('3');
    expect(notices.map((n) => n.message)).toEqual(['Size "4" is not one of 3, 5, so the default, three, is used.']);
  });
});

/** Any record a store, a preset or a hand-edited address could hold, dependent counts out of range included. */
const anyInput = fc.record({
  n: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constantFrom('4', 'x', 2.5)),
  w: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant('')),
  slow: fc.integer({ min: -2, max: 9 }),
  size: fc.constantFrom('3', '5', 'seven', 3, 5),
  at: fc.oneof(
    fc.integer({ min: 0, max: 150 }).map((t) => t / 10),
    fc.constant(12),
  ),
});

describe('counts with dependent ranges, for generated settings', () => {
  it('normalise is idempotent: what it gives back it leaves alone, with no notice', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = kit.normalise(input).settings;
        const twice = kit.normalise(once);
        expect(twice.settings).toEqual(once);
        expect(twice.notices).toEqual([]);
        expect(kit.follow(once)).toEqual({ settings: once, notices: [] });
      }),
      { numRuns: 2_000 },
    );
  });

  it('every settled count lies in the range the others allow', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const s = kit.normalise(input).settings;
        for (const key of kit.countKeys) {
          const { min, max } = kit.rangeOf(key, s);
          expect(s[key as 'n']).toBeGreaterThanOrEqual(min);
          expect(s[key as 'n']).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('toQuery after parse is the identity, and parse after toQuery gives the settings back', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const settings = kit.normalise(input).settings;
        const query = kit.toQuery(settings);
        const back = kit.parse(query);
        expect(back).toEqual({ settings, notices: [] });
        expect(kit.toQuery(back.settings)).toBe(query);
      }),
      { numRuns: 2_000 },
    );
  });

  it('parse never throws and always settles, whatever the address holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 6 }), (junk, w) => {
        const parsed = kit.parse(`n=${encodeURIComponent(junk)}&w=${encodeURIComponent(w)}`);
        expect(kit.normalise(parsed.settings).notices).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });
});
