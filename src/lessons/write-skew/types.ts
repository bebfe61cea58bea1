/**
 * The data contract of the write-skew model (lesson spec, Part 2): its actors, verdicts and outcome facts, the
 * transactions the rules record (which the words and the chart read), and its run. Plain, serialisable data; times
 * are integer tenths of a second.
 */
import type { ChartedRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/** The two doctors who run a transaction. */
export type Doctor = 'alice' | 'bob';
/** A row of the database: one per doctor. Carol runs no transaction. */
export type Row = Doctor | 'carol';
/** Who acts in a run: the two transactions and the database. */
export type Actor = Doctor | 'db';

/**
 * How a run ends, in a word:
 * - `kept`: someone is still on call, with no wait and no abort;
 * - `waited`: kept, after a wait for the other's locks;
 * - `aborted`: kept, after a serialization failure;
 * - `broken`: nobody is on call.
 */
export type Verdict = 'kept' | 'waited' | 'aborted' | 'broken';

/** Why a transaction was aborted (PostgreSQL's two messages, rules 3 and 4). */
export type Failure = 'concurrent-update' | 'read-write';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  /** Doctors on call at the end. */
  doctorsOnCall: number;
  /** At least one doctor on call at the end. */
  ruleKept: boolean;
  /** Transactions aborted with a serialization failure. */
  aborted: number;
  /** Every wait for the other's row locks, added up, in seconds. */
  timeWaiting: number;
};

/** One transaction of a doctor (a retry is a second one), as the rules record it. */
export interface Attempt {
  doctor: Doctor;
  /** 1, or 2 for a retry. */
  tryNo: number;
  /** When it began: its read began then (tenths). */
  begin: number;
  /** A wait for the other's locks, from `begin` to when the other ended, or null. */
  wait: { from: number; to: number } | null;
  /** When its read completed, or null when it was aborted while waiting. */
  readAt: number | null;
  /** How many it counted on call. */
  count: number | null;
  /** When it wrote its own row off call (a count of two or more) or chose to stay, or null if it never got there. */
  writeAt: number | null;
  /** It set its own row off call. */
  wrote: boolean;
  /** When it committed or was aborted, or null if it never ended (it always does). */
  end: number | null;
  /** Why it was aborted, or null when it committed. */
  failure: Failure | null;
}

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
