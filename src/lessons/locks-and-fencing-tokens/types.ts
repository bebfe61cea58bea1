import type { KitRun, LogEvent } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/**
 * The data contract of the lease-and-fencing model (lesson spec, Part 2).
 * Everything here is plain, serialisable data: no functions, no classes, no dates.
 * Times inside a run are integer tenths of a second ("t"); settings are in seconds as a reader sees them.
 */

export type { Settings } from './settings.ts';

/** Who does something in a run. */
export type Actor = 'A' | 'B' | 'lock' | 'store';

/** What kind of thing happened; the structured facts ride in `SimEvent.facts`. */
export type EventKind =
  | 'grant' // the lock service gives a client the lock (facts: client, token, leaseEnd)
  | 'lease-terms' // the lock service says when the lease will end whatever the holder does
  | 'read' // a client reads the store (facts: client, value, plan)
  | 'check-ok' // A asks and is told it still holds the lock (facts: left)
  | 'check-expired' // A asks, learns its lease has ended, and gives up
  | 'pause' // A freezes (facts: duration)
  | 'expire' // a lease runs out (facts: client)
  | 'ask-wait' // B asks while the lock is held and waits
  | 'write' // a client writes (facts: client, value, token, stale)
  | 'store-accept' // the storage accepts a write (facts: value, token, overwrote)
  | 'store-refuse' // the storage refuses a write (facts: token, highest)
  | 'release'; // a client releases the lock (facts: client)

/** One line of the "In order" log. */
export interface SimEvent extends LogEvent {
  /** Integer tenths of a second since the start. */
  t: number;
  /** The time as printed: one decimal and a unit, "10.3 s". */
  time: string;
  actor: Actor;
  /** The actor as printed: "Client A", "Client B", "Lock service", "Storage". */
  actorName: string;
  kind: EventKind;
  /** The sentence a reader sees, built from `facts`. */
  text: string;
  /** The facts behind the sentence (numbers in tenths where they are times). */
  facts: Readonly<Record<string, number | string | boolean>>;
  /** The value in the store right after this event. */
  storeValue: number;
}

/** A span of time in tenths, `from` inclusive, `to` exclusive. */
export interface Span {
  from: number;
  to: number;
}

/** One write as the chart marks it. */
export interface WriteMark {
  client: 'A' | 'B';
  t: number;
  value: number;
  token: number;
  accepted: boolean;
  /** The writer's lease had ended when the write arrived. */
  stale: boolean;
}

/** One client's lane of the "Who held the lock when" chart. */
export interface Lane {
  client: 'A' | 'B';
  /** When the client asked for the lock (tenths). */
  askedAt: number;
  /** Waiting for the lock, if it had to (B only). */
  waited: Span | null;
  /** Holding a live lease: from the grant to its release or its end. Null if never granted. */
  held: Span | null;
  /** Token of its grant, or null if never granted. */
  token: number | null;
  /** Where its lease ran out on its own (no release), or null. */
  leaseEndedAt: number | null;
  /** A only: the pause, or null when the pause is 0 or A gave up before it. */
  paused: Span | null;
  /** A only: where A woke, or null. */
  wokeAt: number | null;
  writes: WriteMark[];
}

/** The outcome block of the page. */
export interface Outcome {
  finalValue: number;
  /** The final value of the same settings with fencing on (writes applied in token order). */
  shouldBe: number;
  /** The storage accepted a write from a client whose lease had ended. */
  staleAccepted: boolean;
  /** The storage refused a write. */
  staleRefused: boolean;
  /** finalValue differs from shouldBe: someone's update was overwritten. */
  updateLost: boolean;
}

/** How one run ends, in one word: the sweep strip's colours. */
export type Verdict = 'safe' | 'late-harmless' | 'lost' | 'refused';

/** The storage after a change: its value and the highest token it has accepted so far (0 before any). */
export interface StorePoint {
  t: number;
  value: number;
  highest: number;
}

/** A whole run: the kit's run (log, outcome rows, verdict, explanation) and what this lesson's chart draws. */
export interface Run extends KitRun<Settings, Verdict> {
  events: SimEvent[];
  lanes: { A: Lane; B: Lane };
  /** The storage over time, from its start (t 0): one point per accepted write. Read from the log. */
  store: StorePoint[];
  /**
   * When A believes it holds the lock: from its grant until it writes or learns that it lost the lock. Past its
   * lease's end this is the lesson's idea: A acts on a lock the lock service has already taken back.
   */
  beliefA: Span | null;
  /** The outcome as facts, with whether an update was overwritten: the rows carry the same facts. */
  result: Outcome;
}
