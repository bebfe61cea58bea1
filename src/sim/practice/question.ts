/**
 * A practice question from a lesson's model and a seed: settings chosen near a border of the lesson's map (where a
 * one-step change of one setting changes the verdict), so the question is worth asking, and the outcomes to choose
 * from are the verdicts the model produces at those settings and their one-step neighbours. Pure: the same model and
 * seed give the same question.
 */
import { toTenths } from '../kit/index.ts';
import type { AnyModel, SettingSpec, SettingValue, SettingsRecord } from '../kit/index.ts';
import { between, generator } from './random.ts';

/** One generated question. */
export interface Question {
  lessonId: string;
  seed: number;
  /** The settings the question is asked at, every key given, in range. */
  settings: Record<string, SettingValue>;
  /** The verdict the model gives there: the right option. */
  answer: string;
  /** The verdicts to choose from, in the model's legend order (which never depends on the answer). */
  options: string[];
  /** The setting whose one-step change crosses the border: what the question turns on. */
  pivot: string;
}

/** Random starting points tried before falling back to the best one found. */
const ATTEMPTS = 40;

/** One setting's values a step away from `value` (a tenth of a second, one of a count, the other switch or choice). */
function stepsOf(model: AnyModel, key: string, settings: SettingsRecord): SettingValue[] {
  const spec = model.settings.descriptor[key] as SettingSpec;
  const value = settings[key];
  switch (spec.kind) {
    case 'seconds': {
      const t = toTenths(value as number);
      return [t - 1, t + 1].filter((v) => v >= toTenths(spec.min) && v <= toTenths(spec.max)).map((v) => v / 10);
    }
    case 'switch':
      return [!value];
    case 'choice':
      return spec.options.map((o) => o.value).filter((v) => v !== value);
    case 'count': {
      const { min, max } = model.settings.rangeOf(key, settings);
      return [(value as number) - 1, (value as number) + 1].filter((v) => v >= min && v <= max);
    }
  }
}

/** The settings one step away from `settings` in one setting (dependent counts brought back into range). */
export function neighbours(model: AnyModel, settings: SettingsRecord): Record<string, SettingValue>[] {
  const kit = model.settings;
  return kit.keys.flatMap((key) =>
    stepsOf(model, key, settings)
      .map((v) => ({ ...kit.normalise({ ...settings, [key]: v }).settings }))
      .filter((s) => !kit.same(s, settings)),
  );
}

/** The verdicts at `settings` and at every one-step neighbour, in the model's legend order. */
export function optionsAt(model: AnyModel, settings: SettingsRecord): string[] {
  const seen = new Set([model.judge(settings), ...neighbours(model, settings).map((s) => model.judge(s))]);
  return Object.keys(model.verdicts).filter((v) => seen.has(v));
}

/** Settings drawn at random, each setting uniform over its allowed values (counts within what earlier ones allow). */
function draw(model: AnyModel, next: () => number): Record<string, SettingValue> {
  const kit = model.settings;
  const out: Record<string, SettingValue> = { ...kit.defaults };
  for (const key of kit.keys) {
    const spec = kit.descriptor[key] as SettingSpec;
    if (spec.kind === 'seconds') {
      // Whole seconds read better in a question ("Lease: 12 s"); the walk to a border adds the tenths it needs.
      const [lo, hi] = [Math.ceil(spec.min), Math.floor(spec.max)];
      out[key] = hi > lo ? between(next, lo, hi) : between(next, toTenths(spec.min), toTenths(spec.max)) / 10;
    } else if (spec.kind === 'switch') out[key] = next() < 0.5;
    else if (spec.kind === 'choice') out[key] = spec.options[between(next, 0, spec.options.length - 1)]!.value;
    else {
      const { min, max } = kit.rangeOf(key, out);
      out[key] = between(next, min, max);
    }
  }
  return { ...kit.normalise(out).settings };
}

/** The key whose one-step change from `settings` changes the verdict, or null when none does. */
function pivotOf(model: AnyModel, settings: SettingsRecord, next: () => number): string | null {
  const here = model.judge(settings);
  const kit = model.settings;
  const crossing = kit.keys.filter((key) =>
    stepsOf(model, key, settings).some((v) => model.judge(kit.normalise({ ...settings, [key]: v }).settings) !== here),
  );
  return crossing.length === 0 ? null : crossing[between(next, 0, crossing.length - 1)]!;
}

/**
 * From `start`, walks along one numeric setting (seconds or a count) in both directions to the nearest value where
 * the verdict changes, and returns the settings on one side or the other of that border (the generator picks).
 */
function walkToBorder(
  model: AnyModel,
  start: Record<string, SettingValue>,
  key: string,
  next: () => number,
): Record<string, SettingValue> | null {
  const kit = model.settings;
  const here = model.judge(start);
  const spec = kit.descriptor[key] as SettingSpec;
  const at = (v: number): Record<string, SettingValue> => ({
    ...kit.normalise({ ...start, [key]: spec.kind === 'seconds' ? v / 10 : v }).settings,
  });
  const origin = spec.kind === 'seconds' ? toTenths(start[key] as number) : (start[key] as number);
  const [lo, hi] =
    spec.kind === 'seconds'
      ? [toTenths(spec.min), toTenths(spec.max)]
      : spec.kind === 'count'
        ? [kit.rangeOf(key, start).min, kit.rangeOf(key, start).max]
        : [origin, origin];
  const first = next() < 0.5 ? 1 : -1;
  for (let d = 1; d <= hi - lo; d++) {
    for (const dir of [first, -first]) {
      const v = origin + dir * d;
      if (v < lo || v > hi) continue;
      const there = at(v);
      if (model.judge(there) === here) continue;
      // The last value before the border, or the first after it: both are a step from a different verdict.
      return next() < 0.5 ? there : at(v - dir);
    }
  }
  return null;
}

/** The practice question of a lesson for a seed: settings at a border, the model's verdict there, and the options. */
export function questionOf(model: AnyModel, seed: number): Question {
  const next = generator(seed);
  const kit = model.settings;
  const numeric = kit.keys.filter((k) => {
    const kind = (kit.descriptor[k] as SettingSpec).kind;
    return kind === 'seconds' || kind === 'count';
  });
  let fallback: { settings: Record<string, SettingValue>; options: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let settings = draw(model, next);
    let pivot = pivotOf(model, settings, next);
    if (pivot === null && numeric.length > 0) {
      const walked = walkToBorder(model, settings, numeric[between(next, 0, numeric.length - 1)]!, next);
      if (walked !== null) {
        settings = walked;
        pivot = pivotOf(model, settings, next);
      }
    }
    const options = optionsAt(model, settings);
    if (pivot !== null && options.length >= 2)
      return { lessonId: model.id, seed, settings, answer: model.judge(settings), options, pivot };
    if (fallback === null || options.length > fallback.options) fallback = { settings, options: options.length };
  }
  // A model with no border within reach of any draw (one verdict everywhere) still gets a question, with one option.
  const settings = fallback?.settings ?? { ...kit.defaults };
  return {
    lessonId: model.id,
    seed,
    settings,
    answer: model.judge(settings),
    options: optionsAt(model, settings),
    pivot: kit.keys[0] ?? '',
  };
}

/** A one-step change of one setting: the setting's key, its value in the question, and the value it would take. */
export interface Change {
  key: string;
  from: SettingValue;
  to: SettingValue;
}

/**
 * A one-step change of one setting after which the run ends with `verdict`, preferring the question's pivot: what
 * a reader who chose that outcome misjudged. Undefined when no one-step change gives it.
 */
export function changeTo(model: AnyModel, question: Question, verdict: string): Change | undefined {
  const kit = model.settings;
  const keys = [question.pivot, ...kit.keys.filter((k) => k !== question.pivot)];
  for (const key of keys)
    for (const to of stepsOf(model, key, question.settings)) {
      const there = kit.normalise({ ...question.settings, [key]: to }).settings;
      if (!kit.same(there, question.settings) && model.judge(there) === verdict)
        return { key, from: question.settings[key] as SettingValue, to };
    }
  return undefined;
}
