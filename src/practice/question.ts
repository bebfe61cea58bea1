/**
 * A practice question from a lesson's model and a seed: settings chosen near a border of the lesson's map (where a
 * change of one setting, the pivot, changes the verdict), so the question is worth asking, yet clear of it by more
 * than a tie (no time setting within 0.2 s of a border), so that the arithmetic the page shows decides it, not the
 * order of two things at one instant. The outcomes to choose from are all of the lesson's, in a fixed order. Pure:
 * the same model and seed give the same question.
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
  /** The verdicts to choose from: every one the lesson has, in the model's legend order (never the answer's). */
  options: string[];
  /** The setting whose change alone crosses the border nearby: what the question turns on. */
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

/** How near (tenths) a time setting may come to a border: a question there would turn on a same-instant tie. */
export const CLEAR = 2;
/** How far (tenths) from the border along its pivot a time question is set: near enough to turn on it, and no nearer. */
const [NEAR_MIN, NEAR_MAX] = [3, 12];
/** How far (steps) the walk from a drawn start looks for a border. */
const WALK = 60;

/**
 * Whether `settings` stand clear of every border in time: no time setting moved by up to 0.2 s changes the verdict.
 * A question asked closer would be decided by the order of two things at one instant, a rule the reader never sees.
 */
export function clearOfTies(model: AnyModel, settings: SettingsRecord): boolean {
  const kit = model.settings;
  const here = model.judge(settings);
  return kit.keys.every((key) => {
    const spec = kit.descriptor[key] as SettingSpec;
    if (spec.kind !== 'seconds') return true;
    const t = toTenths(settings[key] as number);
    for (let d = -CLEAR; d <= CLEAR; d++) {
      const v = t + d;
      if (d === 0 || v < toTenths(spec.min) || v > toTenths(spec.max)) continue;
      if (model.judge(kit.normalise({ ...settings, [key]: v / 10 }).settings) !== here) return false;
    }
    return true;
  });
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

/** A setting's values as whole steps (tenths of a second, or the count itself), its range, and settings at a step. */
function axisOf(model: AnyModel, start: SettingsRecord, key: string) {
  const kit = model.settings;
  const spec = kit.descriptor[key] as SettingSpec;
  const seconds = spec.kind === 'seconds';
  const origin = seconds ? toTenths(start[key] as number) : (start[key] as number);
  const [lo, hi] = seconds
    ? [toTenths(spec.min), toTenths(spec.max)]
    : [kit.rangeOf(key, start).min, kit.rangeOf(key, start).max];
  const at = (v: number): Record<string, SettingValue> => ({
    ...kit.normalise({ ...start, [key]: seconds ? v / 10 : v }).settings,
  });
  return { seconds, origin, lo, hi, at };
}

/**
 * From `start`, the nearest border along one numeric setting (seconds or a count), looked for in both directions:
 * the last value with `start`'s verdict and the first past it with another, with the direction crossed. Null when
 * the verdict never changes along it.
 */
function borderAlong(
  model: AnyModel,
  start: SettingsRecord,
  key: string,
  next: () => number,
): { before: number; after: number; dir: number } | null {
  const here = model.judge(start);
  const { seconds, origin, lo, hi, at } = axisOf(model, start, key);
  const first = next() < 0.5 ? 1 : -1;
  const differs = (v: number): boolean => v >= lo && v <= hi && model.judge(at(v)) !== here;
  // Time in strides of half a second, then back a tenth at a time to the first that differs: a border narrower than
  // a stride may be passed over, and a question is set clear of such a place anyway. Within reach of the start
  // only: a far border is found as well from another draw, and the walk is most of the cost of a question.
  const stride = seconds ? 5 : 1;
  for (let d = stride; d <= Math.min(hi - lo, WALK) + stride - 1; d += stride)
    for (const dir of [first, -first]) {
      const far = Math.max(lo, Math.min(hi, origin + dir * d));
      if (!differs(far)) continue;
      let v = far;
      while (v - dir !== origin && differs(v - dir)) v -= dir;
      return { before: v - dir, after: v, dir };
    }
  return null;
}

/**
 * A question along one numeric setting: a border found from `start`, then the setting moved to one side of it, for
 * time 0.3 to 1.2 s clear of it (on a half second where one fits), so that the question turns on that setting, its
 * answer on arithmetic the page shows, and never on a tie. Null when no such place is clear of every border in time.
 */
function alongNumeric(
  model: AnyModel,
  start: SettingsRecord,
  key: string,
  next: () => number,
): Record<string, SettingValue> | null {
  const border = borderAlong(model, start, key, next);
  if (border === null) return null;
  const { seconds, lo, hi, at } = axisOf(model, start, key);
  // Which side: the border's near side keeps the starting verdict, its far side the other.
  const side = next() < 0.5 ? { from: border.before, away: -border.dir } : { from: border.after, away: border.dir };
  if (!seconds) {
    // A count may have carried the counts that depend on it (W at most N): the question must still turn on it.
    const there = at(side.from);
    return clearOfTies(model, there) && borderWithin(model, there, key) ? there : null;
  }
  const distances = Array.from({ length: NEAR_MAX - NEAR_MIN + 1 }, (_, i) => NEAR_MIN - 1 + i);
  const values = distances.map((d) => side.from + side.away * d).filter((v) => v >= lo && v <= hi);
  // Half seconds read better ("B writes at 2.5 s"); any tenth where none is clear.
  const ordered = [...values.filter((v) => v % 5 === 0), ...values.filter((v) => v % 5 !== 0)];
  const offset = between(next, 0, Math.max(0, ordered.length - 1));
  // A few places only: where these are all near another border, another draw finds a clearer one sooner.
  for (const v of [...ordered.slice(offset), ...ordered.slice(0, offset)].slice(0, 3)) {
    const there = at(v);
    if (clearOfTies(model, there) && borderWithin(model, there, key)) return there;
  }
  return null;
}

/** Whether moving `key` alone, within reach (1.2 s of time, or one of a count), changes the verdict. */
function borderWithin(model: AnyModel, settings: SettingsRecord, key: string): boolean {
  const here = model.judge(settings);
  const { seconds, origin, lo, hi, at } = axisOf(model, settings, key);
  const reach = seconds ? NEAR_MAX : 1;
  for (let d = 1; d <= reach; d++)
    for (const v of [origin - d, origin + d]) if (v >= lo && v <= hi && model.judge(at(v)) !== here) return true;
  return false;
}

/** A question that turns on a switch or a choice: the other value gives another verdict. Null otherwise. */
function alongChoice(model: AnyModel, settings: SettingsRecord, key: string): Record<string, SettingValue> | null {
  const kit = model.settings;
  const here = model.judge(settings);
  const turns = stepsOf(model, key, settings).some(
    (v) => model.judge(kit.normalise({ ...settings, [key]: v }).settings) !== here,
  );
  return turns && clearOfTies(model, settings) ? { ...settings } : null;
}

/**
 * The model with a memory of its verdicts: looking for a question asks the same settings again and again (a border's
 * walk, then its ties), and a verdict is a whole run of the rules.
 */
function remembering(model: AnyModel): AnyModel {
  const seen = new Map<string, string>();
  const judge = (settings: SettingsRecord): string => {
    const key = JSON.stringify(settings);
    let verdict = seen.get(key);
    if (verdict === undefined) seen.set(key, (verdict = model.judge(settings)));
    return verdict;
  };
  return Object.assign(Object.create(model) as AnyModel, { judge });
}

/**
 * The practice question of a lesson for a seed. Its pivot, the setting it turns on, is drawn from the numeric
 * settings first (the lesson's arithmetic), a switch or choice only when no number gives a question; its settings
 * stand clear of every border in time (no same-instant tie decides it); and its options are every outcome the
 * lesson has, in the legend's order, so that none left out tells what cannot happen.
 */
export function questionOf(given: AnyModel, seed: number, round = 0): Question {
  const model = remembering(given);
  if (round > 0) return varied(model, questionOf(given, seed), round);
  const next = generator(seed);
  const kit = model.settings;
  const options = Object.keys(model.verdicts);
  const kinds = (k: string) => (kit.descriptor[k] as SettingSpec).kind;
  const numeric = kit.keys.filter((k) => kinds(k) === 'seconds' || kinds(k) === 'count');
  const ask = (settings: Record<string, SettingValue>, pivot: string): Question => ({
    lessonId: given.id,
    seed,
    settings,
    answer: model.judge(settings),
    options,
    pivot,
  });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const start = draw(model, next);
    // Three times in four a number (the lesson's arithmetic), else any setting, a switch or a choice included.
    const pool = numeric.length > 0 && next() < 0.75 ? numeric : kit.keys;
    const pivot = pool[between(next, 0, pool.length - 1)]!;
    const settings = numeric.includes(pivot)
      ? alongNumeric(model, start, pivot, next)
      : alongChoice(model, start, pivot);
    if (settings !== null) return ask(settings, pivot);
  }
  // A model with no border clear of a tie within reach of any draw still gets a question: its defaults.
  return ask({ ...kit.defaults }, kit.keys[0] ?? '');
}

/**
 * A question come back after a wrong answer (its `round`, 1 and up): the same question with its pivot moved, to the
 * other side of the border or along the same side, still clear of every tie, so the reader meets the idea again and
 * not the settings they remember. The question as it was where no such place is found.
 */
function varied(model: AnyModel, base: Question, round: number): Question {
  const next = generator((base.seed + round * 0x9e37_79b9) >>> 0);
  const kit = model.settings;
  const kind = (kit.descriptor[base.pivot] as SettingSpec | undefined)?.kind;
  for (let attempt = 0; attempt < 12; attempt++) {
    const settings =
      kind === 'seconds' || kind === 'count'
        ? alongNumeric(model, base.settings, base.pivot, next)
        : stepsOf(model, base.pivot, base.settings)
            .map((v) => ({ ...kit.normalise({ ...base.settings, [base.pivot]: v }).settings }))
            .find((s) => clearOfTies(model, s) && !kit.same(s, base.settings));
    if (settings != null && !kit.same(settings, base.settings))
      return { ...base, settings, answer: model.judge(settings) };
  }
  return base;
}

/** A one-step change of one setting: the setting's key, its value in the question, and the value it would take. */
export interface Change {
  key: string;
  from: SettingValue;
  to: SettingValue;
}

/**
 * The nearest change of one setting after which the run ends with `verdict`, along the question's pivot first: what
 * a reader who chose that outcome misjudged. Undefined when no change of one setting alone gives it.
 */
export function changeTo(model: AnyModel, question: Question, verdict: string): Change | undefined {
  const kit = model.settings;
  const keys = [question.pivot, ...kit.keys.filter((k) => k !== question.pivot)];
  for (const key of keys) {
    const spec = kit.descriptor[key] as SettingSpec;
    const candidates: SettingValue[] =
      spec.kind === 'seconds' || spec.kind === 'count'
        ? (() => {
            const { seconds, origin, lo, hi } = axisOf(model, question.settings, key);
            const out: number[] = [];
            for (let d = 1; d <= hi - lo; d++)
              for (const v of [origin - d, origin + d]) if (v >= lo && v <= hi) out.push(seconds ? v / 10 : v);
            return out;
          })()
        : stepsOf(model, key, question.settings);
    for (const to of candidates) {
      const there = kit.normalise({ ...question.settings, [key]: to }).settings;
      if (!kit.same(there, question.settings) && model.judge(there) === verdict)
        return { key, from: question.settings[key] as SettingValue, to };
    }
  }
  return undefined;
}
