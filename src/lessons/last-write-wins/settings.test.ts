/** The settings from untrusted text: the address keys of the spec, reader-worded notices, and no throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';

const { settings } = model;

describe('the settings of the spec table', () => {
  it('has the keys, labels and defaults of the spec, in page order', () => {
    expect(settings.keys).toEqual(['order', 'skew', 'gap', 'bRead']);
    expect(Object.values(settings.descriptor).map((spec) => spec.label)).toEqual([
      'How the store orders writes',
      "How far A's clock is ahead",
      'When B writes',
      "B reads A's write first",
    ]);
    expect(settings.descriptor.order.options.map((o) => o.value)).toEqual(['wall', 'lamport']);
    expect(settings.defaults).toEqual({ order: 'wall', skew: 3, gap: 1, bRead: true });
    expect([settings.descriptor.skew.min, settings.descriptor.skew.max]).toEqual([-5, 5]);
    expect([settings.descriptor.gap.min, settings.descriptor.gap.max]).toEqual([0, 5]);
  });

  it('reads the address keys and writes them back', () => {
    const query = 'order=lamport&skew=-2.5&gap=0.2&bRead=0';
    const parsed = settings.parse(`?${query}`);
    expect(parsed).toEqual({ settings: { order: 'lamport', skew: -2.5, gap: 0.2, bRead: false }, notices: [] });
    expect(settings.toQuery(parsed.settings)).toBe(query);
    expect(settings.toQuery(settings.defaults)).toBe('');
  });
});

describe('bad settings give notices, never errors', () => {
  it.each<[string, string, string]>([
    [
      'order=ntp',
      'order',
      `How the store orders writes "ntp" is not one of wall, lamport, so the default, By each client's clock (last write wins), is used.`,
    ],
    ['skew=9', 'skew', `How far A's clock is ahead "9" is more than the most allowed, 5 s, so 5 s is used.`],
    ['skew=-6', 'skew', `How far A's clock is ahead "-6" is less than the least allowed, -5 s, so -5 s is used.`],
    ['gap=-1', 'gap', 'When B writes "-1" is less than the least allowed, 0 s, so 0 s is used.'],
    ['gap=0.25', 'gap', 'When B writes "0.25" is finer than a tenth of a second, so it is rounded to 0.3 s.'],
    ['gap=later', 'gap', 'When B writes "later" is not a number of seconds, so the default, 1 s, is used.'],
    ['bRead=yes', 'bRead', `B reads A's write first "yes" is not 1 or 0, so the default, on, is used.`],
  ])('%s', (query, key, message) => {
    expect(settings.parse(query).notices).toEqual([{ key, message }]);
  });

  it('never throws on any text, and always gives settings the model can run', () => {
    const param = fc.oneof(
      fc.string(),
      fc.constantFrom('order', 'skew', 'gap', 'bRead').chain((k) => fc.string().map((v) => `${k}=${v}`)),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 6 }), (parts) => {
        const { settings: s } = settings.parse(parts.join('&'));
        return model.simulate(s).explanation.length > 0;
      }),
      { numRuns: 10_000 },
    );
  });

  it('brings settings from code into range instead of failing', () => {
    const run = model.simulate({ order: 'x', skew: 99, gap: Number.NaN, bRead: 'no' } as never);
    expect(run.settings).toEqual({ order: 'wall', skew: 5, gap: 1, bRead: true });
  });
});
