/** The one model shape: what `defineModel` owns, checked on a toy lesson (a counter two clients add to). */
import { describe, expect, it } from 'vitest';
import { defineModel, factText, factsOf, holdsAt, inTenths, valueAt } from './define.ts';
import type { ChartedRun, Context, ModelSpec } from './index.ts';
import { defineRules } from './rules.ts';
import { defineSettings } from './settings.ts';

const descriptor = {
  at: { kind: 'seconds', label: 'When B adds', min: 0, max: 5, default: 1.5 },
  twice: { kind: 'switch', label: 'B adds twice', default: false },
} as const;

type Happening = { t: number; actor: 'A' | 'B' | 'counter'; kind: 'start' | 'adds'; value: number };
interface State {
  value: number;
  steps: number;
}
type Run = ChartedRun<{ at: number; twice: boolean }, 'small' | 'big'>;
interface Types {
  descriptor: typeof descriptor;
  verdict: 'small' | 'big';
  state: State;
  happening: Happening;
  series: { counter: { t: number; value: number; event: number; by: string } };
  run: Run;
  args: { add: [by: 'A' | 'B']; never: [] };
}

const AMOUNT = { A: 1, B: 5 } as const;

const rules = defineRules<Types>({
  add: {
    says: 'A client adds its amount to the counter.',
    // B at the same instant as A acts second.
    rank: (by) => (by === 'A' ? 0 : 1),
    step(state, ctx, by) {
      state.value += AMOUNT[by];
      state.steps += 1;
      ctx.say({ t: ctx.t, actor: by, kind: 'adds', value: state.value });
      ctx.set('counter', { value: state.value, by });
    },
  },
  never: { says: 'Nothing schedules this rule.', rank: 2, step() {} },
});

/** Scheduling is typed by the table: an unknown rule or a wrong argument fails to compile (checked by tsc). */
export function typedSchedules(ctx: Context<Types>): void {
  ctx.at(0, 'add', 'A');
  // @ts-expect-error: no such rule
  ctx.at(0, 'subtract', 'A');
  // @ts-expect-error: the wrong argument
  ctx.at(0, 'add', 'C');
  // @ts-expect-error: a rule that takes none
  ctx.at(0, 'never', 1);
}

const spec: ModelSpec<Types> = {
  id: 'toy',
  settings: descriptor,
  verdicts: {
    small: { label: 'Small', tone: 'safe', symbol: '✓' },
    big: { label: 'Big', tone: 'harm', symbol: '✕' },
  },
  rules,
  start(tenths, ctx) {
    ctx.say({ t: 0, actor: 'counter', kind: 'start', value: 10 });
    ctx.set('counter', { value: 10, by: 'start' });
    ctx.at(tenths.at, 'add', 'B');
    if (tenths.twice) ctx.at(tenths.at + 10, 'add', 'B');
    ctx.at(15, 'add', 'A');
    return { value: 10, steps: 0 };
  },
  verdict: (state) => (state.value > 16 ? 'big' : 'small'),
  outcome: (state, _s, verdict) => [
    { key: 'finalValue', term: 'Final value', fact: state.value, tone: verdict === 'big' ? 'harm' : 'safe' },
    { key: 'big', term: 'Big', fact: state.value > 16, tone: 'neutral' },
    { key: 'when', term: 'When', fact: 1.5, value: '1.5 s', tone: 'neutral' },
  ],
  explain: (state) => `It ends at ${state.value}.`,
  actors: { A: 'Client A', B: 'Client B', counter: 'Counter' },
  sentence: (h) => (h.kind === 'start' ? `The counter holds ${h.value}.` : `${h.actor} adds: ${h.value}.`),
  lanes: (_state, { run, series }) => ({
    lanes: [],
    end: run.end + 5,
    holds: series.counter.map(({ t, value }) => ({ t, value: `the counter holds ${value}` })),
  }),
};
const toy = defineModel<Types>(spec);

describe('defineModel', () => {
  it('hands the rules the settings in tenths, typed from the descriptor', () => {
    const kit = defineSettings(descriptor);
    expect(inTenths(kit, { at: 10.3, twice: true })).toEqual({ at: 103, twice: true });
  });

  it('maps each happening to a log line with its time, actor name and sentence, in agenda order', () => {
    const run = toy.simulate({ at: 1.5, twice: false });
    expect(run.events.map((e) => [e.time, e.actorName, e.kind, e.text])).toEqual([
      ['0.0 s', 'Counter', 'start', 'The counter holds 10.'],
      ['1.5 s', 'Client A', 'adds', 'A adds: 11.'],
      ['1.5 s', 'Client B', 'adds', 'B adds: 16.'],
    ]);
  });

  it('ends the run at its last line, and the chart, mapped once, reads the kit run and the series', () => {
    const run = toy.simulate({ at: 3, twice: true });
    expect(run.end).toBe(40);
    expect(run.chart.end).toBe(45);
    expect([0, 15, 30, 40].map((t) => holdsAt(run.chart, t))).toEqual([
      'the counter holds 10',
      'the counter holds 11',
      'the counter holds 16',
      'the counter holds 21',
    ]);
  });

  it('corrects settings out of range first, and the run carries what was run', () => {
    expect(toy.simulate({ at: 99, twice: false }).settings).toEqual({ at: 5, twice: false });
  });

  it('rows carry their fact; the printed value defaults to the fact as text; facts are read off the rows', () => {
    const run = toy.simulate({ at: 1, twice: true });
    expect(run.outcome).toEqual([
      { key: 'finalValue', term: 'Final value', value: '21', tone: 'harm', fact: 21 },
      { key: 'big', term: 'Big', value: 'yes', tone: 'neutral', fact: true },
      { key: 'when', term: 'When', value: '1.5 s', tone: 'neutral', fact: 1.5 },
    ]);
    expect(toy.facts(run)).toEqual({ finalValue: 21, big: true, when: 1.5 });
    expect(factsOf([{ key: 'x', term: 'X', value: 'x', tone: 'neutral', fact: 'x' }])).toEqual({ x: 'x' });
    expect([factText(false), factText(3), factText('saved')]).toEqual(['no', '3', 'saved']);
  });

  it('judge is the verdict of a silent run, which records no happening and no series', () => {
    for (const s of [
      { at: 0, twice: false },
      { at: 2, twice: true },
      { at: 5, twice: true },
    ])
      expect(toy.judge(s)).toBe(toy.simulate(s).verdict);
    const silent = toy.play({ at: 2, twice: true }, false);
    expect(silent.log).toEqual([]);
    expect(silent.series).toEqual({});
    expect(silent.state.value).toBe(21);
  });

  it('records a series point with the time and the line said last, and says what held at any time', () => {
    const values = toy.play({ at: 2, twice: false }, true).series.counter;
    expect(values).toEqual([
      { t: 0, value: 10, event: 0, by: 'start' },
      { t: 15, value: 11, event: 1, by: 'A' },
      { t: 20, value: 16, event: 2, by: 'B' },
    ]);
    expect([0, 14, 15, 19, 20, 99].map((t) => valueAt(values, t))).toEqual([10, 10, 11, 11, 16, 16]);
    expect(valueAt([], 3)).toBeUndefined();
  });

  it('merges what a lesson adds to its log lines, and hands the explanation the log', () => {
    const extra = defineModel<Types>({
      ...spec,
      explain: (_state, _s, log) => `${log.length} lines.`,
      lineExtra: (h) => ({ value: h.value }) as never,
    });
    const run = extra.simulate({ at: 2, twice: false });
    expect(run.explanation).toBe('3 lines.');
    expect(run.events.map((e) => (e as unknown as { value: number }).value)).toEqual([10, 11, 16]);
  });

  it('lists the rulebook top to bottom, and records which rules fired in a recording run only', () => {
    expect(toy.rulebook).toEqual([
      { name: 'add', rank: 'by argument', says: 'A client adds its amount to the counter.' },
      { name: 'never', rank: 2, says: 'Nothing schedules this rule.' },
    ]);
    expect([...toy.play({ at: 2, twice: false }, true).fired]).toEqual(['add']);
    expect(toy.play({ at: 2, twice: false }, false).fired.size).toBe(0);
  });

  it('drops a rule due once skip holds (it does not fire)', () => {
    const guarded = defineModel<Types>({
      ...spec,
      rules: defineRules<Types>(rules.table, {
        skip: (state) => state.value >= 16,
      }),
    });
    // A adds at 1.5 s (11), B at 2.0 s (16); B's second add at 3.0 s is dropped.
    const { state, fired } = guarded.play({ at: 2, twice: true }, true);
    expect(state.value).toBe(16);
    expect(state.steps).toBe(2);
    expect([...fired]).toEqual(['add']);
  });

  it('refuses a rule without words, and a name the table lacks when it is scheduled', () => {
    expect(() => defineRules<Types>({ ...rules.table, never: { says: ' ', step() {} } })).toThrow(/plain words/);
    const broken = defineModel<Types>({
      ...spec,
      start: (_t, ctx) => (ctx.at(0, 'gone' as 'add', 'A'), { value: 0, steps: 0 }),
    });
    expect(() => broken.simulate({ at: 1, twice: false })).toThrow(/no rule "gone"/);
  });

  it('gives the Model the site reads: id, settings, verdicts', () => {
    expect(toy.id).toBe('toy');
    expect(toy.settings.defaults).toEqual({ at: 1.5, twice: false });
    expect(Object.keys(toy.verdicts)).toEqual(['small', 'big']);
  });
});
