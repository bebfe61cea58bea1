import type { ChartedRun, LogEvent } from '../../kit/index.ts';
import type { Actor, Happening } from './rules.ts';
import type { Settings } from './settings.ts';

/**
 * The data contract of the lease-and-fencing model (lesson spec, Part 2).
 * Everything here is plain, serialisable data: no functions, no classes, no dates.
 * Times inside a run are integer tenths of a second ("t"); settings are in seconds as a reader sees them.
 */

export type { Settings } from './settings.ts';

export type { Actor } from './rules.ts';

/** What kind of thing happened (rules.ts names each kind's facts). */
export type EventKind = Happening['kind'];

/** One line of the "In order" log: the kit's line, with the facts behind its sentence (times in tenths) and the
 * value in the store right after it. */
export interface SimEvent extends LogEvent {
  actor: Actor;
  kind: EventKind;
  facts: Readonly<Record<string, number | string | boolean>>;
  storeValue: number;
}

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  finalValue: number;
  /** The final value of the same settings with fencing on (writes applied in token order). */
  shouldBe: number;
  /** The storage accepted a write from a client whose lease had ended. */
  staleAccepted: boolean;
  /** The storage refused a write. */
  staleRefused: boolean;
};

/** How one run ends, in one word: the sweep strip's colours. */
export type Verdict = 'safe' | 'late-harmless' | 'lost' | 'refused';

/** A whole run: the kit's run (log, outcome rows, verdict, explanation) with the log's own lines, and the chart
 * mapped from the state (`run.chart`, lanes.ts). */
export interface Run extends ChartedRun<Settings, Verdict> {
  events: SimEvent[];
}
