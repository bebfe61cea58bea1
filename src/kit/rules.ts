/**
 * A lesson's rules as a named table, read top to bottom like a rulebook: each rule has a name, a line in plain words
 * saying what it does, its same-instant rank, and its step. The agenda schedules a rule by name with its argument
 * (`ctx.at(t, 'store', i)`), typed from the lesson's declaration, so an unknown name or a wrong argument fails to
 * compile. Because the kit knows every rule by name, it can list a lesson's rulebook and record which rules fired
 * in a run, which a shared test uses to check that every rule fires in some preset.
 */
import type { Hooks } from './model.ts';

/** One thing that happened in a run, before it is worded: what a rule records, and the log line it becomes. */
export interface Happening {
  /** Integer tenths since the start. */
  t: number;
  /** Who acted, as the lesson names its actors ("A", "r3"). */
  actor: string;
  /** Which sentence it is. */
  kind: string;
}

/** A value a series holds. */
export type SeriesValue = number | string | boolean;

/** One point of a series: from `t` on, the value is `value`, as reported by log line `event`. */
export interface SeriesPoint<V extends SeriesValue = SeriesValue> {
  t: number;
  value: V;
  /** Index of the log line said last when the value was set (-1 before any). */
  event: number;
}

/**
 * Each rule's name with the argument its step takes: `[]` for none, `[replica: number]` for one. One argument at
 * most, so that scheduling a rule allocates nothing beyond the agenda's entry; a rule that needs more takes an object.
 */
export type RuleArgs = Record<string, [] | [unknown]>;

/** What a lesson's rules see of its types: its state, its happenings, its series and its rules' arguments. */
export interface RuleTypes {
  state: unknown;
  happening: Happening;
  series: Record<string, SeriesPoint>;
  /** The rules by name with their arguments; left out, a rule's name and argument are not checked (the kit's side). */
  args?: RuleArgs;
}

/**
 * The rules' types in one line, declared in rules.ts: `type Types = RulesOf<State, Happening, { store: [i: number];
 * read: [] }>`, with the series last where the lesson records any. The model's `LessonTypes` need not repeat them:
 * rules.ts imports nothing of the model that imports it.
 */
export type RulesOf<
  S,
  H extends Happening,
  A extends RuleArgs,
  Z extends Record<string, SeriesPoint> = Record<string, never>,
> = { state: S; happening: H; args: A; series: Z };

/** The rule names of a lesson's types (any string on the kit's side, where the types name no rules). */
export type RuleName<T extends RuleTypes> = T extends { args: infer A extends RuleArgs } ? keyof A & string : string;

/** The argument list rule `K` is scheduled with. */
export type ArgsOf<T extends RuleTypes, K extends string> = T extends { args: infer A extends RuleArgs }
  ? A[K]
  : [] | [unknown];

/** What a rule can do beyond changing the state: see the time, schedule rules, record happenings and values. */
export interface Context<T extends RuleTypes> {
  /** The instant of the step being run (tenths); 0 in `start`. */
  readonly t: number;
  /** False in the silent run that `judge` makes: nothing is recorded, so a rule need not build what only words read. */
  readonly recording: boolean;
  /** The reader's own decisions, by name, where a lesson lets the reader write one; empty otherwise. */
  readonly hooks: Hooks;
  /**
   * Puts rule `rule` on the agenda at `t` (tenths) with its argument; at one instant, the rule with the lower rank
   * acts first, then the one scheduled first.
   */
  at<K extends RuleName<T>>(t: number, rule: K, ...arg: ArgsOf<T, K>): void;
  /** Records a happening (a line of the log) and returns its index in the log, in either run. */
  say(happening: T['happening']): number;
  /**
   * Records that series `name` holds a new value from now on, reported by the line said last. `point` gives the
   * value and whatever else the lesson's series points carry; the kit adds `t` and `event`.
   */
  set<K extends keyof T['series'] & string>(name: K, point: Omit<T['series'][K], 't' | 'event'>): void;
}

/** One rule of the table, as a lesson writes it. */
export interface Rule<T extends RuleTypes, A extends [] | [unknown]> {
  /** The rulebook's line: what the rule does, in plain words ("A replica stores 15 and acknowledges."). */
  says: string;
  /**
   * Its place among rules due at the same instant: lower acts first (0 when left out). A function of the argument
   * where the order depends on it (each client its own rank, say).
   */
  rank?: number | ((...arg: A) => number);
  /** What it does when it is due: changes the state, says what happened, schedules what follows. */
  step(state: T['state'], ctx: Context<T>, ...arg: A): void;
}

/** Every rule of a lesson by name, in the order its rulebook reads. */
export type RuleTable<T extends RuleTypes> = T extends { args: infer A extends RuleArgs }
  ? { [K in keyof A & string]: Rule<T, A[K]> }
  : Record<string, AnyRule>;

/** A rule of any lesson, as the kit runs it. */
export interface AnyRule {
  says: string;
  rank?: number | ((arg: never) => number);
  step(state: unknown, ctx: unknown, arg: unknown): void;
}

/** One line of a lesson's rulebook: the rule's name, its rank (a number, or "by argument"), and what it does. */
export interface RulebookLine {
  name: string;
  rank: number | 'by argument';
  says: string;
}

/** What holds around every rule of a lesson, said once instead of in each step: a condition under which nothing more happens. */
export interface EveryRule<S> {
  /** True once no rule may act any more (the power has failed): a rule due then is dropped, and does not fire. */
  skip?(state: S): boolean;
}

/** A lesson's rules as the kit keeps them: the table, for the agenda, and its rulebook, for tests and the guide. */
export interface Rules<T extends RuleTypes = RuleTypes> extends EveryRule<T['state']> {
  readonly table: RuleTable<T>;
  /** The rules top to bottom, as the lesson's table lists them. */
  readonly book: readonly RulebookLine[];
}

/**
 * Declares a lesson's rules, top to bottom: `export const rules = defineRules<Types>({ send: { says, rank, step },
 * ... })`. Every rule named in the types' `args` must be in the table, and nothing else. `every` says what holds
 * around every rule, where the lesson has such a thing.
 */
export function defineRules<T extends RuleTypes & { args: RuleArgs }>(
  table: RuleTable<T>,
  every: EveryRule<T['state']> = {},
): Rules<T> {
  const book = Object.entries(table as Record<string, AnyRule>).map(([name, rule]) => {
    if (rule.says.trim() === '') throw new Error(`Rule "${name}": say in plain words what it does (\`says\`).`);
    return {
      name,
      rank: typeof rule.rank === 'function' ? ('by argument' as const) : (rule.rank ?? 0),
      says: rule.says,
    };
  });
  return { table, book, ...every };
}
