import { describe, expect, it } from 'vitest';
import { eventIndexAt, holdsAt } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { EventKind, Run, Verdict } from './model.ts';

const DEFAULTS = model.settings.defaults;

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...DEFAULTS, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const kinds = (r: Run): EventKind[] => r.events.map((e) => e.kind);
const textOf = (r: Run, kind: EventKind, actor?: string): string | undefined =>
  r.events.find((e) => e.kind === kind && (actor === undefined || e.actor === actor))?.text;
/** What a lane of the chart draws, by id: a span as [from, to], a mark as [t, label]. */
const drawn = (r: Run, lane: string) => {
  const l = r.chart.lanes.find((x) => x.id === lane)!;
  return Object.fromEntries([
    ...l.spans.map((x) => [x.id, [x.from, x.to]]),
    ...l.marks.map((m) => [m.id, [m.t, m.label]]),
  ]);
};

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('logs the ten lines of "In order"', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Client A', 'A asks for the lock and gets it, with token 1. The lease lasts 10 s.'],
      ['0.0 s', 'Lock service', 'The lock service will give the lock to someone else after 10 s, whatever A is doing.'],
      ['1.0 s', 'Client A', 'A reads the value: 10. It plans to write 11.'],
      ['2.0 s', 'Client A', 'A pauses for 15 s (a long garbage collection, a stalled network, a busy machine).'],
      ['10.0 s', 'Lock service', "A's lease runs out. A is not there to renew it, so the lock is free."],
      ['10.3 s', 'Client B', 'B asks for the lock and gets it, with token 2.'],
      ['10.5 s', 'Client B', 'B reads 10 and writes 15.'],
      ['10.5 s', 'Storage', 'The store now holds 15, written with token 2.'],
      [
        '17.0 s',
        'Client A',
        'A wakes up. Nothing tells it that time has passed, so it still believes it holds the lock, and writes 11 with token 1.',
      ],
      ['17.0 s', 'Storage', "The store accepts it. B's update is overwritten: the value is 11."],
    ]);
  });

  it('gives the outcome and explanation of the spec', () => {
    expect(model.facts(r)).toEqual({ finalValue: 11, shouldBe: 15, staleAccepted: true, staleRefused: false });
    expect(r.verdict).toBe('lost');
    expect(r.explanation).toBe(
      "A woke up after its lease ended and wrote anyway. The storage accepted it, so B's update was overwritten: the value is 11 and should be 15. Turn on fencing to see the storage refuse it.",
    );
    expect(r.end).toBe(170);
  });

  it('draws the chart: A holds to 10.0 and is paused 2.0 to 17.0, B holds 10.3 to 10.5', () => {
    expect(drawn(r, 'lock')).toEqual({ 'grant-A': [0, 100], 'grant-B': [103, 105] });
    expect(r.chart.lanes[0]?.spans.map((x) => x.label)).toEqual(['A · token 1', 'B · token 2']);
    expect(drawn(r, 'A')).toMatchObject({
      'lease-A': [0, 100],
      pause: [20, 170],
      'write-A': [170, "writes 11: B's update lost"],
    });
    expect(drawn(r, 'B')).toEqual({ 'lease-B': [103, 105], 'write-B': [105, 'writes 15: accepted'] });
    expect(r.chart.walls?.map((w) => [w.t, w.label])).toEqual([[100, "A's lease ends"]]);
  });

  it("with fencing on, the store refuses the late write and B's update stands", () => {
    const f = run({ fencing: true });
    expect(model.facts(f)).toEqual({ finalValue: 15, shouldBe: 15, staleAccepted: false, staleRefused: true });
    expect(f.verdict).toBe('refused');
    expect(f.events.at(-1)?.text).toBe(
      "The store refuses it: token 1 is lower than token 2, which it has already accepted. B's update stands: the value is 15.",
    );
    expect(f.explanation).toBe(
      "The storage refuses it: A's token 1 is lower than B's token 2, which it has already accepted. B's update stands and the value is 15, as it should be. Fencing did not stop A from writing late; it stopped the late write from doing harm. A real client would now get an error it can see, take the lock again with a new token, 3, read 15 and write 16; the simulation stops at the refusal.",
    );
    expect(drawn(f, 'A')['write-A']).toEqual([170, 'writes 11: refused']);
  });
});

describe('the six experiments of the walkthrough (lesson spec, Part 3)', () => {
  const cases: [string, Partial<Settings>, number, number, boolean, boolean, Verdict][] = [
    // name, settings, final, should be, stale accepted, stale refused, verdict
    ['the lock at work', { pause: 0, bAt: 1.5 }, 16, 16, false, false, 'safe'],
    ['a short pause', { pause: 1, bAt: 1.5 }, 16, 16, false, false, 'safe'],
    ['a long pause', {}, 11, 15, true, false, 'lost'],
    ['a longer lease', { lease: 20 }, 16, 16, false, false, 'safe'],
    ['a longer lease, a longer pause (the strip at 25 s)', { lease: 20, pause: 25 }, 11, 15, true, false, 'lost'],
    ['check before writing', { check: true }, 11, 15, true, false, 'lost'],
    ['fencing tokens', { fencing: true }, 15, 15, false, true, 'refused'],
    ['fencing, B asking at 20 s (try this)', { fencing: true, bAt: 20 }, 16, 16, true, false, 'late-harmless'],
  ];
  it.each(cases)('%s', (_name, changes, finalValue, shouldBe, staleAccepted, staleRefused, verdict) => {
    const r = run(changes);
    expect(model.facts(r)).toEqual({ finalValue, shouldBe, staleAccepted, staleRefused });
    expect(r.verdict).toBe(verdict);
  });
});

describe('things at the same instant (rule 9)', () => {
  it('A waking the instant its lease ends writes stale: the lease is already over', () => {
    const r = run({ pause: 8 }); // wakes at 10.0, lease ends at 10.0
    expect(r.events.map((e) => e.kind).slice(4, 6)).toEqual(['expire', 'write']);
    expect(drawn(r, 'A')['write-A']).toEqual([100, 'writes 11: late, harmless']);
    expect(r.verdict).toBe('late-harmless');
  });

  it('A waking the instant B writes goes first, and B builds on it', () => {
    const r = run({ pause: 8.5 }); // wakes at 10.5; B got the lock at 10.3 and writes at 10.5
    const aWrite = r.events.findIndex((e) => e.kind === 'write' && e.actor === 'A');
    const bWrite = r.events.findIndex((e) => e.kind === 'write' && e.actor === 'B');
    expect(aWrite).toBeLessThan(bWrite);
    expect(r.events[bWrite]?.text).toBe('B reads 11 and writes 16.');
    expect(model.facts(r)).toMatchObject({ finalValue: 16, shouldBe: 16, staleAccepted: true });
  });

  const atOnce: [string, Partial<Settings>, number][] = [
    ['the lease ends', { bAt: 10 }, 100],
    ['A releases the lock', { pause: 0, bAt: 2 }, 20],
  ];
  it.each(atOnce)('B asking the instant %s gets the lock at once', (_name, changes, at) => {
    const r = run(changes);
    expect(kinds(r)).not.toContain('ask-wait');
    expect(drawn(r, 'B')).toMatchObject({ 'lease-B': [at, at + 2] });
    expect(drawn(r, 'B')['wait']).toBeUndefined();
    expect(drawn(r, 'A')['lease-A']).toEqual([0, at]);
    expect(textOf(r, 'grant', 'B')).toBe('B asks for the lock and gets it, with token 2.');
  });

  it('a check the instant the lease ends finds it over, and A gives up', () => {
    const r = run({ lease: 2, check: true });
    expect(textOf(r, 'check-expired')).toBe(
      'A asks the lock service whether it still holds the lock. It does not: its lease ended at 2.0 s. A gives up and writes nothing.',
    );
    expect(Object.keys(drawn(r, 'A'))).toEqual(['lease-A', 'belief', 'read', 'check']);
    expect(model.facts(r)).toMatchObject({ finalValue: 15, shouldBe: 15, staleAccepted: false });
    expect(r.verdict).toBe('safe');
  });
});

describe('texts of other runs, built from what happened', () => {
  it('B waits while A holds the lock, and gets it the moment A releases', () => {
    const r = run({ pause: 1, bAt: 2.5 });
    expect(textOf(r, 'ask-wait')).toBe('B asks for the lock. A still holds it, so B waits.');
    expect(textOf(r, 'release')).toBe('A releases the lock.');
    expect(textOf(r, 'grant', 'B')).toBe('B has been waiting, and gets the lock the moment it is free, with token 2.');
    expect(drawn(r, 'B')).toMatchObject({ wait: [25, 30], 'lease-B': [30, 32] });
    expect(r.explanation).toBe(
      'A woke with 7.0 s of its lease left, wrote 11 and released the lock. B, which had been waiting, then got the lock, read 11 and wrote 16. Nobody wrote without the lock, so the value is 16, as it should be.',
    );
  });

  it('A checks and is told yes, with the time left', () => {
    expect(textOf(run({ check: true }), 'check-ok')).toBe(
      'A asks the lock service whether it still holds the lock. It does, with 8.0 s left, so it goes on.',
    );
  });

  it('with no pause there is no pause or wake line: A simply writes at 2.0', () => {
    const r = run({ pause: 0 });
    expect(kinds(r)).not.toContain('pause');
    const write = r.events.find((e) => e.kind === 'write' && e.actor === 'A');
    expect([write?.time, write?.text]).toEqual(['2.0 s', 'A writes 11 with token 1.']);
    expect(drawn(r, 'A')['pause']).toBeUndefined();
  });

  it('logs A releasing the lock but not B', () => {
    const released = run({ pause: 1 })
      .events.filter((e) => e.kind === 'release')
      .map((e) => e.actor);
    expect(released).toEqual(['A']);
  });

  it('explains a late write that harmed nobody, with or without fencing', () => {
    for (const fencing of [false, true]) {
      const r = run({ bAt: 60, fencing });
      expect(r.verdict).toBe('late-harmless');
      expect(model.facts(r)).toEqual({ finalValue: 16, shouldBe: 16, staleAccepted: true, staleRefused: false });
      expect(r.explanation).toContain('fencing keeps writes in token order; it does not stop every late write.');
      expect(r.explanation).toContain('The value is 16, as it should be.');
    }
  });

  it('says plainly that an update was lost, and what to try, when the check did not help', () => {
    expect(run({ check: true }).explanation).toBe(
      "A asked at 2.0 s whether it still held the lock and was told yes, with 8.0 s left. Then it paused, woke up after its lease ended and wrote anyway. The storage accepted it, so B's update was overwritten: the value is 11 and should be 15. The check did not help: the pause came after it. Turn on fencing to see the storage refuse it.",
    );
  });

  it('tells a lease that ran out while A was working from one that ran out while it was paused', () => {
    const r = run({ lease: 1.5, pause: 0, bAt: 1.6 });
    expect(textOf(r, 'expire')).toBe("A's lease runs out. A has not renewed it, so the lock is free.");
    expect(r.verdict).toBe('lost');
    expect(r.explanation).toMatch(/^A was still working when its lease ended, and wrote anyway\. .* Turn on fencing/);
    expect(run({ lease: 1.5, pause: 0, bAt: 1.6, fencing: true }).explanation).toContain('from writing late');
  });
});

describe('settings out of range', () => {
  it('are brought into range rather than crashing simulate', () => {
    const wild = { lease: -5, pause: Number.NaN, bAt: 1e9, check: 'yes', fencing: 1 } as unknown as Settings;
    const r = model.simulate(wild);
    expect(r.settings).toEqual({ lease: 1, pause: 15, bAt: 60, check: false, fencing: false });
    expect(r.events.length).toBeGreaterThan(0);
  });
});

describe('playback helpers', () => {
  const r = run();
  const cases: [number, number, number][] = [
    // t (tenths), event index, store value under playback
    [-1, -1, 10],
    [0, 1, 10],
    [104, 5, 10],
    [105, 7, 15],
    [169, 7, 15],
    [170, 9, 11],
    [10_000, 9, 11],
  ];
  it.each(cases)('at %i: event %i, value %i', (t, index, value) => {
    expect(eventIndexAt(r.events, t)).toBe(index);
    expect(holdsAt(r.chart, t)).toBe(`the store holds ${value}`);
  });
});

describe("the chart's data of the ideas: the storage over time and A's belief", () => {
  /** The storage lane: its values, and the highest token under them. */
  const storage = (r: Run) => {
    const l = r.chart.lanes.find((x) => x.id === 'store')!;
    return [l.series?.points.map((p) => [p.t, p.value]), l.line?.points.map((p) => [p.t, p.value])];
  };

  it('default run: the store goes 10, 15, 11 while its highest token goes 2 from 10.5; A believes to 17.0', () => {
    const r = run();
    expect(storage(r)).toEqual([
      [
        [0, '10'],
        [105, '15'],
        [170, '11'],
      ],
      [[105, '2']],
    ]);
    expect(drawn(r, 'A')).toMatchObject({ belief: [0, 100], 'belief-late': [100, 170] });
  });

  it('fencing: the refused write leaves the store and its highest token as they were', () => {
    expect(storage(run({ fencing: true }))).toEqual([
      [
        [0, '10'],
        [105, '15'],
      ],
      [[105, '2']],
    ]);
  });

  it('a check that finds the lease ended ends the belief there, with no write', () => {
    const r = run({ check: true, lease: 1.5 });
    expect(drawn(r, 'A')).toMatchObject({ belief: [0, 15], 'belief-late': [15, 20] });
    expect(drawn(r, 'A')['write-A']).toBeUndefined();
  });
});
