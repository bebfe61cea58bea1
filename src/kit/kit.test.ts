import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Agenda,
  defineSettings,
  drain,
  eventIndexAt,
  formatSeconds,
  formatSpan,
  formatTime,
  sayValue,
} from './index.ts';

const kit = defineSettings({
  op: {
    kind: 'choice',
    label: "A's write",
    options: [
      { value: 'add', label: 'add 1' },
      { value: 'set', label: 'set to 11' },
    ],
    default: 'add',
  },
  retry: { kind: 'switch', label: 'A retries', default: true },
  bAt: { kind: 'seconds', label: 'When B adds 5', min: 0, max: 10, default: 2 },
});

describe('time', () => {
  it.each([
    [103, '10.3 s', '10.3 s'],
    [100, '10.0 s', '10 s'],
    [0, '0.0 s', '0 s'],
    [5, '0.5 s', '0.5 s'],
  ])('%i tenths print as %s in a log and %s in a sentence', (tenths, time, span) => {
    expect(formatTime(tenths)).toBe(time);
    expect(formatSpan(tenths)).toBe(span);
    expect(formatSeconds(tenths / 10)).toBe(span);
  });
});

describe('defineSettings', () => {
  it('derives keys, defaults and the address from one descriptor', () => {
    expect(kit.keys).toEqual(['op', 'retry', 'bAt']);
    expect(kit.secondsKeys).toEqual(['bAt']);
    expect(kit.defaults).toEqual({ op: 'add', retry: true, bAt: 2 });
    expect(kit.toQuery(kit.defaults)).toBe('');
    expect(kit.toQuery({ op: 'set', retry: false, bAt: 0.5 })).toBe('op=set&retry=0&bAt=0.5');
    expect(kit.describe(kit.defaults)).toBe("A's write: add 1 · A retries: on · When B adds 5: 2 s");
    expect(sayValue(kit.descriptor.op, 'set')).toBe('set to 11');
  });

  it.each([
    ['op=mul', { op: 'add' }, [`A's write "mul" is not one of add, set, so the default, add 1, is used.`]],
    ['op=', { op: 'add' }, [`A's write is empty, so the default, add 1, is used.`]],
    ['retry=yes', { retry: true }, ['A retries "yes" is not 1 or 0, so the default, on, is used.']],
    ['bAt=11', { bAt: 10 }, ['When B adds 5 "11" is more than the most allowed, 10 s, so 10 s is used.']],
    ['op=set&op=add', { op: 'set' }, [`A's write is given more than once; only the first is read.`]],
    ['constructor=1&__proto__=x&toString=2', {}, []],
  ])("reads %j with a notice in the reader's words", (query, changes, messages) => {
    const parsed = kit.parse(query);
    expect(parsed.settings).toEqual({ ...kit.defaults, ...changes });
    expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it('normalises values from code, including ones that are not its own keys', () => {
    const parsed = kit.normalise({ op: 'div', retry: 'x', bAt: 3.14, constructor: 1 });
    expect(parsed.settings).toEqual({ op: 'add', retry: true, bAt: 3.1 });
    expect(parsed.notices).toHaveLength(3);
    expect(kit.normalise(null).settings).toEqual(kit.defaults);
  });

  it('round-trips every setting through the address', () => {
    const settingsArb = fc.record({
      op: fc.constantFrom('add', 'set'),
      retry: fc.boolean(),
      bAt: fc.integer({ min: 0, max: 100 }).map((t) => t / 10),
    });
    fc.assert(
      fc.property(settingsArb, (s) => {
        const back = kit.parse(kit.toQuery(s));
        return back.notices.length === 0 && kit.same(back.settings, s);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('Agenda', () => {
  it('takes steps in time order, then rank, then the order they were scheduled', () => {
    const agenda = new Agenda<string>();
    agenda.schedule(10, 1, 'A at 1.0');
    agenda.schedule(5, 2, 'B at 0.5');
    agenda.schedule(10, 0, 'lock at 1.0');
    agenda.schedule(10, 1, 'A again at 1.0');
    const seen: string[] = [];
    drain(agenda, (due) => {
      seen.push(due.step);
      if (due.step === 'B at 0.5') agenda.schedule(10, 2, 'B at 1.0, scheduled later');
    });
    expect(seen).toEqual(['B at 0.5', 'lock at 1.0', 'A at 1.0', 'A again at 1.0', 'B at 1.0, scheduled later']);
  });

  it('stops a rule that reschedules itself forever, saying so', () => {
    const agenda = new Agenda<number>();
    agenda.schedule(0, 0, 0);
    expect(() => drain(agenda, (due) => agenda.schedule(due.t + 1, 0, 0), 50)).toThrow(/more than 50 steps/);
  });
});

describe('eventIndexAt', () => {
  it('finds the last event at or before a time', () => {
    const events = [{ t: 0 }, { t: 0 }, { t: 10 }, { t: 20 }];
    expect([-1, 0, 5, 10, 15, 20, 99].map((t) => eventIndexAt(events, t))).toEqual([-1, 1, 1, 2, 2, 3, 3]);
    expect(eventIndexAt([], 5)).toBe(-1);
  });
});
