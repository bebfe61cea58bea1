import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Run } from './model.ts';
import type { SentenceKey } from './rules.ts';
import type { Settings } from './settings.ts';

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const keys = (r: Run): [string, string, string][] => r.events.map((e) => [e.time, e.actor, e.kind]);
const kinds = (r: Run): string[] => r.events.map((e) => e.kind);
const textOf = (r: Run, kind: SentenceKey): string | undefined => r.events.find((e) => e.kind === kind)?.text;
/** A server's bands on the chart, as "label from–to" (tenths); Server 1's pause as "pause from–to hatch". */
const bands = (r: Run, server: number): string[] =>
  r.chart.lanes
    .find((l) => l.id === `server-${server}`)!
    .spans.map((s) => `${s.label ?? s.id} ${s.from}–${s.to}${s.style ? ` ${s.style}` : ''}`);
/** Every mark on the servers' lanes, in the order of the log lines they stand for, as "lane: label @t". */
const marks = (r: Run): string[] =>
  r.chart.lanes
    .flatMap((l) => l.marks.map((m) => ({ m, line: `${l.name}: ${m.label} @${m.t}` })))
    .sort((a, b) => Number(a.m.id?.split('-')[1]) - Number(b.m.id?.split('-')[1]))
    .map((x) => x.line);

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('logs the twelve lines of "In order"', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Server 1', 'Server 1 is the leader, in term 1. Every server holds 10.'],
      ['0.0 s', 'Server 2', 'Servers 2 and 3 will start an election if they hear nothing from a leader for 10 s.'],
      ['2.0 s', 'Client A', 'A asks Server 1 to add 1.'],
      [
        '2.0 s',
        'Server 1',
        'Server 1 reads its copy, 10, and is about to send 11 to the others when it pauses for 15 s (a long garbage collection, a stalled disk, a suspended virtual machine).',
      ],
      [
        '12.0 s',
        'Server 2',
        'Nothing from the leader for 10 s. Server 2 starts an election for term 2 and Server 3 votes for it: Server 2 now leads term 2. Server 1, paused, still leads term 1 in its own eyes.',
      ],
      ['12.5 s', 'Client B', 'B asks Server 2, the leader of term 2, to add 5.'],
      [
        '12.5 s',
        'Server 2',
        'Server 2 adds 5 to its copy: 15. Server 3 copies it, so a majority holds 15 and B is told it is done.',
      ],
      [
        '14.0 s',
        'Client C',
        'B tells C that its update is done. C asks Server 1 for the value; Server 1 is paused, so the question waits.',
      ],
      [
        '17.0 s',
        'Server 1',
        'Server 1 wakes up. No message has told it about term 2, so it still believes it leads term 1.',
      ],
      ['17.0 s', 'Server 1', 'Server 1 answers C from its memory: 10.'],
      ['17.0 s', 'Server 1', 'Server 1 sends 11 with term 1 to Servers 2 and 3.'],
      [
        '17.0 s',
        'Server 2',
        "Servers 2 and 3 accept it: they do not check terms. Every server now holds 11, and A is told it is done. B's update, which B was told was done, is lost.",
      ],
    ]);
  });

  it('reads as [time, actor, key] for tests', () => {
    expect(keys(r)).toEqual([
      ['0.0 s', 'server1', 'start'],
      ['0.0 s', 'server2', 'timer'],
      ['2.0 s', 'A', 'a-asks'],
      ['2.0 s', 'server1', 'pause'],
      ['12.0 s', 'server2', 'election'],
      ['12.5 s', 'B', 'b-asks'],
      ['12.5 s', 'server2', 'b-write'],
      ['14.0 s', 'C', 'c-asks-waits'],
      ['17.0 s', 'server1', 'wake-deposed'],
      ['17.0 s', 'server1', 'read-memory'],
      ['17.0 s', 'server1', 'a-sends'],
      ['17.0 s', 'server2', 'a-unchecked'],
    ]);
  });

  it('shows the outcome panel of the spec, in order, with the explanation', () => {
    expect(r.outcome.map((o) => [o.term, o.value, o.tone])).toEqual([
      ['Value at the end', '11', 'harm'],
      ['Leaders at once', '2', 'harmless'],
      ['Acknowledged writes lost', '1', 'harm'],
      ['Stale reads served', '1', 'harm'],
      ['Writes refused', '0', 'neutral'],
    ]);
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1 answered C from its memory with 10 after B had been told 15 was done: a stale read, which no server could refuse, since a read from memory sends no message. Server 1's late write of 11 replaced B's 15 on every server, although B had been told it was done. Turn on term checks to see the servers refuse the old leader.",
    );
    expect(r.verdict).toBe('lost');
    expect(model.facts(r)).toEqual({
      valueAtEnd: 11,
      leadersAtOnce: 2,
      writesLost: 1,
      staleReads: 1,
      writesRefused: 0,
    });
    expect(r.end).toBe(170);
  });

  it('draws "Who led when": two green bars overlap from 12.0 s, Server 1 paused from 2.0 to 17.0 s', () => {
    expect(r.chart.scale).toBe(200);
    expect(bands(r, 1)).toEqual(['leader, term 1 0–200', 'pause 20–170 hatch']);
    expect(bands(r, 2)).toEqual(['term 1 0–120', 'leader, term 2 120–200']);
    expect(bands(r, 3)).toEqual(['term 1 0–120', 'term 2 120–200']);
    expect(marks(r)).toEqual(['Server 2: +5 → 15 @125', 'Server 1: C gets 10, stale @170', 'Server 1: +1 → 11 @170']);
    expect(r.chart.holds).toEqual([
      { t: 0, value: 'every server holds 10' },
      { t: 125, value: 'Server 1 holds 10, Servers 2 and 3 hold 15' },
      { t: 170, value: 'every server holds 11' },
    ]);
  });
});

/** The six experiments of Part 3: preset, outcome line (value · leaders · lost · stale · refused) and verdict. */
const EXPERIMENTS: [string, Settings, [number, number, number, number, number], string][] = [
  ['1 a short pause', { pause: 5, timeout: 10, terms: false, reads: 'memory', lag: 0 }, [16, 1, 0, 0, 0], 'safe'],
  [
    '2 longer than the timeout',
    { pause: 15, timeout: 10, terms: false, reads: 'memory', lag: 0 },
    [11, 2, 1, 1, 0],
    'lost',
  ],
  ['3 terms checked', { pause: 15, timeout: 10, terms: true, reads: 'memory', lag: 0 }, [15, 2, 0, 1, 1], 'stale-read'],
  ['4 ask a majority', { pause: 15, timeout: 10, terms: true, reads: 'majority', lag: 0 }, [15, 2, 0, 0, 1], 'refused'],
  ['5 a lease', { pause: 15, timeout: 10, terms: true, reads: 'lease', lag: 0 }, [15, 2, 0, 0, 1], 'refused'],
  [
    '6 a clock that missed time',
    { pause: 15, timeout: 10, terms: true, reads: 'lease', lag: 6 },
    [15, 2, 0, 1, 1],
    'stale-read',
  ],
];

describe('the six experiments (Part 3) end as the spec says', () => {
  it.each(EXPERIMENTS)('experiment %s', (_name, preset, [value, leaders, lost, stale, refused], verdict) => {
    const r = model.simulate(preset);
    expect(model.facts(r)).toEqual({
      valueAtEnd: value,
      leadersAtOnce: leaders,
      writesLost: lost,
      staleReads: stale,
      writesRefused: refused,
    });
    expect(r.verdict).toBe(verdict);
    expect(model.judge(preset)).toBe(verdict);
  });

  it('experiment 3: the write is refused, but the read from memory came first', () => {
    const r = run({ terms: true });
    expect(kinds(r).slice(-4)).toEqual(['wake-deposed', 'read-memory', 'a-sends', 'a-refused']);
    expect(textOf(r, 'a-refused')).toBe(
      'Servers 2 and 3 refuse it: term 1 is older than term 2. Server 1 steps down and takes the value from Server 2, and A is told its write was refused.',
    );
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1 answered C from its memory with 10 after B had been told 15 was done: a stale read, which no server could refuse, since a read from memory sends no message. Servers 2 and 3 refused Server 1's write because term 1 is older than term 2, so B's update stands. Let Server 1 ask a majority before it answers a read.",
    );
    expect(bands(r, 1)).toEqual(['leader, term 1 0–170', 'term 2 170–200', 'pause 20–170 hatch']);
    expect(marks(r)).toContain('Server 1: +1 refused @170');
  });

  it('experiment 4: Server 1 asks first, steps down and sends C to Server 2', () => {
    const r = run({ terms: true, reads: 'majority' });
    expect(lines(r).slice(-4)).toEqual([
      ['17.0 s', 'Server 1', 'Server 1 asks Servers 2 and 3 to confirm that it still leads term 1.'],
      [
        '17.0 s',
        'Server 2',
        'Servers 2 and 3 refuse: they know term 2, newer than term 1. Server 1 steps down, takes the value from Server 2, and tells C to ask Server 2.',
      ],
      ['17.0 s', 'Server 2', 'Server 2, the leader of term 2, answers C: 15.'],
      ['17.0 s', 'Server 1', "Server 1 no longer leads, so it refuses A's write and tells A that Server 2 leads."],
    ]);
    expect(kinds(r).slice(-5)).toEqual([
      'wake-deposed',
      'confirm-asks',
      'confirm-refused',
      'answer-newest',
      'a-refused-self',
    ]);
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1 learned of term 2 when it asked Servers 2 and 3 first, and sent C to Server 2, which answered 15. Server 1 no longer led when it came to A's write, so it refused it itself, and B's update stands.",
    );
    expect(marks(r)).toContain('Server 2: C gets 15 @170');
  });

  it('experiment 5: the lease is over, so Server 1 asks first', () => {
    const r = run({ terms: true, reads: 'lease' });
    expect(kinds(r).slice(-6)).toEqual([
      'wake-deposed',
      'lease-over',
      'confirm-asks',
      'confirm-refused',
      'answer-newest',
      'a-refused-self',
    ]);
    expect(textOf(r, 'lease-over')).toBe(
      "Server 1's clock says 15 s have passed since a majority last answered it, so its 10 s lease is over and it must ask first.",
    );
  });

  it('experiment 5, try this: with a 5 s pause C is answered under the lease, with no messages', () => {
    const r = run({ terms: true, reads: 'lease', pause: 5 });
    expect(textOf(r, 'lease-ok')).toBe(
      "Server 1's clock says 0 s have passed since a majority last answered it, less than its 10 s lease, so it answers C from its memory: 16.",
    );
    expect(kinds(r)).not.toContain('confirm-asks');
  });

  it('experiment 6: the clock missed 6 s, so the lease still seems to run', () => {
    const r = run({ terms: true, reads: 'lease', lag: 6 });
    expect(textOf(r, 'lease-ok')).toBe(
      "Server 1's clock says 9 s have passed since a majority last answered it, less than its 10 s lease, so it answers C from its memory: 10.",
    );
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1's clock had missed 6 s of its pause, so it thought its lease still ran and answered C from its memory with 10: a stale read. Servers 2 and 3 refused Server 1's write because term 1 is older than term 2, so B's update stands. A lease is only as good as the clock that measures it: asking a majority does not depend on clocks.",
    );
  });
});

describe("every path through the log, in the spec's order of lines", () => {
  const CASES: [string, Partial<Settings>, string[]][] = [
    [
      'no pause: A is done at once, B and C go to Server 1',
      { pause: 0 },
      ['start', 'timer', 'a-asks', 'a-sends-now', 'a-accepted', 'b-asks', 'b-write', 'c-asks', 'read-memory'],
    ],
    [
      'a short pause: Server 1 wakes as the leader',
      { pause: 5 },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'wake-leader',
        'a-sends',
        'a-accepted',
        'b-asks',
        'b-write',
        'c-asks',
        'read-memory',
      ],
    ],
    [
      'no election but still paused at 12.5 s: B waits for Server 1',
      { pause: 20, timeout: 25 },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'b-waits',
        'wake-leader',
        'a-sends',
        'a-accepted',
        'b-asks',
        'b-write',
        'c-asks',
        'read-memory',
      ],
    ],
    [
      'the election after 12.5 s: B waits for Server 2',
      { pause: 30, timeout: 15 },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'b-waits',
        'election',
        'b-asks',
        'b-write',
        'c-asks-waits',
        'wake-deposed',
        'read-memory',
        'a-sends',
        'a-unchecked',
      ],
    ],
    [
      'late but harmless: Server 1 wakes deposed before B',
      { pause: 6, timeout: 1 },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'election',
        'wake-deposed',
        'a-sends',
        'a-unchecked',
        'b-asks',
        'b-write',
        'c-asks',
        'read-memory',
      ],
    ],
    [
      'late and fenced: refused before B, then C is sent to Server 2',
      { pause: 6, timeout: 1, terms: true },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'election',
        'wake-deposed',
        'a-sends',
        'a-refused',
        'b-asks',
        'b-write',
        'c-asks',
        'c-redirected',
        'answer-newest',
      ],
    ],
    [
      'majority without terms: the confirmation is unchecked',
      { reads: 'majority' },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'election',
        'b-asks',
        'b-write',
        'c-asks-waits',
        'wake-deposed',
        'confirm-asks',
        'confirm-unchecked',
        'a-sends',
        'a-unchecked',
      ],
    ],
    [
      'majority with one leader: the confirmation is a true one',
      { reads: 'majority', pause: 5 },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'wake-leader',
        'a-sends',
        'a-accepted',
        'b-asks',
        'b-write',
        'c-asks',
        'confirm-asks',
        'confirm-ok',
      ],
    ],
    [
      'a lease that is over, without terms',
      { reads: 'lease' },
      [
        'start',
        'timer',
        'a-asks',
        'pause',
        'election',
        'b-asks',
        'b-write',
        'c-asks-waits',
        'wake-deposed',
        'lease-over',
        'confirm-asks',
        'confirm-unchecked',
        'a-sends',
        'a-unchecked',
      ],
    ],
  ];

  it.each(CASES)('%s', (_name, changes, expected) => {
    expect(kinds(run(changes))).toEqual(expected);
  });

  it('B waits, then asks the leader it waited for', () => {
    const r = run({ pause: 20, timeout: 25 });
    expect(lines(r).slice(4, 10)).toEqual([
      ['12.5 s', 'Client B', 'B asks the leader to add 5. Server 1 is paused and no one else leads yet, so B waits.'],
      ['22.0 s', 'Server 1', 'Server 1 wakes up after 20 s, within the 25 s election timeout: it is still the leader.'],
      ['22.0 s', 'Server 1', 'Server 1 sends 11 with term 1 to Servers 2 and 3.'],
      ['22.0 s', 'Server 2', 'Servers 2 and 3 copy it, so a majority holds 11 and A is told it is done.'],
      ['22.0 s', 'Client B', 'B asks Server 1, the leader, to add 5.'],
      [
        '22.0 s',
        'Server 1',
        'Server 1 adds 5 to its copy: 16. Servers 2 and 3 copy it, so a majority holds 16 and B is told it is done.',
      ],
    ]);
    expect(lines(r).at(-2)).toEqual([
      '23.5 s',
      'Client C',
      'B tells C that its update is done. C asks Server 1 for the value.',
    ]);
  });

  it('no pause: Server 1 sends at once', () => {
    const r = run({ pause: 0 });
    expect(textOf(r, 'a-sends-now')).toBe('Server 1 reads its copy, 10, and sends 11 with term 1 to Servers 2 and 3.');
    expect(r.explanation).toBe(
      "Server 1 never paused, so there was only ever one leader. C got 16, the value a majority held when it asked. A's write and B's update both count: the value is 16. Make the pause at least as long as the election timeout to see two leaders.",
    );
    expect(r.chart.lanes[0]!.spans.map((s) => s.id)).not.toContain('pause');
  });

  it('late but harmless: two leaders, nothing lost, and the page says why', () => {
    const r = run({ pause: 6, timeout: 1 });
    expect(model.facts(r)).toEqual({
      valueAtEnd: 16,
      leadersAtOnce: 2,
      writesLost: 0,
      staleReads: 0,
      writesRefused: 0,
    });
    expect(r.verdict).toBe('late-harmless');
    expect(textOf(r, 'a-unchecked')).toBe(
      'Servers 2 and 3 accept it: they do not check terms. Every server now holds 11, and A is told it is done.',
    );
    expect(textOf(r, 'b-write')).toBe(
      'Server 2 adds 5 to its copy: 16. Servers 1 and 3 copy it, so a majority holds 16 and B is told it is done.',
    );
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. C got 16, the value a majority held when it asked. Server 1's write of 11 was accepted without a term check, but it landed before B's update, which built on it: late, but nothing was lost. Turn on term checks to see the servers refuse the old leader.",
    );
  });

  it("pauses of 10.6 to 12 s: C gets the majority's 11, and the page does not call the read good", () => {
    for (const pause of [10.6, 11, 12]) {
      const r = run({ pause });
      expect(model.facts(r)).toMatchObject({ valueAtEnd: 11, writesLost: 1, staleReads: 0 });
      expect(r.explanation).toBe(
        "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. C got 11, the value a majority held when it asked, not the 15 that B had told it was done: Server 1's late write had already replaced B's update. Server 1's late write of 11 replaced B's 15 on every server, although B had been told it was done. Turn on term checks to see the servers refuse the old leader.",
      );
    }
  });

  it('late and fenced: the same run with terms refuses A and C is sent on', () => {
    const r = run({ pause: 6, timeout: 1, terms: true });
    expect(model.facts(r)).toEqual({
      valueAtEnd: 15,
      leadersAtOnce: 2,
      writesLost: 0,
      staleReads: 0,
      writesRefused: 1,
    });
    expect(r.explanation).toBe(
      "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1 learned of term 2 when its write was refused, and sent C to Server 2, which answered 15. Servers 2 and 3 refused Server 1's write because term 1 is older than term 2, so B's update stands.",
    );
    const [led, followed] = bands(r, 1);
    expect([led, followed?.replace(/–\d+$/, '')]).toEqual(['leader, term 1 0–80', 'term 2 80']);
  });

  it('an unchecked confirmation is a stale read, and says so', () => {
    const r = run({ reads: 'majority' });
    expect(textOf(r, 'confirm-unchecked')).toBe(
      'Servers 2 and 3 say yes: they do not check terms. Server 1 answers C from its memory: 10.',
    );
    expect(r.explanation).toContain(
      'Server 1 asked Servers 2 and 3 first, but they do not check terms, so they said yes and Server 1 answered C with 10: a stale read.',
    );
  });

  it('a true confirmation', () => {
    expect(textOf(run({ reads: 'majority', pause: 5 }), 'confirm-ok')).toBe(
      'Servers 2 and 3 confirm it, so Server 1 answers C: 16.',
    );
  });

  it('names a pause by its length: the same steps as the lesson on locks', () => {
    const why = (pause: number): string => /\(([^)]*)\)\.$/.exec(textOf(run({ pause }), 'pause') ?? '')?.[1] ?? '';
    expect([0.1, 1, 1.1, 5, 5.1, 60].map(why)).toEqual([
      'a garbage collection',
      'a garbage collection',
      'a long garbage collection',
      'a long garbage collection',
      'a long garbage collection, a stalled disk, a suspended virtual machine',
      'a long garbage collection, a stalled disk, a suspended virtual machine',
    ]);
  });

  it('prints durations without decimals when whole, with one otherwise', () => {
    const r = run({ pause: 12.5, timeout: 10.5 });
    expect(textOf(r, 'timer')).toContain('for 10.5 s.');
    expect(textOf(r, 'pause')).toContain('pauses for 12.5 s (');
    expect(textOf(r, 'election')).toMatch(/^Nothing from the leader for 10.5 s\./);
  });
});

describe('ties at one instant (rule 13)', () => {
  it('a pause equal to the timeout leads to an election, and Server 1 wakes to find term 2', () => {
    const r = run({ pause: 10, timeout: 10 });
    expect(keys(r).slice(4, 8)).toEqual([
      ['12.0 s', 'server2', 'election'],
      ['12.0 s', 'server1', 'wake-deposed'],
      ['12.0 s', 'server1', 'a-sends'],
      ['12.0 s', 'server2', 'a-unchecked'],
    ]);
    expect(model.facts(r)).toMatchObject({ leadersAtOnce: 2, valueAtEnd: 16, writesLost: 0 });
  });

  it('with terms on, the same tie refuses A', () => {
    const r = run({ pause: 10, timeout: 10, terms: true });
    expect(model.facts(r)).toEqual({
      valueAtEnd: 15,
      leadersAtOnce: 2,
      writesLost: 0,
      staleReads: 0,
      writesRefused: 1,
    });
  });

  it('election, waking and B at one instant: election, then Server 1, then B', () => {
    const r = run({ pause: 12, timeout: 12 });
    expect(keys(r).slice(4)).toEqual([
      ['12.5 s', 'B', 'b-waits'],
      ['14.0 s', 'server2', 'election'],
      ['14.0 s', 'server1', 'wake-deposed'],
      ['14.0 s', 'server1', 'a-sends'],
      ['14.0 s', 'server2', 'a-unchecked'],
      ['14.0 s', 'B', 'b-asks'],
      ['14.0 s', 'server2', 'b-write'],
      ['15.5 s', 'C', 'c-asks'],
      ['15.5 s', 'server1', 'read-memory'],
    ]);
    expect(model.facts(r).valueAtEnd).toBe(16);
  });

  it('at 12.5 s exactly, B comes after the election and after Server 1 wakes', () => {
    const r = run({ pause: 10.5, timeout: 10.5 });
    expect(kinds(r).slice(4, 10)).toEqual(['election', 'wake-deposed', 'a-sends', 'a-unchecked', 'b-asks', 'b-write']);
  });

  it('Server 1 waking just as C asks: it wakes first, so the question does not wait', () => {
    const r = run({ pause: 12 });
    expect(keys(r).slice(7)).toEqual([
      ['14.0 s', 'server1', 'wake-deposed'],
      ['14.0 s', 'server1', 'a-sends'],
      ['14.0 s', 'server2', 'a-unchecked'],
      ['14.0 s', 'C', 'c-asks'],
      ['14.0 s', 'server1', 'read-memory'],
    ]);
    expect(model.facts(r)).toMatchObject({ writesLost: 1, staleReads: 0 });
  });

  it('a lease exactly as old as the timeout is over', () => {
    expect(kinds(run({ reads: 'lease', pause: 15, lag: 5 }))).toContain('lease-over');
    expect(kinds(run({ reads: 'lease', pause: 15, lag: 5.1 }))).toContain('lease-ok');
  });
});

describe('settings from the address', () => {
  it('reads the keys of the spec, with its labels', () => {
    const { descriptor } = model.settings;
    expect(model.settings.keys).toEqual(['pause', 'timeout', 'terms', 'reads', 'lag']);
    expect(Object.values(descriptor).map((d) => d.label)).toEqual([
      "Server 1's pause",
      'Election timeout',
      'Servers check terms',
      'How Server 1 answers reads',
      "Server 1's clock misses",
    ]);
    expect(descriptor.reads.options.map((o) => [o.value, o.label])).toEqual([
      ['memory', 'From its memory'],
      ['lease', 'Under a lease on its own clock'],
      ['majority', 'After a majority confirms'],
    ]);
    expect(model.settings.defaults).toEqual({ pause: 15, timeout: 10, terms: false, reads: 'memory', lag: 0 });
    expect(model.settings.parse('?terms=1&reads=majority')).toEqual({
      settings: { pause: 15, timeout: 10, terms: true, reads: 'majority', lag: 0 },
      notices: [],
    });
    expect(model.settings.toQuery({ ...model.settings.defaults, terms: true, reads: 'majority' })).toBe(
      'terms=1&reads=majority',
    );
  });

  const BAD: [string, string, Partial<Settings>][] = [
    ['pause=999', 'Server 1\'s pause "999" is more than the most allowed, 60 s, so 60 s is used.', { pause: 60 }],
    ['timeout=0', 'Election timeout "0" is less than the least allowed, 1 s, so 1 s is used.', { timeout: 1 }],
    ['terms=yes', 'Servers check terms "yes" is not 1 or 0, so the default, off, is used.', { terms: false }],
    [
      'reads=quorum',
      'How Server 1 answers reads "quorum" is not one of memory, lease, majority, so the default, From its memory, is used.',
      { reads: 'memory' },
    ],
    [
      'lag=2.25',
      'Server 1\'s clock misses "2.25" is finer than a tenth of a second, so it is rounded to 2.3 s.',
      { lag: 2.3 },
    ],
    ['lag=-1', 'Server 1\'s clock misses "-1" is less than the least allowed, 0 s, so 0 s is used.', { lag: 0 }],
    ['pause=abc', 'Server 1\'s pause "abc" is not a number of seconds, so the default, 15 s, is used.', { pause: 15 }],
  ];

  it.each(BAD)('%s gives a notice and a value in range', (query, message, expected) => {
    const parsed = model.settings.parse(query);
    expect(parsed.notices.map((n) => n.message)).toEqual([message]);
    expect(parsed.settings).toMatchObject(expected);
    expect(() => model.simulate(parsed.settings)).not.toThrow();
  });

  it('corrects out-of-range settings from code before it runs them', () => {
    const r = model.simulate({ pause: 100, timeout: -3, terms: true, reads: 'memory', lag: 0.04 });
    expect(r.settings).toEqual({ pause: 60, timeout: 1, terms: true, reads: 'memory', lag: 0 });
  });
});
