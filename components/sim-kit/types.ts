/** Types the kit's components share with the lessons' own simulator components. */
import type { SettingsRecord } from '../../src/kit/index.ts';

/** One axis of a sweep map: a setting in seconds, from `from` to `to` by `step`. */
export interface MapAxis<K extends string = string> {
  key: K;
  from: number;
  to: number;
  step: number;
}

/**
 * A map's rows chosen by name, in place of a second setting in seconds: each row a few of the lesson's settings and
 * its name in the reader's words ("Read committed, lock"), top to bottom in the order given. A row sets only what it
 * names; the rest are the settings shown. Where a row leaves a setting out of its range (a count whose bounds
 * follow another: `{ n: 3 }` over 4 slow replicas), the settings' normaliser brings it in, on the map and in the
 * run a point gives, with a notice then.
 */
export interface MapRows<S extends SettingsRecord = SettingsRecord> {
  /** What the rows differ in, as the axis's label: "Isolation level and lock". */
  label: string;
  rows: readonly { name: string; set: Partial<S> }[];
}

/**
 * A lesson's map of every schedule: across, up (a second setting in seconds, or named rows), a heading that asks
 * what the map answers, and a line under it. `S` is the lesson's settings, so a key or a row's value it does not
 * have is an error where the lesson writes it.
 */
export interface MapSpec<S extends SettingsRecord = SettingsRecord> {
  x: MapAxis<keyof S & string>;
  y: MapAxis<keyof S & string> | MapRows<S>;
  title: string;
  intro: string;
}
