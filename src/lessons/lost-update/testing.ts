/**
 * Test support for the lost-update lesson (not part of the model): a run with what its rules recorded, the state's
 * attempts, waits and overlaps and the counter's values, and its facts, which the lesson's tests state their
 * properties over.
 */
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Facts, Run } from './model.ts';
import type { State, ValueMark } from './rules.ts';

export type Played = Run & Pick<State, 'attempts' | 'waits' | 'overlaps'> & { values: ValueMark[]; result: Facts };

/** The full run of `s` (settings in range) with what its rules recorded. */
export function playedOf(s: Settings): Played {
  const r = model.simulate(s);
  const { state, series } = model.play(r.settings, true);
  const { attempts, waits, overlaps } = state;
  return { ...r, attempts, waits, overlaps, values: series.counter, result: model.facts(r) };
}
