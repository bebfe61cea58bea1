/** The lost-update model against its lesson spec: the default run word for word, and each experiment's outcome. */
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';
import { playedOf } from './testing.ts';
import type { Played } from './testing.ts';

const run = (changes: Partial<Settings> = {}): Played => playedOf({ ...model.settings.defaults, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const outcomeLine = (r: Run): string => r.outcome.map((row) => row.value).join(' · ');

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('runs the defaults of the settings table', () => {
    expect(r.settings).toEqual({ method: 'plain', aWork: 2, bAt: 1.5 });
  });

  it('logs five lines', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Counter', 'The counter holds 10.'],
      ['1.0 s', 'Client A', 'A reads 10 and starts its work: it will write 10 + 1 = 11.'],
      ['1.5 s', 'Client B', 'B reads 10 and starts its work: it will write 10 + 5 = 15.'],
      ['2.5 s', 'Client B', 'B writes 15. The counter held 10; it now holds 15.'],
      [
        '3.0 s',
        'Client A',
        "A writes 11, worked out from the 10 it read. The counter held 15; it now holds 11, and B's update is gone.",
      ],
    ]);
    expect(r.events.map((e) => e.kind)).toEqual(['start', 'reads', 'reads', 'writes', 'writes']);
  });

  it('shows the five outcome terms in order, with the values of the spec', () => {
    expect(r.outcome.map(({ term, value, tone }) => [term, value, tone])).toEqual([
      ['Final value', '11', 'harm'],
      ['It should be', '16', 'neutral'],
      ['Updates lost', '1', 'harm'],
      ['Retries', '0', 'neutral'],
      ['Time waiting', '0.0 s', 'neutral'],
    ]);
    expect(model.facts(r)).toEqual({ finalValue: 11, shouldBe: 16, updatesLost: 1, retries: 0, timeWaiting: 0 });
    expect(r.verdict).toBe('lost');
  });

  it("explains that A's 11 wrote over B's 15, from a value read before B wrote, and points to a fix", () => {
    expect(r.explanation).toBe(
      "B's 15 was written over by A's 11: A worked out 11 from the 10 it read at 1.0 s, before B wrote. Neither client saw an error. To keep both, let the storage do the adding, write only if the value is unchanged, or take a lock.",
    );
  });

  it('draws both windows, their overlap from 1.5 s to 2.5 s, and the counter 10, 15, 11', () => {
    expect(
      r.attempts.map(({ client, from, to, read, value, refused }) => [client, from, to, read, value, refused]),
    ).toEqual([
      ['B', 15, 25, 10, 15, false],
      ['A', 10, 30, 10, 11, false],
    ]);
    expect(r.overlaps).toEqual([{ from: 15, to: 25 }]);
    expect(r.values.map(({ t, value, by }) => [t, value, by])).toEqual([
      [0, 10, 'start'],
      [25, 15, 'B'],
      [30, 11, 'A'],
    ]);
    expect(r.waits).toEqual([]);
    const at = (t: number) => valueAt(r.values, t);
    expect([at(24), at(25), at(40)]).toEqual([10, 15, 11]);
    expect(r.end).toBe(30);
  });
});

describe('the six experiments and the one to try (lesson spec, Part 3): final · should be · lost · retries · waiting', () => {
  it.each<[string, Partial<Settings>, string, string]>([
    ['1 one after the other', { bAt: 3.5 }, '16 · 16 · 0 · 0 · 0.0 s', 'kept'],
    ['2 at the same time', {}, '11 · 16 · 1 · 0 · 0.0 s', 'lost'],
    ['3 a quicker client', { aWork: 0.3 }, '16 · 16 · 0 · 0 · 0.0 s', 'kept'],
    ['3, try B at 1.2 s', { aWork: 0.3, bAt: 1.2 }, '15 · 16 · 1 · 0 · 0.0 s', 'lost'],
    ['4 let the storage add', { method: 'atomic' }, '16 · 16 · 0 · 0 · 0.0 s', 'kept'],
    ['5 write only if unchanged', { method: 'cas' }, '16 · 16 · 0 · 1 · 0.0 s', 'retried'],
    ['6 take a lock', { method: 'lock' }, '16 · 16 · 0 · 0 · 1.5 s', 'waited'],
  ])('%s', (_name, changes, outcome, verdict) => {
    const r = run(changes);
    expect(outcomeLine(r)).toBe(outcome);
    expect(r.verdict).toBe(verdict);
    expect(model.judge({ ...model.settings.defaults, ...changes })).toBe(verdict);
  });

  it('experiment 3: A writes at 1.3 s, before B reads at 1.5 s', () => {
    expect(lines(run({ aWork: 0.3 })).slice(2, 4)).toEqual([
      ['1.3 s', 'Client A', 'A writes 11. The counter held 10; it now holds 11.'],
      ['1.5 s', 'Client B', 'B reads 11 and starts its work: it will write 11 + 5 = 16.'],
    ]);
  });

  it("experiment 5: A's write is refused at 3.0 s, A reads 15 and writes 16 at 5.0 s", () => {
    const r = run({ method: 'cas' });
    expect(lines(r).slice(4)).toEqual([
      [
        '3.0 s',
        'Client A',
        'A sends "set to 11 if it is still 10". The counter holds 15, not 10, so it refuses and changes nothing.',
      ],
      ['3.0 s', 'Client A', 'A reads again: 15. It works out 15 + 1 = 16 and will try again at 5.0 s.'],
      ['5.0 s', 'Client A', 'A sends "set to 16 if it is still 15". It is, so the counter now holds 16.'],
    ]);
    expect(r.attempts.filter((a) => a.refused).map((a) => [a.client, a.to])).toEqual([['A', 30]]);
  });

  it('experiment 6: B waits from 1.5 s to 3.0 s, then reads 11', () => {
    const r = run({ method: 'lock' });
    expect(r.waits.map(({ client, from, to }) => [client, from, to])).toEqual([['B', 15, 30]]);
    expect(r.overlaps).toEqual([]);
    expect(lines(r)[4]).toEqual([
      '3.0 s',
      'Client B',
      'B takes the lock after waiting 1.5 s, reads 11 and will write 11 + 5 = 16.',
    ]);
  });

  it('an atomic add reads nothing: its span is the work before its add', () => {
    const r = run({ method: 'atomic' });
    expect(r.attempts.map((a) => [a.client, a.read, a.from, a.to])).toEqual([
      ['B', null, 15, 25],
      ['A', null, 10, 30],
    ]);
    expect(r.events.map((e) => e.kind)).toEqual(['start', 'adds', 'adds']);
  });
});
