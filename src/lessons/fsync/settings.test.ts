/** The fsync settings from untrusted text: the address keys of the spec, reader-worded notices, and no throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';

const { settings } = model;

describe('the settings of the spec table', () => {
  it('has the keys, labels and defaults of the spec, in page order', () => {
    expect(settings.keys).toEqual(['fsync', 'flushEvery', 'crashAt', 'diskCache']);
    expect(Object.values(settings.descriptor).map((spec) => spec.label)).toEqual([
      'Call fsync before saying "saved"',
      'The OS flushes every',
      'Power fails at',
      'The disk answers from its cache',
    ]);
    expect(settings.defaults).toEqual({ fsync: false, flushEvery: 5, crashAt: 3, diskCache: false });
  });

  it('reads the address keys and writes them back', () => {
    const query = 'fsync=1&flushEvery=1&crashAt=1.1&diskCache=1';
    const parsed = settings.parse(`?${query}`);
    expect(parsed).toEqual({
      settings: { fsync: true, flushEvery: 1, crashAt: 1.1, diskCache: true },
      notices: [],
    });
    expect(settings.toQuery(parsed.settings)).toBe(query);
    expect(settings.toQuery(settings.defaults)).toBe('');
  });
});

describe('bad settings give notices, never errors', () => {
  it.each<[string, string, string]>([
    ['fsync=yes', 'fsync', 'Call fsync before saying "saved" "yes" is not 1 or 0, so the default, off, is used.'],
    ['diskCache=', 'diskCache', 'The disk answers from its cache is empty, so the default, off, is used.'],
    ['flushEvery=0', 'flushEvery', 'The OS flushes every "0" is less than the least allowed, 1 s, so 1 s is used.'],
    ['flushEvery=60', 'flushEvery', 'The OS flushes every "60" is more than the most allowed, 30 s, so 30 s is used.'],
    ['crashAt=-2', 'crashAt', 'Power fails at "-2" is less than the least allowed, 0 s, so 0 s is used.'],
    ['crashAt=21', 'crashAt', 'Power fails at "21" is more than the most allowed, 20 s, so 20 s is used.'],
    ['crashAt=1.05', 'crashAt', 'Power fails at "1.05" is finer than a tenth of a second, so it is rounded to 1.1 s.'],
    ['crashAt=soon', 'crashAt', 'Power fails at "soon" is not a number of seconds, so the default, 3 s, is used.'],
  ])('%s', (query, key, message) => {
    expect(settings.parse(query).notices).toEqual([{ key, message }]);
  });

  it('never throws on any text, and always gives settings the model can run', () => {
    const param = fc.oneof(
      fc.string(),
      fc.constantFrom('fsync', 'flushEvery', 'crashAt', 'diskCache').chain((k) => fc.string().map((v) => `${k}=${v}`)),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 6 }), (parts) => {
        const { settings: s } = settings.parse(parts.join('&'));
        return model.simulate(s).explanation.length > 0;
      }),
      { numRuns: 10_000 },
    );
  });

  it('runs settings from code that are out of range, after bringing them into range', () => {
    const r = model.simulate({ fsync: true, flushEvery: 0, crashAt: 99, diskCache: false });
    expect(r.settings).toEqual({ fsync: true, flushEvery: 1, crashAt: 20, diskCache: false });
  });
});
