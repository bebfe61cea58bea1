/**
 * What a lesson's model gives the site: its settings, its run, a cheap verdict for sweeps, and the facts an
 * experiment's `expected:` outcome is checked against at build. The islands and the build know models only
 * through this interface, so a new lesson plugs in without touching shared code.
 */
import type { KitRun, OutcomeFact, VerdictInfo } from './run.ts';
import type { Descriptor, SettingsKit, SettingsOf } from './settings.ts';

export interface Model<
  D extends Descriptor = Descriptor,
  V extends string = string,
  R extends KitRun<SettingsOf<D>, V> = KitRun<SettingsOf<D>, V>,
> {
  /** The lesson page's slug: "locks-and-fencing-tokens". */
  id: string;
  settings: SettingsKit<D>;
  /** Every verdict a run can reach, with its words, tone and mark, in the order a legend lists them. */
  verdicts: Readonly<Record<V, VerdictInfo>>;
  /** The full run: log, outcome, explanation and chart data. Corrects out-of-range settings first. */
  simulate(settings: SettingsOf<D>): R;
  /** The verdict alone, as cheaply as the model can: a sweep calls it thousands of times. */
  judge(settings: SettingsOf<D>): V;
  /**
   * The outcome as facts keyed by name ("finalValue": 11, "staleAccepted": true), for `expected:` in lesson
   * data; the keys are the lesson's to choose and its data file uses the same.
   */
  facts(run: R): Readonly<Record<string, OutcomeFact>>;
}

/** Any lesson's model, as shared code sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared code must accept every lesson's own run type
export type AnyModel = Model<Descriptor, string, any>;
