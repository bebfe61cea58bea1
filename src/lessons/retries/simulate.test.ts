/** The retries model against its lesson spec: the default run word for word, each sentence form, each explanation. */
import { describe, expect, it } from 'vitest';
import { holdsAt } from '../../kit/index.ts';
import { model } from './model.ts';
import type { SentenceKey } from './rules.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const keys = (r: Run): [string, string, string][] => r.events.map((e) => [e.time, e.actorName, e.kind]);
const textOf = (r: Run, kind: SentenceKey, nth = 0): string | undefined =>
  r.events.filter((e) => e.kind === kind)[nth]?.text;
const outcomeLine = (r: Run): string => r.outcome.map((row) => row.value).join(' · ');

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('runs the defaults of the settings table', () => {
    expect(r.settings).toEqual({ op: 'add', lose: 'reply', retry: true, ids: false, bAt: 2 });
  });

  it('logs the ten lines of "In order"', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Server', 'The server holds 10.'],
      ['0.0 s', 'Client A', 'A reads 10 and wants to make it 11. It will send "add 1".'],
      ['1.0 s', 'Client A', 'A sends "add 1" and waits up to 2 s for a reply.'],
      ['1.0 s', 'Server', 'The server adds 1: it now holds 11. It replies "done: 11".'],
      ['1.0 s', 'Network', "The server's reply is lost on the way back to A."],
      ['2.0 s', 'Client B', 'B sends "add 5".'],
      ['2.0 s', 'Server', 'The server adds 5: it now holds 16. It replies "done: 16" to B.'],
      [
        '3.0 s',
        'Client A',
        'No reply after 2 s. A cannot tell whether its request or the reply was lost, so it sends "add 1" again.',
      ],
      ['3.0 s', 'Server', 'The server adds 1 again: it now holds 17. It replies "done: 17".'],
      ['3.0 s', 'Client A', 'A is told "done: 17". It believes its write happened once.'],
    ]);
  });

  it('names each line by its sentence key', () => {
    expect(r.events.map((e) => e.kind)).toEqual([
      'start',
      'a-reads',
      'a-sends',
      'server-applies-add',
      'lost-reply',
      'b-adds',
      'server-adds-b',
      'a-retries',
      'server-applies-add',
      'a-told-done',
    ]);
  });

  it('shows the four outcome terms in order, with tones', () => {
    expect(r.outcome.map(({ term, value, tone }) => [term, value, tone])).toEqual([
      ['Value at the end', '17', 'harm'],
      ['It should be', '16', 'neutral'],
      ["Times A's write was applied", '2', 'harm'],
      ['A was told', 'done', 'harm'],
    ]);
    expect(model.facts(r)).toEqual({ valueAtEnd: 17, shouldBe: 16, timesApplied: 2, aWasTold: 'done' });
    expect(r.verdict).toBe('duplicate');
  });

  it('explains it in the words of the spec', () => {
    expect(r.explanation).toBe(
      'The reply was lost, not the request, so A\'s retry added 1 a second time: the value is 17 and should be 16. A was told "done" and believes it happened once. Let the server remember request ids to see the retry recognised.',
    );
  });

  it('draws what crossed the network: five messages, one lost, the values, and "?" at 3.0 s', () => {
    const { state, series } = model.play(r.settings, true);
    expect(r.chart.lanes.map((l) => l.name)).toEqual(['Client A', 'Server', 'Client B']);
    expect(state.messages.map(({ t, from, to, label, lost }) => [t, from, to, label, lost])).toEqual([
      [10, 'A', 'server', 'add 1', false],
      [10, 'server', 'A', 'done: 11', true],
      [20, 'B', 'server', 'add 5', false],
      [20, 'server', 'B', 'done: 16', false],
      [30, 'A', 'server', 'add 1', false],
      [30, 'server', 'A', 'done: 17', false],
    ]);
    expect(series.server.map(({ t, value, by }) => [t, value, by])).toEqual([
      [0, 10, 'start'],
      [10, 11, 'A'],
      [20, 16, 'B'],
      [30, 17, 'A'],
    ]);
    expect(state.question).toBe(30);
    // A's line at the "?" is its retry.
    expect(r.events.find((e) => e.t === state.question && e.actor === 'A')?.kind).toBe('a-retries');
    expect([r.end, r.chart.scale]).toEqual([30, 40]);
  });
});

describe('the six experiments and the one to try (lesson spec, Part 3): value · should be · applied · told', () => {
  const base: Settings = { op: 'add', lose: 'request', retry: false, ids: false, bAt: 2 };
  it.each<[string, Partial<Settings>, string, string]>([
    ['1 a lost request, no retry', {}, '15 · 16 · 0 · nothing', 'missing'],
    ['2 retry after a lost request', { retry: true }, '16 · 16 · 1 · done', 'safe'],
    ['3 retry after a lost reply', { retry: true, lose: 'reply' }, '17 · 16 · 2 · done', 'duplicate'],
    ['4 safe to repeat?', { retry: true, lose: 'reply', op: 'set' }, '11 · 16 · 2 · done', 'overwritten'],
    ['5 ids', { retry: true, lose: 'reply', op: 'set', ids: true }, '16 · 16 · 1 · done', 'safe'],
    ['6 the only copy', { retry: true, op: 'set', ids: true }, '11 · 16 · 1 · done', 'overwritten'],
    ['6, try ifTen', { retry: true, op: 'ifTen', ids: true }, '15 · 16 · 0 · refused', 'refused'],
  ])('%s', (_name, changes, outcome, verdict) => {
    const r = model.simulate({ ...base, ...changes });
    expect(outcomeLine(r)).toBe(outcome);
    expect(r.verdict).toBe(verdict);
    expect(model.judge({ ...base, ...changes })).toBe(verdict);
  });

  it('experiment 5: the retry is answered from memory with the first reply', () => {
    const r = model.simulate({ op: 'set', lose: 'reply', retry: true, ids: true, bAt: 2 });
    expect(textOf(r, 'server-remembers')).toBe(
      'The server has a1 in its memory: it does not apply it again, and sends the reply it sent the first time, "done: 11".',
    );
    expect(textOf(r, 'a-told-done')).toBe('A is told "done: 11". It believes its write happened once.');
  });
});

describe('each sentence form of the log table', () => {
  it.each<[string, Partial<Settings>, SentenceKey, number, string]>([
    ['a-reads, set', { op: 'set' }, 'a-reads', 0, 'A reads 10 and wants to make it 11. It will send "set to 11".'],
    [
      'a-sends with ids',
      { op: 'ifTen', ids: true },
      'a-sends',
      0,
      'A sends "set to 11 if it is still 10", with the request id a1, and waits up to 2 s for a reply.',
    ],
    ['lost-request', { lose: 'request' }, 'lost-request', 0, "A's request is lost on the way to the server."],
    [
      'a-retries with ids',
      { ids: true, lose: 'request' },
      'a-retries',
      0,
      'No reply after 2 s. A cannot tell whether its request or the reply was lost, so it sends "add 1" again, with the same id a1.',
    ],
    [
      'server-applies-add, never seen',
      { ids: true, lose: 'request' },
      'server-applies-add',
      0,
      'The server has never seen a1, so it adds 1: it now holds 16. It replies "done: 16".',
    ],
    [
      'server-applies-set',
      { op: 'set', bAt: 5 },
      'server-applies-set',
      0,
      'The server sets the value to 11: it held 10, it now holds 11. It replies "done: 11".',
    ],
    [
      'server-applies-set again',
      { op: 'set' },
      'server-applies-set',
      1,
      'The server sets the value to 11 again: it held 16, it now holds 11. It replies "done: 11".',
    ],
    [
      'server-applies-set, never seen',
      { op: 'set', ids: true, lose: 'request' },
      'server-applies-set',
      0,
      'The server has never seen a1, so it sets the value to 11: it held 15, it now holds 11. It replies "done: 11".',
    ],
    [
      'server-applies-ifTen',
      { op: 'ifTen' },
      'server-applies-ifTen',
      0,
      'The value is 10, so the server sets it to 11. It replies "done: 11".',
    ],
    [
      'server-applies-ifTen, never seen',
      { op: 'ifTen', ids: true, lose: 'request', bAt: 5 },
      'server-applies-ifTen',
      0,
      'The server has never seen a1. The value is 10, so it sets it to 11. It replies "done: 11".',
    ],
    [
      'server-refuses',
      { op: 'ifTen' },
      'server-refuses',
      0,
      'The value is 16, not 10, so the server changes nothing. It replies "refused: the value is 16, not 10".',
    ],
    [
      'server-refuses, never seen',
      { op: 'ifTen', ids: true, lose: 'request' },
      'server-refuses',
      0,
      'The server has never seen a1. The value is 15, not 10, so it changes nothing. It replies "refused: the value is 15, not 10".',
    ],
    ['a-told-done, first try', { lose: 'nothing' }, 'a-told-done', 0, 'A is told "done: 11".'],
    [
      'a-told-refused',
      { op: 'ifTen', lose: 'nothing', bAt: 0.5 },
      'a-told-refused',
      0,
      'A is told "refused: the value is 15, not 10". It believes its write did not happen.',
    ],
    [
      'a-gives-up',
      { retry: false },
      'a-gives-up',
      0,
      'No reply after 2 s. A gives up: it cannot tell whether its write happened.',
    ],
  ])('%s', (_name, changes, kind, nth, text) => {
    expect(textOf(run(changes), kind, nth)).toBe(text);
  });

  it('B at 0.0 s comes after the opening lines, and B at 1.0 s and 3.0 s after A (rule 7)', () => {
    expect(keys(run({ bAt: 0 })).slice(0, 4)).toEqual([
      ['0.0 s', 'Server', 'start'],
      ['0.0 s', 'Client A', 'a-reads'],
      ['0.0 s', 'Client B', 'b-adds'],
      ['0.0 s', 'Server', 'server-adds-b'],
    ]);
    expect(keys(run({ bAt: 1 })).slice(2)).toEqual([
      ['1.0 s', 'Client A', 'a-sends'],
      ['1.0 s', 'Server', 'server-applies-add'],
      ['1.0 s', 'Network', 'lost-reply'],
      ['1.0 s', 'Client B', 'b-adds'],
      ['1.0 s', 'Server', 'server-adds-b'],
      ['3.0 s', 'Client A', 'a-retries'],
      ['3.0 s', 'Server', 'server-applies-add'],
      ['3.0 s', 'Client A', 'a-told-done'],
    ]);
    expect(keys(run({ bAt: 3 })).slice(-2)).toEqual([
      ['3.0 s', 'Client B', 'b-adds'],
      ['3.0 s', 'Server', 'server-adds-b'],
    ]);
  });

  it('a lost request: A sends, the network loses it, and no server line follows', () => {
    expect(keys(run({ lose: 'request', retry: false })).slice(2, 4)).toEqual([
      ['1.0 s', 'Client A', 'a-sends'],
      ['1.0 s', 'Network', 'lost-request'],
    ]);
  });
});

describe('the explanation: each branch of rules E1 to E6, word for word', () => {
  const s = (op: Settings['op'], lose: Settings['lose'], retry: boolean, ids: boolean, bAt: number): Settings => ({
    op,
    lose,
    retry,
    ids,
    bAt,
  });
  it.each<[string, Settings, string]>([
    [
      'E1 set after B',
      s('set', 'nothing', true, false, 0.5),
      "The network lost nothing, but B's update came first and A's \"set to 11\" wrote over it: even with no loss this run ends at 11, and B's 5 is gone. Only a write that checks the value first would keep it.",
    ],
    [
      'E1 done',
      s('add', 'nothing', true, false, 2),
      "Nothing was lost, so A's write took effect once and A was told so. 16 is the value this run should end with.",
    ],
    [
      'E1 refused',
      s('ifTen', 'nothing', false, true, 0),
      "Nothing was lost. B's update came first, so A's conditional write found 15, not 10, and was refused, and A was told so. 15 is the value this run should end with.",
    ],
    [
      'E2 lost request, would be refused',
      s('ifTen', 'request', false, false, 0.9),
      "A's request never reached the server, and A gave up without knowing it. B's update came first, so the server would have refused it anyway: the value is 15, as it should be. Turn on retries.",
    ],
    [
      'E2 lost request',
      s('add', 'request', false, false, 2),
      "A's request never reached the server, and A gave up without knowing it: its write is missing. The value is 15 and should be 16. Turn on retries.",
    ],
    [
      'E2 refused, reply lost',
      s('ifTen', 'reply', false, false, 0),
      "The server refused A's write and the reply was lost, so A gave up without knowing either way. Turn on retries.",
    ],
    [
      'E2 applied, reply lost',
      s('add', 'reply', false, true, 2),
      "A's write did take effect, but the reply was lost and A gave up: it cannot tell that 16 includes its write. Turn on retries to see what a second try does.",
    ],
    [
      'E3 from memory',
      s('ifTen', 'reply', true, true, 0),
      'The server recognised a1, applied nothing, and sent back the reply it sent the first time, "refused: the value is 15, not 10". The value is 15, as it should be.',
    ],
    [
      'E4 add',
      s('add', 'reply', true, false, 10),
      'The reply was lost, not the request, so A\'s retry added 1 a second time: the value is 17 and should be 16. A was told "done" and believes it happened once. Let the server remember request ids to see the retry recognised.',
    ],
    [
      'E4 set, B between',
      s('set', 'reply', true, false, 2.9),
      "Setting 11 twice is harmless on its own, but B's update came between the two tries: the retry set 11 over 16 and undid it. The value is 11 and should be 16. Let the server remember request ids.",
    ],
    [
      'E4 set, harmless',
      s('set', 'reply', true, false, 3),
      "The server set 11 twice, and nothing changed the value between the two tries, so the second time did no harm: this is what safe to repeat means. Move B's update between the tries to see its limit.",
    ],
    [
      'E5 first try applied',
      s('ifTen', 'reply', true, false, 3),
      "A's first try did set 11, but the reply was lost. The retry found 11, not 10, and was refused, so A was told its write failed although it took effect. Let the server remember request ids.",
    ],
    [
      'E5 first try applied, B between',
      s('ifTen', 'reply', true, false, 1),
      "A's first try did set 11, but the reply was lost. The retry found 16, not 10, and was refused, so A was told its write failed although it took effect. Let the server remember request ids.",
    ],
    [
      'E5 request lost',
      s('ifTen', 'request', true, false, 2),
      "A's only try arrived after B's update, found 15, not 10, and was refused: B's update is safe, and A knows its write did not happen, so it can read again and try once more.",
    ],
    [
      'E5 B first',
      s('ifTen', 'reply', true, false, 0),
      "B's update came first, so the server refused A's write and then its retry: A knows its write did not happen, and B's update is safe.",
    ],
    [
      'E6 as it should be',
      s('add', 'request', true, false, 2),
      "The request was lost, so the retry was the only copy: A's write took effect once and the value is 16, as it should be. From A's side this looked exactly like a lost reply.",
    ],
    [
      'E6 late, ids on',
      s('set', 'request', true, true, 2),
      'The request was lost, so the retry was the only copy, but it came after B\'s update and set 11 over 15: the value is 11 and should be 16. The server had never seen a1, so remembering ids could not help. Only a write that checks the value first, such as "set to 11 if it is still 10", would refuse it.',
    ],
    [
      'E6 late, ids off',
      s('set', 'request', true, false, 1),
      'The request was lost, so the retry was the only copy, but it came after B\'s update and set 11 over 15: the value is 11 and should be 16. Remembering ids would not help: the server never saw the first try. Only a write that checks the value first, such as "set to 11 if it is still 10", would refuse it.',
    ],
  ])('%s', (_name, settings, text) => {
    expect(model.simulate(settings).explanation).toBe(text);
  });
});

describe('the model as the site sees it', () => {
  it('is the lesson "retries", with a verdict for every verdict key it can reach', () => {
    expect(model.id).toBe('retries');
    expect(Object.keys(model.verdicts)).toEqual([
      'safe',
      'refused',
      'unknown',
      'duplicate',
      'overwritten',
      'missing',
      'misled',
    ]);
  });

  it('corrects out-of-range settings before running', () => {
    const r = model.simulate({ ...model.settings.defaults, bAt: 99 });
    expect(r.settings.bAt).toBe(10);
  });
});

describe('what a run holds at a moment', () => {
  it.each([
    [0, 10],
    [9, 10],
    [10, 11],
    [25, 16],
    [30, 17],
    [40, 17],
  ])('the default run at %i tenths: the server holds %i', (t, value) => {
    expect(holdsAt(run().chart, t)).toBe(`the server holds ${value}`);
  });
});
