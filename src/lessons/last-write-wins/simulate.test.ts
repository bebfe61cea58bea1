/** The model against its lesson spec: the default run word for word, the six experiments' outcomes, each explanation. */
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const outcomeLine = (r: Run): string => r.outcome.map((row) => `${row.term}: ${row.value}`).join(' · ');

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('runs the defaults of the settings table', () => {
    expect(r.settings).toEqual({ order: 'wall', skew: 3, gap: 1, bRead: true });
  });

  it('logs each step in order', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Store', 'The store holds 10, with no stamp yet.'],
      ['0.0 s', 'Client A', 'A reads 10 and will add 1.'],
      ['1.0 s', 'Client A', 'A writes 11, stamped 4.0 s by its clock, which is 3 s ahead.'],
      ['1.0 s', 'Store', 'This is the first write, so the store applies it: it now holds 11, stamped 4.0 s.'],
      ['1.0 s', 'Store', 'The store tells A "done".'],
      ['2.0 s', 'Client B', "B reads 11, A's write, and will add 5."],
      ['2.0 s', 'Client B', 'B writes 16, stamped 2.0 s by its clock, which is exact.'],
      [
        '2.0 s',
        'Store',
        "B's stamp, 2.0 s, is lower than 4.0 s, the stamp of the 11 the store holds, so the store drops B's 16 and keeps 11.",
      ],
      ['2.0 s', 'Store', 'The store tells B "done" all the same: B believes its write succeeded.'],
    ]);
    expect(r.events.map((e) => e.kind)).toEqual([
      'start',
      'a-reads',
      'writes',
      'store-applies-first',
      'acknowledged',
      'b-reads',
      'writes',
      'store-drops',
      'acknowledged',
    ]);
  });

  it('shows the four outcome terms in order, with the values of the spec and their tones', () => {
    expect(r.outcome.map(({ term, value, tone }) => [term, value, tone])).toEqual([
      ['Value kept', '11', 'harm'],
      ['It should be', '16', 'neutral'],
      ['Updates lost', '1', 'harm'],
      ['Writes dropped', '1', 'harm'],
    ]);
    expect(model.facts(r)).toEqual({ valueKept: 11, shouldBe: 16, updatesLost: 1, writesDropped: 1 });
    expect(r.verdict).toBe('dropped');
  });

  it('explains it: B wrote 1 s after A, having read 11, A 3 s ahead, 4.0 s beat 2.0 s, and a logical clock', () => {
    expect(r.explanation).toBe(
      "B wrote 1 s after A, having read A's 11, but A's clock was 3 s ahead, so A's stamp (4.0 s) beat B's (2.0 s): B was told its write succeeded and the store threw it away. The value is 11 and should be 16. A logical clock would stamp B's write after the write B read, whatever the clocks say.",
    );
  });

  it('charts what happened: both writes with their stamps, the dropped one crossed, B’s read, A’s skew', () => {
    const marks = r.chart.lanes.flatMap((l) => l.marks.map((m) => [l.id, m.t, m.label, m.tone]));
    expect(marks).toEqual([
      ['A', 10, 'writes 11 · stamp 4.0 s', 'neutral'],
      ['A', 40, "A's clock, 3 s ahead", 'wait'],
      ['B', 20, 'writes 16 · stamp 2.0 s', 'harm'],
      ['store', 20, "B's 16 dropped", 'harm'],
    ]);
    expect((r.chart.messages ?? []).map((m) => [m.id, m.sent, m.label ?? null])).toEqual([
      ['read', 20, 'reads 11'],
      ['to-store-A', 10, null],
      ['to-store-B', 20, null],
    ]);
    const store = r.chart.lanes.find((l) => l.id === 'store')!;
    expect(store.series!.points.map((p) => [p.t, p.value])).toEqual([
      [0, '10'],
      [10, '11 (4.0 s)'],
    ]);
    expect([r.end, r.chart.end, r.chart.scale]).toEqual([20, 20, 45]);
  });
});

describe('the six experiments of Part 3 give their outcomes', () => {
  it.each<[string, Partial<Settings>, string]>([
    ['clocks that agree', { skew: 0 }, 'Value kept: 16 · It should be: 16 · Updates lost: 0 · Writes dropped: 0'],
    ['A 3 s ahead (the default)', {}, 'Value kept: 11 · It should be: 16 · Updates lost: 1 · Writes dropped: 1'],
    ['write later', { gap: 4 }, 'Value kept: 16 · It should be: 16 · Updates lost: 0 · Writes dropped: 0'],
    [
      'a small skew, a quick update',
      { skew: 0.5, gap: 0.2 },
      'Value kept: 11 · It should be: 16 · Updates lost: 1 · Writes dropped: 1',
    ],
    [
      'a logical clock',
      { order: 'lamport' },
      'Value kept: 16 · It should be: 16 · Updates lost: 0 · Writes dropped: 0',
    ],
    [
      "the logical clock's limit",
      { order: 'lamport', bRead: false },
      'Value kept: 15 · It should be: 16 · Updates lost: 1 · Writes dropped: 0',
    ],
  ])('%s', (_name, changes, outcome) => {
    expect(outcomeLine(run(changes))).toBe(outcome);
  });
});

describe('each kind of run, explained', () => {
  it.each<[Partial<Settings>, string]>([
    [
      { skew: 0 },
      "A's clock was exact, so B's stamp (2.0 s) is no lower than A's (1.0 s) and the store kept B's 16, which counts both updates. Last write wins does what it says when no clock runs ahead of the writes.",
    ],
    [
      { gap: 4 },
      "A's clock was 3 s ahead, but B wrote 4 s after A, no sooner than the skew, so B's stamp (5.0 s) beat A's (4.0 s) and the store kept B's 16, which counts both updates. The clock, not the order of events, decided: a write closer to A's than 3 s would have been lost.",
    ],
    [
      { gap: 3 },
      "A's clock was 3 s ahead, but B wrote 3 s after A, no sooner than the skew, so B's stamp (4.0 s) tied with A's (4.0 s) and the store kept B's 16, which counts both updates. The clock, not the order of events, decided: a write closer to A's than 3 s would have been lost.",
    ],
    [
      { skew: 0.5, gap: 0 },
      "B wrote at the same instant as A, having read A's 11, but A's clock was 0.5 s ahead, so A's stamp (1.5 s) beat B's (1.0 s): B was told its write succeeded and the store threw it away. The value is 11 and should be 16. A logical clock would stamp B's write after the write B read, whatever the clocks say.",
    ],
    [
      { order: 'lamport', skew: -2 },
      "B read A's 11 and its counter, 1, so B stamped its write 2: the counter puts B's write after the one it read, whatever the clocks say (A's clock was 2 s behind). The store kept 16, both updates.",
    ],
    [
      { order: 'lamport', bRead: false },
      "B read 10 before A wrote, so its write was 15. B had seen no counter, so it stamped its write 1, the same as A's; the tie went to B, and the store replaced A's 11 with B's 15: both writes were applied, and A's update is lost. Neither write saw the other, so no stamp can say which came first: the store must keep both (siblings, version vectors) or merge them (a counter that adds).",
    ],
    [
      { bRead: false, skew: -1 },
      "B read 10 before A wrote, so its write was 15. B's stamp (2.0 s) is no lower than A's (0.0 s), and the store replaced A's 11 with B's 15: both writes were applied, and A's update is lost. Neither write saw the other, so no stamp can say which came first: the store must keep both (siblings, version vectors) or merge them (a counter that adds).",
    ],
    [
      { bRead: false },
      "B read 10 before A wrote, so its write was 15, and A's clock was 3 s ahead, so A's stamp (4.0 s) beat B's (2.0 s): the store dropped B's 15 and kept 11, and B was told it succeeded. Had it won, 15 would have lost A's update instead. Neither write saw the other, so no stamp can say which came first: the store must keep both (siblings, version vectors) or merge them (a counter that adds).",
    ],
  ])('%j', (changes, explanation) => {
    expect(run(changes).explanation).toBe(explanation);
  });

  it('words the logical clock’s reads and stamps', () => {
    const r = run({ order: 'lamport' });
    expect(lines(r).slice(2)).toEqual([
      ['1.0 s', 'Client A', 'A writes 11 with counter 1: it has seen no counter.'],
      ['1.0 s', 'Store', 'This is the first write, so the store applies it: it now holds 11, with counter 1.'],
      ['1.0 s', 'Store', 'The store tells A "done".'],
      ['2.0 s', 'Client B', "B reads 11, A's write, and will add 5. It sees A's counter, 1."],
      ['2.0 s', 'Client B', 'B writes 16 with counter 2: the largest counter it has seen is 1.'],
      [
        '2.0 s',
        'Store',
        "B's counter, 2, is higher than 1, the counter of the 11 the store holds, so the store applies it: it now holds 16.",
      ],
      ['2.0 s', 'Store', 'The store tells B "done".'],
    ]);
    // The chart: B reads 11 off the store, which holds it with counter 1 until B's write.
    expect(r.chart.messages?.find((m) => m.id === 'read')?.label).toBe('reads 11');
    const store = r.chart.lanes.find((l) => l.id === 'store')!.series!.points;
    expect(store.map((p) => [p.t, p.value])).toEqual([
      [0, '10'],
      [10, '11 (1)'],
      [20, '16 (2)'],
    ]);
  });

  it('words a tie of counters, and B’s read before A wrote', () => {
    const r = run({ order: 'lamport', bRead: false });
    expect(r.events.find((e) => e.kind === 'b-reads')?.text).toBe(
      'B reads 10 and will add 5: A has not written yet. It has no counter to see.',
    );
    expect(r.events.find((e) => e.kind === 'store-applies')?.text).toBe(
      "B's counter, 1, equals the counter of the 11 the store holds; a tie goes to B, so the store applies it: it now holds 15.",
    );
  });

  it('says a clock behind as behind, and a negative reading as it is', () => {
    expect(run({ skew: -5, bRead: false }).events[3]?.text).toBe(
      'A writes 11, stamped -4.0 s by its clock, which is 5 s behind.',
    );
  });
});
