/**
 * What a lesson's model gives the site: its settings, its run, a cheap verdict for sweeps, and the facts an
 * experiment's `expected:` outcome is checked against at build. The islands and the build know models only
 * through this interface, so a new lesson plugs in without touching shared code.
 */
import type { KitRun, OutcomeFact, VerdictInfo } from './run.ts';
import type { Descriptor, SettingsKit, SettingsOf } from './settings.ts';

/**
 * A decision a reader may write in place of the lesson's own (the rule they write, run in the sandbox): called with
 * plain data, answering plain data. The lesson's rules ask for one by name (`ctx.hooks['accepts']`).
 */
export type Hook = (...args: readonly unknown[]) => unknown;
/** The reader's decisions by name; empty when the lesson plays its own. */
export type Hooks = Readonly<Record<string, Hook>>;

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
  /**
   * The full run: log, outcome, explanation and chart data. Corrects out-of-range settings first. `hooks` are the
   * reader's own decisions where the lesson lets them write one (see reader-rule.ts); left out, the lesson's own.
   */
  simulate(settings: SettingsOf<D>, hooks?: Hooks): R;
  /** The verdict alone, as cheaply as the model can: a sweep calls it thousands of times. */
  judge(settings: SettingsOf<D>, hooks?: Hooks): V;
  /**
   * The outcome as facts keyed by name ("finalValue": 11, "staleAccepted": true), for `expected:` in lesson
   * data; the keys are the lesson's to choose and its data file uses the same.
   */
  facts(run: R): Readonly<Record<string, OutcomeFact>>;
}

/** Any lesson's model, as shared code sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared code must accept every lesson's own run type
export type AnyModel = Model<Descriptor, string, any>;
