/**
 * The shape of a run that every island renders, whatever the lesson: the ordered log, the outcome rows with a
 * verdict, the explanation, and where the run ends. A lesson's run adds what only its own chart draws.
 */
import type { SettingsRecord } from './settings.ts';
import type { Tone } from './tones.ts';

/** One line of the "In order" log. */
export interface LogEvent {
  /** Integer tenths of a second since the start. */
  t: number;
  /** The time as printed: one decimal and a unit, "10.3 s". */
  time: string;
  /** Who acted, as a lesson names its actors ("A", "server1"). */
  actor: string;
  /** The actor as printed: "Client A", "Server 1". */
  actorName: string;
  /** Which sentence this is (a lesson's spec names them): tests read a log as [time, actor, kind]. */
  kind: string;
  /** The sentence a reader sees. */
  text: string;
}

/** A fact of an outcome as lesson data states it: a number, yes/no, or a word. */
export type OutcomeFact = number | boolean | string;

/** One term and value of the outcome panel (a `dl`). */
export interface OutcomeRow {
  /** Stable id of the row: "finalValue". */
  key: string;
  /** The term as the page prints it: "Final value". */
  term: string;
  /** The value as the page prints it: "11", "yes". */
  value: string;
  /** How the value reads: a lost update is harm, a refused stale write refused. */
  tone: Tone;
  /** The fact the row states (11, true, "saved"), under `key` in lesson data's `expected:`: the model's facts. */
  fact: OutcomeFact;
}

/** How a run ends, in a word, with the words and tone every island uses for it. */
export interface VerdictInfo {
  /** "Update lost". */
  label: string;
  tone: Tone;
  /** A one-character mark drawn beside the label and on maps, so tone is never told by colour alone. */
  symbol: string;
}

/** What every lesson's run holds. */
export interface KitRun<S extends SettingsRecord = SettingsRecord, V extends string = string> {
  /** What was actually run (after corrections). */
  settings: S;
  events: LogEvent[];
  outcome: OutcomeRow[];
  verdict: V;
  /** The plain-words explanation under the outcome. */
  explanation: string;
  /** Time of the last event (tenths); a chart's axis runs at least this far. */
  end: number;
}

/** Index of the last event at or before `t` (tenths), or -1 before the first event. */
export function eventIndexAt(events: readonly { t: number }[], t: number): number {
  let lo = 0;
  let hi = events.length;
  // Find the first event later than t; the one before it is the answer.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((events[mid]?.t ?? Infinity) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
