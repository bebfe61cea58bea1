import { describe, expect, it } from 'vitest';
import { eventIndexAt, model, simulate, valueAt } from './index.ts';
import type { EventKind, Run, Settings, Verdict } from './index.ts';

const DEFAULTS = model.settings.defaults;

const run = (changes: Partial<Settings> = {}): Run => simulate({ ...DEFAULTS, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const kinds = (r: Run): EventKind[] => r.events.map((e) => e.kind);
const textOf = (r: Run, kind: EventKind, actor?: string): string | undefined =>
  r.events.find((e) => e.kind === kind && (actor === undefined || e.actor === actor))?.text;

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
    expect(r.result).toEqual({
      finalValue: 11,
      shouldBe: 15,
      staleAccepted: true,
      staleRefused: false,
      updateLost: true,
    });
    expect(r.verdict).toBe('lost');
    expect(r.explanation).toBe(
      "A woke up after its lease ended and wrote anyway. The storage accepted it, so B's update was overwritten: the value is 11 and should be 15. Turn on fencing to see the storage refuse it.",
    );
    expect(r.end).toBe(170);
  });

  it('draws the chart: A holds to 10.0 and is paused 2.0 to 17.0, B holds 10.3 to 10.5', () => {
    expect(r.lanes.A).toMatchObject({
      held: { from: 0, to: 100 },
      token: 1,
      leaseEndedAt: 100,
      paused: { from: 20, to: 170 },
      wokeAt: 170,
      writes: [{ client: 'A', t: 170, value: 11, token: 1, accepted: true, stale: true }],
    });
    expect(r.lanes.B).toMatchObject({
      askedAt: 103,
      waited: null,
      held: { from: 103, to: 105 },
      token: 2,
      leaseEndedAt: null,
      writes: [{ client: 'B', t: 105, value: 15, token: 2, accepted: true, stale: false }],
    });
  });

  it("with fencing on, the store refuses the late write and B's update stands", () => {
    const f = run({ fencing: true });
    expect(f.result).toMatchObject({ finalValue: 15, shouldBe: 15, staleAccepted: false, staleRefused: true });
    expect(f.verdict).toBe('refused');
    expect(f.events.at(-1)?.text).toBe(
      "The store refuses it: token 1 is lower than token 2, which it has already accepted. B's update stands: the value is 15.",
    );
    expect(f.explanation).toBe(
      "The storage refuses it: A's token 1 is lower than B's token 2, which it has already accepted. B's update stands and the value is 15, as it should be. Fencing did not stop A from writing late; it stopped the late write from doing harm. A real client would now get an error it can see, take the lock again with a new token, 3, read 15 and write 16; the simulation stops at the refusal.",
    );
    expect(f.lanes.A.writes[0]).toMatchObject({ accepted: false, stale: true });
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
    expect(r.result).toEqual({
      finalValue,
      shouldBe,
      staleAccepted,
      staleRefused,
      updateLost: finalValue !== shouldBe,
    });
    expect(r.verdict).toBe(verdict);
  });
});

describe('things at the same instant (rule 9)', () => {
  it('A waking the instant its lease ends writes stale: the lease is already over', () => {
    const r = run({ pause: 8 }); // wakes at 10.0, lease ends at 10.0
    expect(r.events.map((e) => e.kind).slice(4, 6)).toEqual(['expire', 'write']);
    expect(r.lanes.A.writes[0]).toMatchObject({ t: 100, stale: true, accepted: true });
    expect(r.verdict).toBe('late-harmless');
  });

  it('A waking the instant B writes goes first, and B builds on it', () => {
    const r = run({ pause: 8.5 }); // wakes at 10.5; B got the lock at 10.3 and writes at 10.5
    const aWrite = r.events.findIndex((e) => e.kind === 'write' && e.actor === 'A');
    const bWrite = r.events.findIndex((e) => e.kind === 'write' && e.actor === 'B');
    expect(aWrite).toBeLessThan(bWrite);
    expect(r.events[bWrite]?.text).toBe('B reads 11 and writes 16.');
    expect(r.result).toMatchObject({ finalValue: 16, shouldBe: 16, staleAccepted: true, updateLost: false });
  });

  const atOnce: [string, Partial<Settings>, number][] = [
    ['the lease ends', { bAt: 10 }, 100],
    ['A releases the lock', { pause: 0, bAt: 2 }, 20],
  ];
  it.each(atOnce)('B asking the instant %s gets the lock at once', (_name, changes, at) => {
    const r = run(changes);
    expect(kinds(r)).not.toContain('ask-wait');
    expect(r.lanes.B).toMatchObject({ askedAt: at, waited: null, held: { from: at, to: at + 2 } });
    expect(r.lanes.A.held?.to).toBe(at);
    expect(textOf(r, 'grant', 'B')).toBe('B asks for the lock and gets it, with token 2.');
  });

  it('a check the instant the lease ends finds it over, and A gives up', () => {
    const r = run({ lease: 2, check: true });
    expect(textOf(r, 'check-expired')).toBe(
      'A asks the lock service whether it still holds the lock. It does not: its lease ended at 2.0 s. A gives up and writes nothing.',
    );
    expect(r.lanes.A).toMatchObject({ writes: [], paused: null, wokeAt: null });
    expect(r.result).toMatchObject({ finalValue: 15, shouldBe: 15, staleAccepted: false });
    expect(r.verdict).toBe('safe');
  });
});

describe('texts of other runs, built from what happened', () => {
  it('B waits while A holds the lock, and gets it the moment A releases', () => {
    const r = run({ pause: 1, bAt: 2.5 });
    expect(textOf(r, 'ask-wait')).toBe('B asks for the lock. A still holds it, so B waits.');
    expect(textOf(r, 'release')).toBe('A releases the lock.');
    expect(textOf(r, 'grant', 'B')).toBe('B has been waiting, and gets the lock the moment it is free, with token 2.');
    expect(r.lanes.B).toMatchObject({ waited: { from: 25, to: 30 }, held: { from: 30, to: 32 } });
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
    expect(r.lanes.A).toMatchObject({ paused: null, wokeAt: null });
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
      expect(r.result).toMatchObject({ finalValue: 16, shouldBe: 16, staleAccepted: true, staleRefused: false });
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
    const r = simulate(wild);
    expect(r.settings).toEqual({ lease: 1, pause: 15, bAt: 60, check: false, fencing: false });
    expect(r.events.length).toBeGreaterThan(0);
  });
});

describe('playback helpers', () => {
  const r = run();
  const cases: [number, number, number][] = [
    // t (tenths), event index, store value
    [-1, -1, 10],
    [0, 1, 10],
    [104, 5, 10],
    [105, 7, 15],
    [169, 7, 15],
    [170, 9, 11],
    [10_000, 9, 11],
  ];
  it.each(cases)('at %i: event %i, value %i', (t, index, value) => {
    expect(eventIndexAt(r, t)).toBe(index);
    expect(valueAt(r, t)).toBe(value);
  });
});

describe("the chart's data of the ideas: the storage over time and A's belief", () => {
  it('default run: the store goes 10, 15, 11 while its highest token goes 0, 2, 2; A believes to 17.0', () => {
    const r = run();
    expect(r.store).toEqual([
      { t: 0, value: 10, highest: 0 },
      { t: 105, value: 15, highest: 2 },
      { t: 170, value: 11, highest: 2 },
    ]);
    expect(r.beliefA).toEqual({ from: 0, to: 170 });
  });

  it('fencing: the refused write leaves the store and its highest token as they were', () => {
    expect(run({ fencing: true }).store).toEqual([
      { t: 0, value: 10, highest: 0 },
      { t: 105, value: 15, highest: 2 },
    ]);
  });

  it('a check that finds the lease ended ends the belief there, with no write', () => {
    const r = run({ check: true, lease: 1.5 });
    expect(r.beliefA).toEqual({ from: 0, to: 20 });
    expect(r.lanes.A.writes).toEqual([]);
  });
});
