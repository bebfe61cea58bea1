/**
 * The data contract of the last-write-wins model (lesson spec, Part 2): its verdicts, its outcome facts, the writes
 * and reads the rules record, and its run. Plain, serialisable data; times are integer tenths of a second.
 */
import type { ChartedRun, SeriesPoint } from '../../kit/index.ts';
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
export type Facts = {
  /** What the store holds at the end. */
  valueKept: number;
  /** Both updates together: 10 + 1 + 5. */
  shouldBe: number;
  /** 1 if the value kept is not 16, else 0. */
  updatesLost: number;
  /** How many acknowledged writes the store never applied: 1 if B's was not applied, else 0. */
  writesDropped: number;
};

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
}

/** One read of the store by a client: what it saw, and when. */
export type Read = Pick<Write, 'by' | 't' | 'value'>;

/** The store's value at the start and after each write it applied, with the stamp it keeps beside it (null for the
 * 10 it starts with). */
export type Held = SeriesPoint<number> & { stamp: Stamp | null };

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
