/**
 * The one model shape (the kit's third edition). A lesson declares its settings, its starting state, its rules
 * as a named table of small steps over that state on the kit's agenda (rules.ts), its outcome rows (each carrying its fact), its
 * verdict, its explanation, the words of its log and its chart mapping. `defineModel` owns the rest: the settings
 * corrected and handed to the rules in tenths, the recorder (a recording run for `simulate`, a silent one for
 * `judge`, so that `judge(s)` is `simulate(s).verdict` by construction), the log mapping from happenings to
 * sentences, the run's end, a value's series over time, and the facts, read off the outcome rows.
 */
import { Agenda, drain } from './agenda.ts';
import type { LaneChartData } from './lanes.ts';
import type { AnyModel, Hooks, Model } from './model.ts';
import type { KitRun, LogEvent, OutcomeFact, OutcomeRow, VerdictInfo } from './run.ts';
import type {
  AnyRule,
  Context,
  EveryRule,
  Happening,
  RulebookLine,
  RuleTypes,
  SeriesPoint,
  SeriesValue,
} from './rules.ts';
import type { Tone } from './tones.ts';
import { defineSettings } from './settings.ts';
import type { Descriptor, SettingsKit, SettingsOf, SettingsRecord } from './settings.ts';
import { formatTime, toTenths } from './time.ts';

/**
 * Settings as the rules read them: every `seconds` setting in integer tenths of a second (10.3 s is 103), every
 * other setting as it is. The same keys and types as the settings themselves.
 */
export type Tenths<D extends Descriptor> = SettingsOf<D>;

/** The settings with every `seconds` setting turned into integer tenths. */
export function inTenths<D extends Descriptor>(kit: SettingsKit<D>, settings: SettingsOf<D>): Tenths<D> {
  const out: Record<string, unknown> = { ...settings };
  for (const key of kit.secondsKeys) out[key] = toTenths(Number(out[key]));
  return out as Tenths<D>;
}

/**
 * What the run holds at `t` (tenths), in words, for the line under playback: read off the lane data's `holds`, null
 * where the chart says nothing of it. The one "what holds at time t" of a lesson that maps its state to lanes.
 */
export function holdsAt(chart: LaneChartData, t: number): string | null {
  return chart.holds === undefined ? null : (valueAt(chart.holds, t) ?? null);
}

/**
 * What a series held at `t` (tenths), after everything that happened at `t`: the value of the last point at or
 * before `t`, or the first point's value before any (a series starts with its first value); undefined when empty.
 */
export function valueAt<V extends SeriesValue>(series: readonly { t: number; value: V }[], t: number): V | undefined {
  let value = series[0]?.value;
  for (const point of series) {
    if (point.t > t) break;
    value = point.value;
  }
  return value;
}

/** The types one lesson's model is made of, named once: `defineModel<Types>({ ... })`. */
export interface ModelTypes extends RuleTypes {
  /** `typeof descriptor`. */
  descriptor: Descriptor;
  verdict: string;
  /** What the rules share while a run plays, and what the outcome, the words and the chart read after it. */
  state: unknown;
  happening: Happening;
  /** Each series by name, with the point it records (a point may carry more than time, value and event). */
  series: Record<string, SeriesPoint>;
  /** The whole run the lesson's islands read: the kit's run and what its chart draws (`ChartedRun` for a model that
   * declares `lanes`). */
  run: KitRun;
  /** The outcome's facts by key, as the outcome rows state them (a type alias the lesson declares); untyped without. */
  facts?: Facts;
}

/** A model's facts: as its types declare them, or untyped. */
export type FactsOf<T extends ModelTypes> = T extends { facts: infer F extends Facts } ? F : Facts;

/** The outcome's facts by key: what lesson data's `expected:` and the challenges' checks read. */
export type Facts = Readonly<Record<string, OutcomeFact>>;

/** The run of a model that maps its state to the chart once (`ModelSpec.lanes`): the kit's run and its lane data. */
export type ChartedRun<S extends SettingsRecord = SettingsRecord, V extends string = string> = KitRun<S, V> & {
  /** The chart's data, mapped once from the model's state: what every figure draws and the playback line reads. */
  chart: LaneChartData;
};

/**
 * A lesson's model types in one line: `type Types = LessonTypes<typeof descriptor, Verdict, State, Happening,
 * Run, { counter: ValueMark }, Facts>` (the series and the facts last, each left out when the lesson has none to
 * name: no series recorded, facts untyped).
 */
export type LessonTypes<
  D extends Descriptor,
  V extends string,
  S,
  H extends Happening,
  R extends KitRun,
  Z extends Record<string, SeriesPoint> = Record<string, never>,
  F extends Facts = Facts,
> = { descriptor: D; verdict: V; state: S; happening: H; series: Z; run: R; facts: F };

type SettingsIn<T extends ModelTypes> = SettingsOf<T['descriptor']>;

/** One outcome row as a lesson declares it: the row a reader sees with the fact it states. */
export interface FactRow {
  /** Stable id of the row, and the fact's name in lesson data's `expected:` ("finalValue"). */
  key: string;
  /** The term as the page prints it: "Final value". */
  term: string;
  /** The fact: 11, true, "saved". */
  fact: OutcomeFact;
  /** The value as printed, when it is not the fact as text ("yes"/"no" for a yes/no, the number as written). */
  value?: string;
  tone: Tone;
}

/**
 * An outcome row whose key is one of the lesson's facts and whose fact has that fact's type: with a declared `Facts`,
 * a row with an unknown key or a fact of the wrong kind fails to compile, so the facts read off the rows are typed.
 */
export type FactRowOf<F extends Facts> = {
  [K in keyof F & string]: Omit<FactRow, 'key' | 'fact'> & { key: K; fact: F[K] };
}[keyof F & string];

/** The fact as the outcome panel prints it by default: yes/no for a boolean, the number or word as written. */
export function factText(fact: OutcomeFact): string {
  return typeof fact === 'boolean' ? (fact ? 'yes' : 'no') : String(fact);
}

/** What the chart mapping is handed: the kit's part of the run, the happenings and the series. */
export interface Played<T extends ModelTypes> {
  run: KitRun<SettingsIn<T>, T['verdict']>;
  /** The happenings in log order: `run.events[i]` is `log[i]` worded. */
  log: readonly T['happening'][];
  /** Every series recorded, by name, in time order. */
  series: { [K in keyof T['series']]: T['series'][K][] };
  /** The outcome's facts, typed as the lesson declares them. */
  facts: FactsOf<T>;
}

/** A lesson's model, as it declares it. */
export interface ModelSpec<T extends ModelTypes> {
  /** The lesson page's slug: "quorums". */
  id: string;
  /** The settings, each named once: key, label, kind, range, default. */
  settings: T['descriptor'];
  verdicts: Readonly<Record<T['verdict'], VerdictInfo>>;
  /** The rule table (`defineRules` in rules.ts): what `ctx.at` schedules by name, and the lesson's rulebook. */
  rules: AnyRules;
  /** The state at the start, for settings in tenths; schedules the first rules (and may say the opening line). */
  start(tenths: Tenths<T['descriptor']>, ctx: Context<T>, settings: SettingsIn<T>): T['state'];
  /** Run once the agenda is empty, before the outcome is read: what the state works out from the whole run. */
  finish?(state: T['state'], settings: SettingsIn<T>): void;
  /** A step limit for the agenda, above the kit's default, for a lesson whose runs are long. */
  stepLimit?: number;
  verdict(state: T['state'], settings: SettingsIn<T>): T['verdict'];
  /** The outcome panel's rows, in the panel's order, each with its fact. */
  outcome(state: T['state'], settings: SettingsIn<T>, verdict: T['verdict']): FactRowOf<FactsOf<T>>[];
  /** The plain-words explanation under the outcome (made in the recording run only, so it may read the log). */
  explain(state: T['state'], settings: SettingsIn<T>, log: readonly T['happening'][]): string;
  /** Each actor as the log prints it ("Client A"): a table of names, or a function where names follow settings. */
  actors:
    | Readonly<Record<T['happening']['actor'], string>>
    | ((actor: T['happening']['actor'], settings: SettingsIn<T>) => string);
  /** The log's sentence for one happening. */
  sentence(happening: T['happening'], settings: SettingsIn<T>, state: T['state']): string;
  /**
   * What a lesson's log lines carry beyond the kit's (its islands read them from `run.events`): merged into
   * each line. Leave it out when the lines are the kit's alone.
   */
  lineExtra?(happening: T['happening']): Omit<T['run']['events'][number], keyof LogEvent>;
  /**
   * The chart, mapped once: the state at the end (with the log, the series and the facts) straight to the kit's lane
   * data, kept on the run as `run.chart` (declare the run as `ChartedRun`): every figure draws it, and its caption,
   * text alternative and playback line are the lane data's. Every lesson declares it; a model only tests use may not.
   */
  lanes?(state: T['state'], played: Played<T>, settings: SettingsIn<T>): LaneChartData;
}

/** What a model built on the one shape gives: the `Model` the site reads, with its parts for tests. */
export interface DefinedModel<T extends ModelTypes> extends Model<
  T['descriptor'],
  T['verdict'],
  T['run'] & KitRun<SettingsIn<T>, T['verdict']>
> {
  /** The outcome's facts, typed as the lesson declares them (read off the rows, whose keys and facts are typed). */
  facts(run: KitRun): FactsOf<T>;
  /** The lesson's rulebook: its rules top to bottom, each with its rank and what it does. */
  rulebook: readonly RulebookLine[];
  /**
   * Plays the rules for settings already in range: the state at the end, what was recorded, and the names of the
   * rules that fired (recorded in the recording run only; empty in the silent one).
   */
  play(
    settings: SettingsIn<T>,
    recording: boolean,
    hooks?: Hooks,
  ): { state: T['state']; log: T['happening'][]; series: Played<T>['series']; fired: ReadonlySet<string> };
  /** Any settings brought into range and played silently, with `hooks` (a reader's rule) in place: the end state. */
  stateOf(input: SettingsRecord, hooks?: Hooks): { state: T['state']; settings: SettingsIn<T> };
}

/**
 * A model's rulebook and its `play`, where the model was built by `defineModel` (every lesson's is): what a test that
 * every rule fires, and the script that prints a rulebook, read of a model the registry knows only as a `Model`.
 */
export function rulesOf(model: AnyModel): Pick<DefinedModel<ModelTypes>, 'rulebook' | 'play'> | undefined {
  const defined = model as Partial<DefinedModel<ModelTypes>>;
  return defined.rulebook === undefined || defined.play === undefined
    ? undefined
    : { rulebook: defined.rulebook, play: defined.play };
}

/** A lesson's rules as the kit runs them, whatever the lesson: its table by name, its rulebook, what holds around. */
export interface AnyRules extends EveryRule<never> {
  readonly table: Readonly<Record<string, AnyRule>>;
  readonly book: readonly RulebookLine[];
}

/** What the silent run reports as fired: nothing, without a set per run. */
const NONE_FIRED: ReadonlySet<string> = new Set();

/** The facts of a run, read off its outcome rows: the one form of the outcome. */
export function factsOf(rows: readonly OutcomeRow[]): Facts {
  const facts: Record<string, OutcomeFact> = {};
  for (const row of rows) facts[row.key] = row.fact;
  return facts;
}

/** Builds a lesson's model from its declaration: see the module's comment for what the kit owns. */
export function defineModel<T extends ModelTypes>(spec: ModelSpec<T>): DefinedModel<T> {
  type S = SettingsIn<T>;
  type R = T['run'] & KitRun<S, T['verdict']>;
  const settings = defineSettings(spec.settings) as SettingsKit<T['descriptor']>;

  const table = spec.rules.table;
  const skip = spec.rules.skip as ((state: T['state']) => boolean) | undefined;

  function play(s: S, recording: boolean, hooks: Hooks = {}): ReturnType<DefinedModel<T>['play']> {
    // The agenda holds rule names: the rule is looked up when it is due, and its name is what `fired` records.
    const agenda = new Agenda<string>();
    const log: T['happening'][] = [];
    const series: Record<string, SeriesPoint[]> = {};
    const fired = recording ? new Set<string>() : NONE_FIRED;
    let said = 0;
    let now = 0;
    const ctx: Context<T> = {
      get t() {
        return now;
      },
      recording,
      hooks,
      at(t: number, name: string, arg?: unknown) {
        const rule = table[name];
        if (rule === undefined) throw new Error(`${spec.id}: no rule "${name}" in the lesson's rule table.`);
        const { rank } = rule;
        agenda.schedule(t, rank === undefined ? 0 : typeof rank === 'number' ? rank : rank(arg as never), name, arg);
      },
      say(happening) {
        if (recording) log.push(happening);
        return said++;
      },
      set(name, point) {
        if (recording) (series[name] ??= []).push({ ...(point as object), t: now, event: said - 1 } as SeriesPoint);
      },
    };
    const state = spec.start(inTenths(settings, s), ctx, s);
    drain(
      agenda,
      (due) => {
        now = due.t;
        if (skip?.(state) === true) return;
        if (recording) (fired as Set<string>).add(due.step);
        (table[due.step] as AnyRule).step(state, ctx, due.arg);
      },
      spec.stepLimit,
    );
    spec.finish?.(state, s);
    return { state, log, series: series as Played<T>['series'], fired };
  }

  function simulate(input: S, hooks?: Hooks): R {
    const s = settings.normalise(input).settings;
    const { state, log, series } = play(s, true, hooks);
    const extra = spec.lineExtra;
    const { actors } = spec;
    const nameOf = (actor: T['happening']['actor']): string =>
      typeof actors === 'function' ? actors(actor, s) : actors[actor];
    const events: LogEvent[] = log.map((h) => ({
      t: h.t,
      time: formatTime(h.t),
      actor: h.actor,
      actorName: nameOf(h.actor),
      kind: h.kind,
      text: spec.sentence(h, s, state),
      ...(extra === undefined ? {} : extra(h)),
    }));
    const verdict = spec.verdict(state, s);
    const outcome: OutcomeRow[] = spec.outcome(state, s, verdict).map((row) => ({
      key: row.key,
      term: row.term,
      value: row.value ?? factText(row.fact),
      tone: row.tone,
      fact: row.fact,
    }));
    const run: KitRun<S, T['verdict']> = {
      settings: s,
      events,
      outcome,
      verdict,
      explanation: spec.explain(state, s, log),
      end: events.at(-1)?.t ?? 0,
    };
    // The rows were built to the lesson's `Facts` (`FactRowOf`), so the facts read off them have its type.
    const played: Played<T> = { run, log, series, facts: factsOf(outcome) as FactsOf<T> };
    return {
      ...run,
      ...(spec.lanes === undefined ? {} : { chart: spec.lanes(state, played, s) }),
    } as R;
  }

  function stateOf(input: SettingsRecord, hooks?: Hooks): { state: T['state']; settings: S } {
    const s = settings.normalise(input).settings;
    return { state: play(s, false, hooks).state, settings: s };
  }

  return {
    id: spec.id,
    settings,
    verdicts: spec.verdicts,
    simulate,
    judge: (input, hooks) => {
      const { state, settings: s } = stateOf(input, hooks);
      return spec.verdict(state, s);
    },
    stateOf,
    facts: (run) => factsOf(run.outcome) as FactsOf<T>,
    rulebook: spec.rules.book,
    play,
  };
}
