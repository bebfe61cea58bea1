/**
 * The data contract of the retries model (lesson spec, Part 2): its verdicts, its outcome facts, what the rules
 * record, and its run. Plain, serialisable data; times are integer tenths.
 */
import type { ChartedRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/** Who acts in a run: the two clients, the server, and the network that loses messages. */
export type Actor = 'A' | 'network' | 'server' | 'B';

/** A lane of the chart: the network has none, since a message crosses it at once. */
export type LaneId = 'A' | 'server' | 'B';

/** What A was told in the end: a reply saying "done", one saying "refused", or none at all. */
export type Told = 'done' | 'refused' | 'nothing';

/**
 * How a run ends, in a word:
 * - `safe`: the value is what it should be and A was told the truth;
 * - `refused`: A's conditional write found B's update and was refused, and A was told so;
 * - `duplicate`: A's "add 1" was applied twice;
 * - `overwritten`: A's "set to 11" landed after B's update and wiped out B's 5;
 * - `missing`: A's write never took effect although it should have, and A does not know;
 * - `unknown`: the value is right, but A was told nothing and cannot tell whether its write happened;
 * - `misled`: A was told "refused" although its write took effect.
 */
export type Verdict = 'safe' | 'refused' | 'duplicate' | 'overwritten' | 'missing' | 'unknown' | 'misled';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  /** The server's value when nothing more happens. */
  valueAtEnd: number;
  /** The value at the end of the same settings with nothing lost (and so nothing retried). */
  shouldBe: number;
  /** How many times the server applied A's write: a refusal and an answer from memory do not count. */
  timesApplied: number;
  /** What the reply that reached A said, or "nothing". */
  aWasTold: Told;
};

/** One message the rules send, as the chart draws it: an arrow between two lanes at the instant it is sent. */
export interface Message {
  /** When it is sent (tenths); messages take no time here, so it also arrives then, unless lost. */
  t: number;
  from: LaneId;
  to: LaneId;
  /** The message in full, as the log quotes it: "add 1", "done: 17". */
  label: string;
  /** A few characters for a narrow chart: "add 1", "set 11", "refused". */
  short: string;
  /** The network lost it: the arrow stops halfway, with a cross. */
  lost: boolean;
}

/** The server's value after a change (or at the start), as its lane prints it. */
export interface ValueMark {
  t: number;
  value: number;
  /** Who changed it: nobody at the start, A's write, or B's "add 5". */
  by: 'start' | 'A' | 'B';
  /** Index of the log line that reports it. */
  event: number;
}

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
