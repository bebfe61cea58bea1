/**
 * The data contract of the quorums model (lesson spec, Part 2): what one run holds beyond the kit's run, for the
 * outcome facts and the chart. Plain, serialisable data; times are integer tenths of a second.
 */
import type { KitRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/**
 * How a run ends, in a word:
 * - `fresh`: B's read returns 15, the latest write;
 * - `stale`: A had been told "done" at or before the read, and the read still returns 10;
 * - `early`: the read returns 10, but A had not been told "done" yet: the write was not finished.
 */
export type Verdict = 'fresh' | 'stale' | 'early';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export interface Result {
  /** What B's read returns: 10 or 15. */
  valueRead: number;
  /** When A is told its write is done, seconds (1.2 or 6.1). */
  ackAt: number;
  /** A had been told "done" at or before the read, and the read returned 10. */
  stale: boolean;
  /** How many replicas had stored 15 when B read. */
  holding: number;
}

/** One replica of the run, as its lane shows it. */
export interface Replica {
  /** 1 to N. */
  index: number;
  /** "Replica 1". */
  name: string;
  /** Gets A's write late (one of the highest-numbered). */
  slow: boolean;
  /** When it stores 15 (tenths): 11, or 60 when slow. */
  storedAt: number;
  /** B asks it. */
  asked: boolean;
}

/** One message as the chart draws it: a line from one lane to another, sent at `sent`, arriving at `arrives`. */
export interface Message {
  kind: 'write' | 'ack' | 'ask' | 'answer';
  /** The replica it goes to or comes from (1 to N). */
  replica: number;
  sent: number;
  arrives: number;
  /** What an answer carries (10 or 15); for other messages, the value written (15) or null. */
  value: number | null;
  /** An answer of a stale read (10, after A was told "done"): the chart marks it. */
  stale: boolean;
  /** Index of the log line at which it is drawn (its arrival), for playback. */
  event: number;
}

/** A whole run: the kit's log, outcome and explanation, with the facts and what the chart draws. */
export interface Run extends KitRun<Settings, Verdict> {
  result: Result;
  replicas: Replica[];
  /** Every message, in the order they arrive. */
  messages: Message[];
  /** When A is told "done" (tenths): the W-th acknowledgement's arrival. */
  doneAt: number;
  /** When B reads (tenths). */
  readAt: number;
  /** Where the chart's time axis ends (tenths): a little past the log's last line. */
  chartEnd: number;
}
