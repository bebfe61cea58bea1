/** The lost-update settings from untrusted text: the address keys of the spec, reader-worded notices, and no throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';

const { settings } = model;

describe('the settings of the spec table', () => {
  it('has the keys, labels and defaults of the spec, in page order', () => {
    expect(settings.keys).toEqual(['method', 'aWork', 'bAt']);
    expect(Object.values(settings.descriptor).map((spec) => spec.label)).toEqual([
      'How each client adds',
      "A's work",
      'When B starts',
    ]);
    expect(settings.descriptor.method.options.map((o) => o.value)).toEqual(['plain', 'atomic', 'cas', 'lock']);
    expect(settings.defaults).toEqual({ method: 'plain', aWork: 2, bAt: 1.5 });
    expect([settings.descriptor.aWork.min, settings.descriptor.aWork.max]).toEqual([0, 5]);
    expect([settings.descriptor.bAt.min, settings.descriptor.bAt.max]).toEqual([0, 6]);
  });

  it('reads the address keys and writes them back', () => {
    const query = 'method=cas&aWork=0.3&bAt=1.2';
    const parsed = settings.parse(`?${query}`);
    expect(parsed).toEqual({ settings: { method: 'cas', aWork: 0.3, bAt: 1.2 }, notices: [] });
    expect(settings.toQuery(parsed.settings)).toBe(query);
    expect(settings.toQuery(settings.defaults)).toBe('');
  });
});

describe('bad settings give notices, never errors', () => {
  it.each<[string, string, string]>([
    [
      'method=mutex',
      'method',
      'How each client adds "mutex" is not one of plain, atomic, cas, lock, so the default, Read, then write the sum, is used.',
    ],
    ['method=', 'method', 'How each client adds is empty, so the default, Read, then write the sum, is used.'],
    ['aWork=9', 'aWork', 'A\'s work "9" is more than the most allowed, 5 s, so 5 s is used.'],
    ['aWork=-0.5', 'aWork', 'A\'s work "-0.5" is less than the least allowed, 0 s, so 0 s is used.'],
    ['bAt=1.25', 'bAt', 'When B starts "1.25" is finer than a tenth of a second, so it is rounded to 1.3 s.'],
    ['bAt=soon', 'bAt', 'When B starts "soon" is not a number of seconds, so the default, 1.5 s, is used.'],
  ])('%s', (query, key, message) => {
    expect(settings.parse(query).notices).toEqual([{ key, message }]);
  });

  it('never throws on any text, and always gives settings the model can run', () => {
    const param = fc.oneof(
      fc.string(),
      fc.constantFrom('method', 'aWork', 'bAt').chain((k) => fc.string().map((v) => `${k}=${v}`)),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 5 }), (parts) => {
        const { settings: s } = settings.parse(parts.join('&'));
        return model.simulate(s).explanation.length > 0;
      }),
      { numRuns: 10_000 },
    );
  });
});
