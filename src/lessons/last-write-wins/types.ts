/**
 * The data contract of the last-write-wins model (lesson spec, Part 2): what one run holds beyond the kit's run,
 * for the outcome facts and the chart. Plain, serialisable data; times are integer tenths of a second.
 */
import type { KitRun } from '../../kit/index.ts';
import type { Order, Settings } from './settings.ts';

/** Who acts in a run. */
export type Actor = 'A' | 'B' | 'store';

/** A client: the two writers. */
export type Client = 'A' | 'B';

/**
 * How a run ends, in a word:
 * - `safe`: the store keeps 16, both updates;
 * - `dropped`: B's write was acknowledged and never applied;
 * - `overwritten`: both writes were applied, but B's, written without seeing A's, replaced A's update.
 */
export type Verdict = 'safe' | 'dropped' | 'overwritten';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export interface Result {
  /** What the store holds at the end. */
  valueKept: number;
  /** Both updates together: 10 + 1 + 5. */
  shouldBe: number;
  /** 1 if the value kept is not 16, else 0. */
  updatesLost: number;
  /** How many acknowledged writes the store never applied: 1 if B's was not applied, else 0. */
  writesDropped: number;
}

/** A write's stamp: a clock reading in tenths (`wall`) or a counter (`lamport`), with how the chart prints it. */
export interface Stamp {
  kind: Order;
  /** Tenths of the writer's clock, or the counter. */
  value: number;
  /** "4.0 s", or "1". */
  text: string;
}

/** One write, as the chart draws it: a mark at its real time on its client's lane. */
export interface Write {
  by: Client;
  /** Real time, tenths. */
  t: number;
  value: number;
  stamp: Stamp;
  /** The store applied it; false: acknowledged and dropped. */
  applied: boolean;
  /** Index of the log line where the store handles it. */
  event: number;
}

/** One read of the store by a client: what it saw, and when. */
export interface Read {
  by: Client;
  t: number;
  value: number;
  /** The counter of the value read, or null when it has none (the store's first 10, or with `wall`). */
  counter: number | null;
  /** Index of the log line. */
  event: number;
}

/** The store's value at the start and after each write it applied, with the stamp it keeps beside it. */
export interface Held {
  t: number;
  value: number;
  /** The stamp of the write that set it; null for the 10 it starts with. */
  stamp: Stamp | null;
  by: Client | null;
  event: number;
}

/** A whole run: the kit's log, outcome and explanation, with the facts and what the chart draws. */
export interface Run extends KitRun<Settings, Verdict> {
  result: Result;
  /** A's write, then B's. */
  writes: Write[];
  /** The clients' reads of the store, in time order. */
  reads: Read[];
  /** The store's value at the start and after each applied write. */
  held: Held[];
  /** A's clock minus real time, tenths (the chart draws A's clock beside real time with this offset). */
  skew: number;
  /** Where the chart's time axis ends: 1 s after the last line of the log (tenths). */
  chartEnd: number;
}
