/**
 * A rule the reader writes. A lesson may hand one decision of its model to the reader: the storage's check on a
 * write, say. It declares where the decision plugs in (the hook its rules ask for, `ctx.hooks[name]`), the plain
 * data the decision is given, a starter that is wrong the way the lesson's first experiments are, the property a
 * right rule keeps, and the map of schedules it is judged on. The kit plays every schedule of that map with the
 * reader's rule in place (`paint`), counts the schedules that break the property and those a rule keeps safe only
 * by refusing what it should take, and names the first of each. The reader's code itself runs in the sandbox
 * (sandbox.ts), in a worker: here it is any function.
 */
import type { AnyModel, Hook, Hooks } from './model.ts';
import type { VerdictInfo } from './run.ts';
import type { SettingsRecord } from './settings.ts';
import { valuesOf } from './sweep.ts';
import type { SweepMap } from './sweep.ts';
import { formatSeconds } from './time.ts';

/** One axis of the map a rule is judged on: a setting from `from` to `to` by `step`. */
export interface RuleAxis {
  key: string;
  from: number;
  to: number;
  step: number;
}

/** One argument of the reader's function: its name and what each of its fields means, in the reader's words. */
export interface RuleParam {
  name: string;
  fields: readonly { key: string; means: string }[];
}

/** A decision of a lesson's model that the reader writes, as the lesson declares it (src/lessons/<id>/rule.ts). */
export interface ReaderRule<V extends string = string> {
  /** The lesson's model, whose rules ask for the hook. */
  model: AnyModel;
  /** The hook's name, and the name of the function the reader defines: "accepts". */
  name: string;
  /** The function's arguments, in order, as plain data. */
  params: readonly RuleParam[];
  /** What the decision is, in the reader's words: "Does the storage take this write?" */
  question: string;
  /** What the function returns, in the reader's words: "true to take the write, false to refuse it". */
  returns: string;
  /** Null when `answer` is one the function may return; otherwise what is wrong with it, in the reader's words. */
  check(answer: unknown): string | null;
  /** The code the reader starts from: wrong the way the lesson's first experiments are. */
  starter: string;
  /** The lesson's own answer, which the tests hold keeps the property without refusing what it should take. */
  answer: string;
  /** The property a right rule keeps, in the reader's words: "No acknowledged update is lost." */
  property: string;
  /** What a rule that keeps the property only by refusing does wrong, in the reader's words. */
  uselessIs: string;
  /** Said of a rule that keeps the property and refuses nothing it should take, after "…on all 961 schedules, and". */
  passed: string;
  /** The map it is judged on: two settings, the others as `settings` has them. */
  map: { x: RuleAxis; y: RuleAxis; settings: SettingsRecord };
  /**
   * A schedule of the map in the reader's words, from its two values as written ("1 s"): "a lease of 1 s and a
   * pause of 9 s". By default the settings' labels with their values.
   */
  words?: (x: string, y: string) => string;
  /** The map's heading, a question it answers, and the line under it. */
  mapTitle: string;
  mapIntro: string;
  /** Every verdict a schedule can get with a reader's rule, in the order a legend lists them. */
  verdicts: Readonly<Record<V, VerdictInfo>>;
  /** The verdicts that break the property. */
  breaks: readonly V[];
  /** The verdicts of a schedule kept safe only by refusing what the rule should take. */
  useless: readonly V[];
  /** One schedule played with the reader's decision in place: its verdict. */
  judge(settings: SettingsRecord, hooks: Hooks): V;
}

/** A schedule of the map: its settings, and where it is on the map. */
export interface Schedule {
  settings: SettingsRecord;
  x: number;
  y: number;
}

/** The map painted by a reader's rule, or where the rule failed. */
export type Painted<V extends string = string> =
  | {
      ok: true;
      map: SweepMap<V>;
      /** How many schedules break the property, and the first of them (bottom row first, left to right). */
      broken: number;
      firstBroken: Schedule | null;
      /** How many schedules the rule keeps safe only by refusing what it should take, and the first. */
      useless: number;
      firstUseless: Schedule | null;
    }
  | {
      ok: false;
      /** What went wrong, in the reader's words, naming the schedule where it did. */
      message: string;
      /** The schedule the rule failed on, or null when it failed before any (it does not load). */
      at: Schedule | null;
    };

/** Where a schedule is, in the reader's words: "a lease of 4 s and a pause of 12 s" (or "Lease 4 s and Pause 12 s"). */
export function scheduleWords(rule: ReaderRule, at: Schedule): string {
  const { x, y } = rule.map;
  if (rule.words !== undefined) return rule.words(formatSeconds(at.x), formatSeconds(at.y));
  const label = (key: string): string => rule.model.settings.descriptor[key]?.label ?? key;
  return `${label(x.key)} ${formatSeconds(at.x)} and ${label(y.key)} ${formatSeconds(at.y)}`;
}

/** The same, starting a sentence or a heading: "A lease of 4 s and a pause of 12 s". */
export function scheduleTitle(rule: ReaderRule, at: Schedule): string {
  const words = scheduleWords(rule, at);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The check of a rule that decides yes or no: null for true or false, otherwise what it returned and what `yes` and
 * `no` mean, in the reader's words ("take the write", "refuse it").
 */
function trueOrFalse(yes: string, no: string): ReaderRule['check'] {
  return (answer) =>
    typeof answer === 'boolean'
      ? null
      : `your rule returned ${answer === undefined ? 'nothing' : JSON.stringify(answer)}, but it must return true (${yes}) or false (${no}).`;
}

/**
 * The parts of a rule that answers yes or no, named `name` and given `params`: what it returns ("true to take the
 * write, false to refuse it", and what follows a no, `then`), its check, a starter that says yes to everything (as
 * a lesson's first experiments do), headed by who calls it, and the lesson's answer, one expression.
 */
export function yesOrNo(rule: {
  name: string;
  params: readonly RuleParam[];
  yes: string;
  no: string;
  then?: string;
  calledBy: string;
  answer: string;
}): Pick<ReaderRule, 'name' | 'params' | 'returns' | 'check' | 'starter' | 'answer'> {
  const { name, params, yes, no, then, calledBy, answer } = rule;
  const returning = (value: string) =>
    `function ${name}(${params.map((p) => p.name).join(', ')}) {\n  return ${value};\n}\n`;
  return {
    name,
    params,
    returns: `true to ${yes}, false to ${no}${then === undefined ? '' : ` (${then})`}`,
    check: trueOrFalse(yes, no),
    starter: `// ${calledBy}\n// Return true to ${yes}, false to ${no}.\n${returning('true')}`,
    answer: returning(answer),
  };
}

/** The reader's function, its answers checked: an answer the rule may not give throws its words. */
function checked(rule: ReaderRule, call: Hook): Hook {
  return (...args) => {
    const answer = call(...args);
    const wrong = rule.check(answer);
    if (wrong !== null) throw new Error(wrong);
    return answer;
  };
}

/** One schedule's whole run with the reader's function in place of the lesson's decision, its answers checked. */
export function runWith(rule: ReaderRule, call: Hook, settings: SettingsRecord): ReturnType<AnyModel['simulate']> {
  return rule.model.simulate(settings, { [rule.name]: checked(rule, call) });
}

/**
 * Every schedule of the rule's map played with `call` (the reader's function) in place of the lesson's decision:
 * each one's verdict, the count of those that break the property and of those kept safe only by refusing, and the
 * first of each. A call that throws (in the sandbox: a rule that throws, runs too long or runs out of memory) or
 * answers what the rule may not stops the paint, and the result names the schedule it happened on.
 */
export function paint<V extends string>(rule: ReaderRule<V>, call: Hook): Painted<V> {
  const { x, y, settings } = rule.map;
  const base = rule.model.settings.normalise(settings).settings as SettingsRecord;
  const xs = valuesOf(rule.model, x.key, x.from, x.to, x.step);
  const ys = valuesOf(rule.model, y.key, y.from, y.to, y.step);
  const hooks: Hooks = { [rule.name]: checked(rule, call) };
  const verdicts: V[][] = [];
  let broken = 0;
  let useless = 0;
  let firstBroken: Schedule | null = null;
  let firstUseless: Schedule | null = null;
  for (const yv of ys) {
    const row: V[] = [];
    for (const xv of xs) {
      const at: Schedule = { settings: { ...base, [x.key]: xv, [y.key]: yv }, x: xv, y: yv };
      let verdict: V;
      try {
        verdict = rule.judge(at.settings, hooks);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        const clause = why.charAt(0).toLowerCase() + why.slice(1);
        return { ok: false, message: `On the schedule with ${scheduleWords(rule, at)}, ${clause}`, at };
      }
      if (rule.breaks.includes(verdict)) {
        broken += 1;
        firstBroken ??= at;
      } else if (rule.useless.includes(verdict)) {
        useless += 1;
        firstUseless ??= at;
      }
      row.push(verdict);
    }
    verdicts.push(row);
  }
  return {
    ok: true,
    map: { x: { key: x.key, values: xs }, y: { key: y.key, values: ys }, verdicts },
    broken,
    firstBroken,
    useless,
    firstUseless,
  };
}
