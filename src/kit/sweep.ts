/** Outcomes across settings: a strip over one numeric setting, and a map over two. Verdicts only, no texts. */
import type { AnyModel } from './model.ts';
import type { SettingSpec, SettingValue, SettingsRecord } from './settings.ts';
import { toTenths } from './time.ts';

/** One point of a sweep. */
export interface SweepPoint<V extends string = string> {
  /** The swept setting's value, seconds. */
  value: number;
  verdict: V;
}

/** A map over two settings: `verdicts[row][column]`, rows along `y`, columns along `x`. */
export interface SweepMap<V extends string = string> {
  x: { key: string; values: number[] };
  y: { key: string; values: number[] };
  verdicts: V[][];
}

/** The range of a setting a sweep can take: seconds, or a count with fixed bounds; null for any other. */
function rangeOfSwept(spec: SettingSpec | undefined): { min: number; max: number } | null {
  if (spec?.kind === 'seconds') return spec;
  if (spec?.kind === 'count' && typeof spec.min === 'number' && typeof spec.max === 'number')
    return { min: spec.min, max: spec.max };
  return null;
}

/**
 * The values of a seconds setting from `from` to `to` (clamped to its range, either order) every `step` seconds; a
 * count with fixed bounds (a whole number of seconds: "Snapshot every") is swept the same way.
 */
export function valuesOf(model: AnyModel, key: string, from: number, to: number, step = 0.1): number[] {
  const spec = rangeOfSwept(model.settings.descriptor[key]);
  if (spec === null)
    throw new Error(`"${key}" is not a setting in seconds of ${model.id}, nor a count with fixed bounds`);
  const clamp = (v: number, fallback: number): number =>
    Number.isFinite(v) ? Math.min(toTenths(spec.max), Math.max(toTenths(spec.min), toTenths(v))) : fallback;
  let a = clamp(from, toTenths(spec.min));
  let b = clamp(to, toTenths(spec.max));
  if (a > b) [a, b] = [b, a];
  const stride = Number.isFinite(step) ? Math.max(1, toTenths(step)) : 1;
  const values: number[] = [];
  for (let v = a; v < b; v += stride) values.push(v / 10);
  values.push(b / 10);
  return values;
}

/** The verdict of these settings with `key` set to each value from `from` to `to` every `step` seconds. */
export function sweep(
  model: AnyModel,
  settings: SettingsRecord,
  key: string,
  from: number,
  to: number,
  step = 0.1,
): SweepPoint[] {
  const base = model.settings.normalise(settings).settings;
  return valuesOf(model, key, from, to, step).map((value) => ({
    value,
    verdict: model.judge({ ...base, [key]: value }),
  }));
}

/** The verdict at every pair of values of two seconds settings, `x` across and `y` down. */
export function sweepMap(
  model: AnyModel,
  settings: SettingsRecord,
  x: { key: string; from: number; to: number; step: number },
  y: { key: string; from: number; to: number; step: number },
): SweepMap {
  const base = model.settings.normalise(settings).settings;
  const xs = valuesOf(model, x.key, x.from, x.to, x.step);
  const ys = valuesOf(model, y.key, y.from, y.to, y.step);
  const verdicts = ys.map((yv) => {
    const row = { ...base, [y.key]: yv };
    return xs.map((xv) => model.judge({ ...row, [x.key]: xv }));
  });
  return { x: { key: x.key, values: xs }, y: { key: y.key, values: ys }, verdicts };
}

/** One named row of a map whose rows are settings chosen by name: "Read committed, lock". */
export interface SweepRow {
  /** The row's name, in the reader's words. */
  name: string;
  /** The settings the row sets (a lesson's `Partial` of its settings); the rest are the map's settings as given. */
  set: Readonly<Partial<Record<string, SettingValue>>>;
}

/** The settings a row sets, as a plain record. */
export function setOf(row: SweepRow): SettingsRecord {
  return Object.fromEntries(
    Object.entries(row.set).filter((entry): entry is [string, SettingValue] => entry[1] !== undefined),
  );
}

/** A map over one setting across and named rows down: `verdicts[row][column]`, the rows top to bottom. */
export interface SweepRowMap<V extends string = string> {
  x: { key: string; values: number[] };
  rows: string[];
  verdicts: V[][];
}

/**
 * The verdict at every value of a setting in seconds (`x`, across) for each named row (down), the other settings as
 * given. A row's settings are laid over them and the whole is normalised, so where a row leaves a setting out of its
 * range (a count whose bounds depend on another: a row of N = 3 over 4 slow replicas), the normaliser brings it in,
 * as it would for a preset.
 */
export function sweepRows(
  model: AnyModel,
  settings: SettingsRecord,
  x: { key: string; from: number; to: number; step: number },
  rows: readonly SweepRow[],
): SweepRowMap {
  const xs = valuesOf(model, x.key, x.from, x.to, x.step);
  const verdicts = rows.map((row) => {
    const base = model.settings.normalise({ ...settings, ...setOf(row) }).settings;
    return xs.map((xv) => model.judge({ ...base, [x.key]: xv }));
  });
  return { x: { key: x.key, values: xs }, rows: rows.map((r) => r.name), verdicts };
}

/** The row whose settings these settings have, every one; -1 where none has. */
export function rowOf(rows: readonly SweepRow[], settings: SettingsRecord): number {
  return rows.findIndex((row) => Object.entries(setOf(row)).every(([key, value]) => settings[key] === value));
}

/** One stretch of a row of a map: neighbouring values with one verdict, both ends included. */
export interface Stretch<V extends string = string> {
  from: number;
  to: number;
  verdict: V;
}

/** A row of verdicts as stretches, left to right: what a row says in words. */
export function stretchesOf<V extends string>(values: readonly number[], verdicts: readonly V[]): Stretch<V>[] {
  const stretches: Stretch<V>[] = [];
  verdicts.forEach((verdict, i) => {
    const value = values[i] ?? Number.NaN;
    const last = stretches.at(-1);
    if (last?.verdict === verdict) last.to = value;
    else stretches.push({ from: value, to: value, verdict });
  });
  return stretches;
}
