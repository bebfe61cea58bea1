import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

const { settings } = model;
const run = (changes: Partial<Settings> = {}) => model.simulate({ ...settings.defaults, ...changes });
const rows = (changes: Partial<Settings> = {}) => run(changes).outcome.map((o) => [o.term, o.value]);

describe('the default run (lesson spec, Part 1)', () => {
  const r = run();

  it('shows the four outcome terms in order, with the values the spec gives', () => {
    expect(rows()).toEqual([
      ['Value read', '10'],
      ['Write acknowledged at', '1.2 s'],
      ['Stale read', 'yes'],
      ['Replicas holding 15', '2'],
    ]);
    expect(r.verdict).toBe('stale');
  });

  it('logs every step, word for word, in the stated same-instant order', () => {
    expect(r.events.map((e) => [e.time, e.actorName, e.text])).toEqual([
      ['0.0 s', 'Replicas', 'Every replica holds 10 (version 1).'],
      ['1.0 s', 'Client A', 'A sends 15 (version 2) to all 3 replicas and waits for W = 2 acknowledgements.'],
      ['1.1 s', 'Replica 1', 'Replica 1 stores 15 and acknowledges.'],
      ['1.1 s', 'Replica 2', 'Replica 2 stores 15 and acknowledges.'],
      ['1.2 s', 'Client A', "Replica 1's acknowledgement reaches A: 1 of the 2 it waits for."],
      ['1.2 s', 'Client A', "Replica 2's acknowledgement reaches A: that makes W = 2, so A is told its write is done."],
      ['2.0 s', 'Client B', 'B asks Replica 3 for the value (R = 1).'],
      ['2.0 s', 'Replica 3', 'Replica 3 answers 10 (version 1).'],
      ['2.0 s', 'Client B', 'B returns 10: no replica it asked had stored 15.'],
      ['6.0 s', 'Replica 3', 'Replica 3, a slow one, stores 15 at last and acknowledges.'],
      ['6.1 s', 'Client A', 'Replica 3\'s acknowledgement reaches A, which was already told "done".'],
    ]);
  });

  it('explains that two written and one read make three, not more than three, and points to reading from two', () => {
    expect(r.explanation).toBe(
      'A was told "done" at 1.2 s, once two replicas had stored 15. At 2.0 s B asked only Replica 3, the slow one, ' +
        'which still held 10. One replica read and two written make three, not more than three, so the replicas ' +
        'read need not include one that was written, and here none did: the read missed the latest write. Reading ' +
        'from two would make R + W more than N, and a replica holding 15 would always be among those asked.',
    );
  });

  it('charts what happened: a write and an acknowledgement per replica, the read and its stale answer', () => {
    const strips = r.chart.lanes.flatMap((l) =>
      l.series ? [[l.name, ...l.series.points.map((p) => `${p.value}@${p.t}`)]] : [],
    );
    expect(strips).toEqual([
      ['Replica 1', '10@0', '15@11'],
      ['Replica 2', '10@0', '15@11'],
      ['Replica 3', '10 (slow)@0', '15@60'],
    ]);
    expect((r.chart.messages ?? []).map((m) => [m.id, m.sent, m.arrives, m.tone])).toEqual([
      ['write-1', 10, 11, 'neutral'],
      ['write-2', 10, 11, 'neutral'],
      ['ack-1', 11, 12, 'safe'],
      ['ack-2', 11, 12, 'safe'],
      ['ask-3', 20, 20, 'neutral'],
      ['answer-3', 20, 20, 'harm'],
      ['write-3', 10, 60, 'neutral'],
      ['ack-3', 60, 61, 'safe'],
    ]);
    const marks = r.chart.lanes.flatMap((l) => l.marks.map((m) => `${m.id}@${m.t}`));
    expect(marks).toEqual(['send@10', 'done@12', 'replica-3-answer@20', 'read@20']);
    expect(r.chart.scale).toBe(66);
  });
});

describe('the experiments of Part 3', () => {
  it.each([
    ['1. every replica in step', { w: 3, slow: 0 }, ['15', '1.2 s', 'no', '3'], 'fresh'],
    ['2. one slow replica, one asked', {}, ['10', '1.2 s', 'yes', '2'], 'stale'],
    ['3. ask two', { r: 2 }, ['15', '1.2 s', 'no', '2'], 'fresh'],
    ['4. write one, read all', { w: 1, r: 3 }, ['15', '1.2 s', 'no', '2'], 'fresh'],
    ['5. wait for everyone', { w: 3 }, ['10', '6.1 s', 'no', '2'], 'early'],
    ['6. later is fine', { readAt: 7 }, ['15', '1.2 s', 'no', '3'], 'fresh'],
  ] as const)('%s gives the outcome the spec gives', (_, changes, values, verdict) => {
    expect(rows(changes).map(([, v]) => v)).toEqual(values);
    expect(run(changes).verdict).toBe(verdict);
  });

  it('experiment 5 says the write was not done, so 10 is early, not stale', () => {
    expect(run({ w: 3 }).explanation).toContain('not stale, only early');
  });
});

describe('same-instant order', () => {
  it('a replica that stores 15 at the instant of the read answers 15', () => {
    expect(model.facts(run({ readAt: 6 }))).toEqual({ valueRead: 15, ackAt: 1.2, stale: false, holding: 3 });
    expect(model.facts(run({ readAt: 1.1, r: 2 })).valueRead).toBe(15);
  });

  it('"done" at the instant of the read counts as before it', () => {
    expect(model.facts(run({ readAt: 1.2 })).stale).toBe(true);
    expect(run({ readAt: 1.1 }).verdict).toBe('early');
    expect(model.facts(run({ w: 3, readAt: 6.1 }))).toMatchObject({ valueRead: 15, ackAt: 6.1 });
  });

  it('a read before the write is sent returns 10 and is not stale', () => {
    expect(model.facts(run({ readAt: 0 }))).toEqual({ valueRead: 10, ackAt: 1.2, stale: false, holding: 0 });
  });
});

describe('five replicas', () => {
  it('asks the highest-numbered first and names them in order', () => {
    const r = run({ n: 5, w: 3, r: 3, slow: 2 });
    expect(r.events.find((e) => e.kind === 'ask')?.text).toBe('B asks Replicas 5, 4 and 3 for the value (R = 3).');
    expect(model.facts(r)).toEqual({ valueRead: 15, ackAt: 1.2, stale: false, holding: 3 });
  });

  it('is stale with two slow and two asked, W = 3', () => {
    expect(model.facts(run({ n: 5, w: 3, r: 2, slow: 2 })).stale).toBe(true);
  });
});

describe('settings from the address', () => {
  it.each([
    [
      'w=5',
      { w: 3 },
      ['Write quorum (W) "5" is more than allowed: with Replicas (N) at 3 it can be at most 3, so it is 3.'],
    ],
    ['n=5&w=5&r=5&slow=4', { n: 5, w: 5, r: 5, slow: 4 }, []],
    [
      'n=4&r=9',
      { n: 4, r: 4 },
      ['Read quorum (R) "9" is more than allowed: with Replicas (N) at 4 it can be at most 4, so it is 4.'],
    ],
    [
      'slow=3',
      { slow: 2 },
      ['Slow replicas "3" is more than allowed: with Replicas (N) at 3 it can be at most 2, so it is 2.'],
    ],
    ['n=6', { n: 5 }, ['Replicas (N) "6" is more than the most allowed, 5, so 5 is used.']],
    ['r=two', { r: 1 }, ['Read quorum (R) "two" is not a whole number, so the default, 1, is used.']],
    ['readAt=-1', { readAt: 0 }, ['When B reads "-1" is less than the least allowed, 0 s, so 0 s is used.']],
    ['slow=-1', { slow: 0 }, ['Slow replicas "-1" is less than the least allowed, 0, so 0 is used.']],
  ])("reads %j with a notice in the reader's words", (query, changes, messages) => {
    const parsed = settings.parse(query);
    expect(parsed.settings).toEqual({ ...settings.defaults, ...changes });
    expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it('writes the address back as only what differs from the defaults', () => {
    expect(settings.toQuery({ ...settings.defaults, n: 5, r: 3 })).toBe('n=5&r=3');
    expect(model.settings.describe(settings.defaults)).toBe(
      'Replicas (N): 3 · Write quorum (W): 2 · Read quorum (R): 1 · Slow replicas: 1 · When B reads: 2 s',
    );
  });
});
