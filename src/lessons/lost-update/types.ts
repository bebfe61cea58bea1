/** The data contract of the lost-update model (lesson spec, Part 2): plain, serialisable data; times in tenths. */
import type { ChartedRun, SeriesPoint } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/** The two clients. */
export type Client = 'A' | 'B';

/**
 * How a run ends, in a word:
 * - `kept`: both updates count, with no retry and no waiting;
 * - `retried`: both count, after a refused compare-and-set was tried again;
 * - `waited`: both count, and a client waited for the lock;
 * - `lost`: one update was written over, and nobody was told.
 */
export type Verdict = 'kept' | 'retried' | 'waited' | 'lost';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  finalValue: number;
  shouldBe: number;
  /** 0, or 1 when one client's update was written over. */
  updatesLost: number;
  /** How many compare-and-set writes were refused and tried again. */
  retries: number;
  /** Both clients' waits for the lock, added up, in seconds. */
  timeWaiting: number;
};

/** One read-modify-write of a client: its read (none for an atomic add), the span of its work, and its write. */
export interface Attempt {
  client: Client;
  /** When it read (tenths); for an atomic add, which reads nothing, when its work began. */
  from: number;
  /** When it wrote, or tried to (tenths). */
  to: number;
  /** The value it read, or null for an atomic add. */
  read: number | null;
  /** What it wrote (or asked to write, when refused); for an atomic add, the counter's value after it. */
  value: number;
  amount: number;
  refused: boolean;
  /** A write that replaced the other client's update: worked out from a value read before that update. */
  overwrote: boolean;
  /** Index of the log line that reads (the write's line for an atomic add). */
  readEvent: number;
  /** Index of the log line that writes or is refused. */
  writeEvent: number;
}

/** A client waiting for the lock, from when it asked to when it took it (tenths); `event`: the log line it starts. */
export interface Wait {
  client: Client;
  from: number;
  to: number;
  event: number;
}

/** Where two clients' read-modify-write windows overlap: each read before the other's write (tenths). */
export type Overlap = { from: number; to: number };

/** The counter's value after a change (or at the start): who changed it, and the log line that reports it. */
export type ValueMark = SeriesPoint<number> & { by: 'start' | Client };

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
