/**
 * The data contract of the split-brain model (lesson spec, Part 2): its verdicts, what the rules record of each write
 * and of the heal, its outcome facts and its run. Plain, serialisable data; times are integer tenths of a second.
 */
import type { ChartedRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/** The run in a word: every write kept; one refused (nothing lost); both refused; an acknowledged write lost. */
export type Verdict = 'kept' | 'refused' | 'stalled' | 'lost';

/** The two groups of replicas: Replica 1 .. N - cut, and the highest-numbered `cut`. */
export type Side = 'main' | 'cut';
export type Client = 'A' | 'B';

/** What every replica of one side holds: the value, its stamp (tenths) and who wrote it last. */
export interface Held {
  value: number;
  stamp: number;
  writer: Client | null;
}

/** One client's write as it went. */
export interface Write {
  client: Client;
  amount: 1 | 5;
  at: number;
  /** The side it reached, or `all` outside the partition. */
  reached: Side | 'all';
  accepted: boolean;
  /** Accepted, and the value at the end does not include it. */
  lost: boolean;
}

/** The heal: what each side held, which side won, and the acknowledged writes the loser's value held and lost. */
export interface Heal {
  at: number;
  main: Held;
  cut: Held;
  winner: Side;
  dropped: Client[];
}

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  finalValue: number;
  accepted: number;
  refused: number;
  lost: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
