/** The outcome across a range of one setting: the sweep strip under a slider. */
import { play } from './model.ts';
import { outcomeOf, verdictOf } from './outcome.ts';
import { LIMITS, normaliseSettings, toTenths } from './settings.ts';
import { tenthsOf } from './simulate.ts';
import type { NumericKey, Settings, SweepPoint } from './types.ts';

function clampTenths(value: number, lo: number, hi: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(hi, Math.max(lo, toTenths(value)));
}

/**
 * Outcome and verdict of these settings with `key` set to each value from `from` to `to` (seconds, both ends
 * included, clamped to the setting's range, in either order) every `step` seconds (at least 0.1).
 * Computed in tenths, so values carry no float drift; outcome only, with no log or texts.
 */
export function sweep(settings: Settings, key: NumericKey, from: number, to: number, step = 0.1): SweepPoint[] {
  const base = tenthsOf(normaliseSettings(settings).settings);
  const lo = toTenths(LIMITS[key].min);
  const hi = toTenths(LIMITS[key].max);
  let a = clampTenths(from, lo, hi, lo);
  let b = clampTenths(to, lo, hi, hi);
  if (a > b) [a, b] = [b, a];
  const stride = Number.isFinite(step) ? Math.max(1, toTenths(step)) : 1;
  const points: SweepPoint[] = [];
  const at = (v: number): void => {
    const s = { ...base, [key]: v };
    const outcome = outcomeOf(s, play(s, null));
    points.push({ value: v / 10, outcome, verdict: verdictOf(outcome) });
  };
  for (let v = a; v < b; v += stride) at(v);
  at(b);
  return points;
}
