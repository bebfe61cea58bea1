/** The write-skew model against its lesson spec: the default run word for word, and each experiment's outcome. */
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...changes });
/** The transactions the rules recorded in a run. */
const attempts = (r: Run) => model.play(r.settings, true).state.attempts;
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const outcome = (r: Run): string => r.outcome.map((row) => row.value).join(' · ');

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('runs the defaults of the settings table', () => {
    expect(r.settings).toEqual({ level: 'read-committed', forUpdate: false, retry: true, onCall: 2, bobAt: 1.5 });
  });

  it('logs seven lines', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Database', 'Alice and Bob are on call. The rule: at least one doctor on call.'],
      ['1.0 s', "Alice's transaction", 'Begins and counts 2 doctors on call.'],
      ['1.5 s', "Bob's transaction", 'Begins and counts 2 doctors on call.'],
      [
        '2.0 s',
        "Alice's transaction",
        "It counted 2, so Alice may go: it sets Alice's row off call. Nobody else sees this until it commits.",
      ],
      [
        '2.5 s',
        "Bob's transaction",
        "It counted 2, so Bob may go: it sets Bob's row off call. Nobody else sees this until it commits.",
      ],
      ['3.0 s', "Alice's transaction", 'Commits: Alice is off call. 1 doctor on call now.'],
      ['3.5 s', "Bob's transaction", 'Commits: Bob is off call. 0 doctors on call now.'],
    ]);
  });

  it('shows the four outcome terms in order, with the values of the spec: 0, no, 0, 0.0 s', () => {
    expect(r.outcome.map(({ term, value, tone }) => [term, value, tone])).toEqual([
      ['Doctors on call at the end', '0', 'harm'],
      ['Rule kept', 'no', 'harm'],
      ['Transactions aborted', '0', 'neutral'],
      ['Time waiting', '0.0 s', 'neutral'],
    ]);
    expect(model.facts(r)).toEqual({ doctorsOnCall: 0, ruleKept: false, aborted: 0, timeWaiting: 0 });
    expect(r.verdict).toBe('broken');
  });

  it('explains that each counted two, nothing conflicted, and points to serializable and to locking the rows read', () => {
    expect(r.explanation).toBe(
      'Alice (1.0 s) and Bob (1.5 s) each counted two on call, as neither had committed yet. Each set only their own row off call, so no two writes touched one row and nothing conflicted. Both committed, and nobody is on call, though each was right alone. Serializable, or locking the rows read, keeps the rule.',
    );
  });

  it('draws both transactions, the rows and the count on call: 2, 1, 0', () => {
    expect(attempts(r).map((a) => [a.doctor, a.begin, a.readAt, a.count, a.writeAt, a.wrote, a.end])).toEqual([
      ['alice', 10, 10, 2, 20, true, 30],
      ['bob', 15, 15, 2, 25, true, 35],
    ]);
    // Each row as committed, and the number on call, as the chart draws them.
    const drawn = (id: string) => r.chart.lanes.find((l) => l.id === id)?.series?.points.map((p) => [p.t, p.value]);
    expect(['row-alice', 'row-bob', 'row-carol'].map(drawn)).toEqual([
      [
        [0, 'on call'],
        [30, 'off call'],
      ],
      [
        [0, 'on call'],
        [35, 'off call'],
      ],
      [[0, 'off call']],
    ]);
    expect(drawn('on-call')).toEqual([
      [0, '2'],
      [30, '1'],
      [35, '0'],
    ]);
    expect(model.play(r.settings, true).series.onCall.map(({ t, value }) => ({ t, value }))).toEqual([
      { t: 0, value: 2 },
      { t: 30, value: 1 },
      { t: 35, value: 0 },
    ]);
  });
});

describe('each experiment of Part 3 shows its outcome', () => {
  it.each<[string, Partial<Settings>, string]>([
    ['1. one after the other', { bobAt: 3.5 }, '1 · yes · 0 · 0.0 s'],
    ['2. at the same time', {}, '0 · no · 0 · 0.0 s'],
    ['3. snapshot', { level: 'snapshot' }, '0 · no · 0 · 0.0 s'],
    ['4. serializable', { level: 'serializable' }, '1 · yes · 1 · 0.0 s'],
    ['4. try this: no retry', { level: 'serializable', retry: false }, '1 · yes · 1 · 0.0 s'],
    ['5. lock what you read', { forUpdate: true }, '1 · yes · 0 · 1.5 s'],
    ['5. try this: snapshot', { forUpdate: true, level: 'snapshot' }, '1 · yes · 1 · 1.5 s'],
    ['6. three on call', { onCall: 3, level: 'serializable' }, '1 · yes · 1 · 0.0 s'],
    ['6. try this: read committed', { onCall: 3 }, '1 · yes · 0 · 0.0 s'],
    ['6. try this: no retry', { onCall: 3, level: 'serializable', retry: false }, '2 · yes · 1 · 0.0 s'],
  ])('%s', (_name, changes, expected) => {
    expect(outcome(run(changes))).toBe(expected);
  });

  it("4: Bob's commit at 3.5 s fails with the read/write error, and his retry at 4.0 s counts one and stays", () => {
    const r = run({ level: 'serializable' });
    expect(r.events.find((e) => e.kind === 'aborted')?.text).toBe(
      'Its commit fails: "could not serialize access due to read/write dependencies among transactions". Nothing it wrote is kept. It will be tried again at 4.0 s.',
    );
    expect(attempts(r).map((a) => [a.doctor, a.tryNo, a.begin, a.count, a.wrote, a.end, a.failure])).toEqual([
      ['alice', 1, 10, 2, true, 30, null],
      ['bob', 1, 15, 2, true, 35, 'read-write'],
      ['bob', 2, 40, 1, false, 60, null],
    ]);
  });

  it('5, snapshot: the wait ends in the concurrent-update error at 3.0 s, and the retry at 3.5 s stays', () => {
    const r = run({ level: 'snapshot', forUpdate: true });
    const bob = attempts(r).filter((a) => a.doctor === 'bob');
    expect(bob.map((a) => [a.tryNo, a.wait, a.readAt, a.count, a.end, a.failure])).toEqual([
      [1, { from: 15, to: 30 }, null, null, 30, 'concurrent-update'],
      [2, null, 35, 1, 55, null],
    ]);
  });

  it('6: the explanation says both read 3, which no serial order gives, and that SSI checks reads and writes, not the rule', () => {
    expect(run({ onCall: 3, level: 'serializable' }).explanation).toContain(
      'Both had counted 3, which no one-after-the-other order gives',
    );
  });

  it('Bob starting first: Alice waits for his locks and counts one', () => {
    const r = run({ bobAt: 0, forUpdate: true });
    expect(outcome(r)).toBe('1 · yes · 0 · 1.0 s');
    expect(attempts(r).find((a) => a.doctor === 'alice')?.wait).toEqual({ from: 10, to: 20 });
  });
});
