import { describe, expect, it } from 'vitest';
import { formatSeconds, formatTime } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

const kit = model.settings;
const DEFAULTS = kit.defaults;
const parseSettings = (input: string | URLSearchParams) => kit.parse(input);
const normaliseSettings = (input: Settings) => kit.normalise(input);
const toQuery = (input: Settings) => kit.toQuery(input);

describe('parseSettings: values a reader may find in a URL', () => {
  const cases: [string, Partial<Settings>, string[]][] = [
    // query, settings that differ from the defaults, notices
    ['', {}, []],
    ['?', {}, []],
    ['lease=12&pause=0&bAt=0.5&check=1&fencing=1', { lease: 12, pause: 0, bAt: 0.5, check: true, fencing: true }, []],
    ['?lease=12', { lease: 12 }, []],
    ['check=true&fencing=false', { check: true }, []],
    ['pause=999', { pause: 60 }, ['Pause "999" is more than the most allowed, 60 s, so 60 s is used.']],
    ['pause=-1', { pause: 0 }, ['Pause "-1" is less than the least allowed, 0 s, so 0 s is used.']],
    ['lease=0.5', { lease: 1 }, ['Lease "0.5" is less than the least allowed, 1 s, so 1 s is used.']],
    ['bAt=abc', {}, ['When B asks "abc" is not a number of seconds, so the default, 10.3 s, is used.']],
    ['pause=NaN', {}, ['Pause "NaN" is not a number of seconds, so the default, 15 s, is used.']],
    ['pause=Infinity', {}, ['Pause "Infinity" is not a number of seconds, so the default, 15 s, is used.']],
    ['lease=0x10', {}, ['Lease "0x10" is not a number of seconds, so the default, 10 s, is used.']],
    ['lease=1e3', {}, ['Lease "1e3" is not a number of seconds, so the default, 10 s, is used.']],
    ['lease=.', {}, ['Lease "." is not a number of seconds, so the default, 10 s, is used.']],
    ['lease=', {}, ['Lease is empty, so the default, 10 s, is used.']],
    ['lease=%20%20', {}, ['Lease is empty, so the default, 10 s, is used.']],
    ['lease=+5', { lease: 5 }, []],
    ['pause=.5', { pause: 0.5 }, []],
    ['pause=5.', { pause: 5 }, []],
    ['lease=%2012%20', { lease: 12 }, []],
    ['lease=0000000000000012', { lease: 12 }, []],
    [
      'lease=00000000000000012',
      {},
      ['Lease "0000000000000001…" is too long to be a number of seconds, so the default, 10 s, is used.'],
    ],
    ['pause=99999999', { pause: 60 }, ['Pause "99999999" is more than the most allowed, 60 s, so 60 s is used.']],
    ['bAt=10.34', {}, ['When B asks "10.34" is finer than a tenth of a second, so it is rounded to 10.3 s.']],
    [
      'bAt=10.35',
      { bAt: 10.4 },
      ['When B asks "10.35" is finer than a tenth of a second, so it is rounded to 10.4 s.'],
    ],
    ['bAt=10.30', {}, []],
    ['check=yes', {}, ['Check before writing "yes" is not 1 or 0, so the default, off, is used.']],
    ['fencing=2', {}, ['Fencing "2" is not 1 or 0, so the default, off, is used.']],
    ['fencing=', {}, ['Fencing is empty, so the default, off, is used.']],
    ['fencing=TRUE', {}, ['Fencing "TRUE" is not 1 or 0, so the default, off, is used.']],
    ['speed=3&__proto__=1&toString=x&Lease=4', {}, []],
    ['lease=12&lease=20', { lease: 12 }, ['Lease is given more than once; only the first is read.']],
    ['pause=%zz', {}, ['Pause "%zz" is not a number of seconds, so the default, 15 s, is used.']],
  ];
  it.each(cases)('%j', (query, changes, messages) => {
    const parsed = parseSettings(query);
    expect(parsed.settings).toEqual({ ...DEFAULTS, ...changes });
    expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it('names the setting a notice is about', () => {
    expect(parseSettings('bAt=x&check=7').notices.map((n) => n.key)).toEqual(['bAt', 'check']);
  });

  it('reads URLSearchParams as well as text', () => {
    expect(parseSettings(new URLSearchParams({ pause: '1', fencing: '1' })).settings).toEqual({
      ...DEFAULTS,
      pause: 1,
      fencing: true,
    });
  });

  it('does not throw on input that is not a query at all', () => {
    expect(parseSettings(undefined as unknown as string).settings).toEqual(DEFAULTS);
    expect(parseSettings(42 as unknown as string).settings).toEqual(DEFAULTS);
  });
});

describe('toQuery', () => {
  const cases: [Partial<Settings>, string][] = [
    [{}, ''],
    [{ lease: 12 }, 'lease=12'],
    [{ bAt: 10.5 }, 'bAt=10.5'],
    [{ fencing: true, pause: 0 }, 'pause=0&fencing=1'],
    [{ lease: 60, pause: 0.1, bAt: 0, check: true, fencing: true }, 'lease=60&pause=0.1&bAt=0&check=1&fencing=1'],
    [{ lease: 12.000000001 }, 'lease=12'],
  ];
  it.each(cases)('%j → %j', (changes, query) => {
    const settings = { ...DEFAULTS, ...changes };
    expect(toQuery(settings)).toBe(query);
    expect(parseSettings(query)).toEqual({ settings: normaliseSettings(settings).settings, notices: [] });
  });
});

describe('normaliseSettings', () => {
  it('clamps, rounds and falls back with the same words as the parser', () => {
    const { settings, notices } = normaliseSettings({
      lease: 100,
      pause: 1.26,
      bAt: Number.NaN,
      check: true,
      fencing: false,
    });
    expect(settings).toEqual({ lease: 60, pause: 1.3, bAt: 10.3, check: true, fencing: false });
    expect(notices.map((n) => n.message)).toEqual([
      'Lease "100" is more than the most allowed, 60 s, so 60 s is used.',
      'Pause "1.26" is finer than a tenth of a second, so it is rounded to 1.3 s.',
      'When B asks "NaN" is not a number of seconds, so the default, 10.3 s, is used.',
    ]);
  });

  it('leaves good settings alone', () => {
    expect(normaliseSettings(DEFAULTS)).toEqual({ settings: DEFAULTS, notices: [] });
  });
});

describe('formatting and labels', () => {
  it.each([
    [0, '0.0 s'],
    [103, '10.3 s'],
    [100, '10.0 s'],
    [600, '60.0 s'],
  ])('formatTime(%i) is %j', (tenths, text) => expect(formatTime(tenths)).toBe(text));

  it.each([
    [15, '15 s'],
    [10.3, '10.3 s'],
    [0, '0 s'],
  ])('formatSeconds(%d) is %j', (seconds, text) => expect(formatSeconds(seconds)).toBe(text));

  it("labels every setting in a reader's words", () => {
    expect(Object.fromEntries(kit.keys.map((key) => [key, kit.descriptor[key as keyof Settings].label]))).toEqual({
      lease: 'Lease',
      pause: 'Pause',
      bAt: 'When B asks',
      check: 'Check before writing',
      fencing: 'Fencing',
    });
    expect(kit.descriptor.lease).toEqual({ kind: 'seconds', label: 'Lease', min: 1, max: 60, default: 10 });
  });
});
