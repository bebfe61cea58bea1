/** The retries settings from untrusted text: the address keys of the spec, reader-worded notices, and no throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';

const { settings } = model;

describe('the settings of the spec table', () => {
  it('has the keys, labels and defaults of the spec, in page order', () => {
    expect(settings.keys).toEqual(['op', 'lose', 'retry', 'ids', 'bAt']);
    expect(Object.values(settings.descriptor).map((spec) => spec.label)).toEqual([
      "A's write",
      'What the network loses',
      'A retries',
      'The server remembers request ids',
      'When B adds 5',
    ]);
    expect(settings.descriptor.op.options.map((o) => o.label)).toEqual([
      'add 1',
      'set to 11',
      'set to 11 if it is still 10',
    ]);
    expect(settings.defaults).toEqual({ op: 'add', lose: 'reply', retry: true, ids: false, bAt: 2 });
  });

  it('reads the address keys and writes them back', () => {
    const query = 'op=set&lose=request&retry=0&ids=1&bAt=0.5';
    const parsed = settings.parse(`?${query}`);
    expect(parsed).toEqual({
      settings: { op: 'set', lose: 'request', retry: false, ids: true, bAt: 0.5 },
      notices: [],
    });
    expect(settings.toQuery(parsed.settings)).toBe(query);
    expect(settings.toQuery(settings.defaults)).toBe('');
  });
});

describe('bad settings give notices, never errors', () => {
  it.each<[string, string, string]>([
    ['op=mul', 'op', 'A\'s write "mul" is not one of add, set, ifTen, so the default, add 1, is used.'],
    [
      'lose=everything',
      'lose',
      'What the network loses "everything" is not one of nothing, request, reply, so the default, The server\'s reply, is used.',
    ],
    ['retry=maybe', 'retry', 'A retries "maybe" is not 1 or 0, so the default, on, is used.'],
    ['ids=', 'ids', 'The server remembers request ids is empty, so the default, off, is used.'],
    ['bAt=11', 'bAt', 'When B adds 5 "11" is more than the most allowed, 10 s, so 10 s is used.'],
    ['bAt=-1', 'bAt', 'When B adds 5 "-1" is less than the least allowed, 0 s, so 0 s is used.'],
    ['bAt=1.25', 'bAt', 'When B adds 5 "1.25" is finer than a tenth of a second, so it is rounded to 1.3 s.'],
    ['bAt=soon', 'bAt', 'When B adds 5 "soon" is not a number of seconds, so the default, 2 s, is used.'],
  ])('%s', (query, key, message) => {
    const { notices } = settings.parse(query);
    expect(notices).toEqual([{ key, message }]);
  });

  it('never throws on any text, and always gives settings the model can run', () => {
    const param = fc.oneof(
      fc.string(),
      fc.constantFrom('op', 'lose', 'retry', 'ids', 'bAt').chain((k) => fc.string().map((v) => `${k}=${v}`)),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 6 }), (parts) => {
        const { settings: s } = settings.parse(parts.join('&'));
        return model.simulate(s).explanation.length > 0;
      }),
      { numRuns: 10_000 },
    );
  });
});
