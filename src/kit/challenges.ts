/**
 * Challenges of free play: a goal a reader meets on their own with the simulator ("find the shortest pause that
 * loses B's update"). Each lesson states its checks in src/lessons/<lesson id>/challenges.ts, as predicates over a
 * settled run; its data file names them by id with the words a reader sees. The build proves each one can be met
 * by searching for a run that meets it (`witnessOf`), so no reader is set a goal the model cannot reach.
 */
import type { AnyModel } from './model.ts';
import type { Facts } from './define.ts';
import type { SettingsRecord } from './settings.ts';
import { sweep, valuesOf } from './sweep.ts';
import { toTenths } from './time.ts';

/** What a check sees of a settled run: the settings as run, the model's facts, and the verdict. */
export interface RunFacts<
  S extends SettingsRecord = SettingsRecord,
  V extends string = string,
  F extends Facts = Facts,
> {
  settings: S;
  /** The model's facts, typed where the lesson declares them (`ChallengeCheck<Settings, Verdict, Facts>`). */
  facts: F;
  verdict: V;
}

/** One challenge's condition, as its lesson states it. */
export interface ChallengeCheck<
  S extends SettingsRecord = SettingsRecord,
  V extends string = string,
  F extends Facts = Facts,
> {
  /** The settings that say how it was met, in page order: "Met with Lease: 10 s · Pause: 8.6 s". */
  shows: readonly (keyof S & string)[];
  /** True when this settled run meets the challenge. (Method syntax, so a lesson's typed check fits the shared type.) */
  met(run: RunFacts<S, V, F>): boolean;
  /**
   * Where the build looks for a run that meets it: the model's defaults with `from` over them, and `key` (a setting in
   * seconds) swept over its whole range on the 0.1 s grid.
   */
  search: { from: Partial<S>; key: keyof S & string };
}

/** A lesson's checks by id: the ids its data file's challenges name. */
export type ChallengeChecks = Readonly<Record<string, ChallengeCheck>>;

/** The facts a check sees of these settings' run. */
export function runFacts(model: AnyModel, settings: SettingsRecord): RunFacts {
  const run = model.simulate(model.settings.normalise(settings).settings);
  return { settings: run.settings, facts: model.facts(run), verdict: run.verdict };
}

/** The first settings of the check's search whose run meets it, or null when none does. */
export function witnessOf(model: AnyModel, check: ChallengeCheck): SettingsRecord | null {
  const spec = model.settings.descriptor[check.search.key];
  if (spec?.kind !== 'seconds') return null;
  const base = model.settings.normalise({ ...model.settings.defaults, ...check.search.from }).settings;
  for (const value of valuesOf(model, check.search.key, spec.min, spec.max)) {
    const settings = { ...base, [check.search.key]: value };
    if (check.met(runFacts(model, settings))) return settings;
  }
  return null;
}

/** True when every setting except those in `free` holds its value in the model's defaults with `fixed` over them. */
export function heldAt(
  model: AnyModel,
  settings: SettingsRecord,
  fixed: SettingsRecord,
  free: readonly string[],
): boolean {
  const want: SettingsRecord = { ...model.settings.defaults, ...fixed };
  return model.settings.keys.every((key) => free.includes(key) || settings[key] === want[key]);
}

/**
 * True when `settings[key]` (seconds) is the least value of its range, on the 0.1 s grid, whose run ends in one of
 * `verdicts`, the other settings as they are: the model decides where the line is, not a number written here.
 */
export function isLeast(model: AnyModel, settings: SettingsRecord, key: string, verdicts: readonly string[]): boolean {
  const spec = model.settings.descriptor[key];
  const value = settings[key];
  if (spec?.kind !== 'seconds' || typeof value !== 'number') return false;
  if (!verdicts.includes(model.judge(settings))) return false;
  const below = toTenths(value) - 1;
  if (below < toTenths(spec.min)) return true;
  return sweep(model, settings, key, spec.min, below / 10).every((point) => !verdicts.includes(point.verdict));
}
