/** Outcomes across settings: a strip over one numeric setting, and a map over two. Verdicts only, no texts. */
import type { AnyModel } from './model.ts';
import type { SettingSpec, SettingsRecord } from './settings.ts';
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
