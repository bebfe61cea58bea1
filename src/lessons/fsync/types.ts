/**
 * The data contract of the fsync model (lesson spec, Part 2): what one run holds beyond the kit's run, for the
 * outcome facts and the chart "Where the record was". Plain, serialisable data; times are integer tenths.
 */
import type { KitRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/** Who acts in a run: the program, the operating system, the disk, and the power that fails. */
export type Actor = 'program' | 'os' | 'disk' | 'power';

/** A lane of the chart, top to bottom: the disk's cache is drawn only when that setting is on. */
export type LaneId = 'program' | 'memory' | 'diskCache' | 'disk';

/** What the user was told: "saved", or nothing at all. */
export type Told = 'saved' | 'nothing';

/** What the file on the disk holds after the crash. */
export type FileState = 'new record' | 'old record';

/**
 * Where the new record was at the moment the power failed:
 * - `unwritten`: the program had not written it yet;
 * - `memory`: in the operating system's page cache only;
 * - `sending`: sent to the disk, which had not answered yet;
 * - `diskCache`: in the disk's own cache, after the disk had answered "done";
 * - `safe`: on the disk itself, where a power failure cannot reach it.
 */
export type Place = 'unwritten' | 'memory' | 'sending' | 'diskCache' | 'safe';

/**
 * How a run ends, in a word:
 * - `kept`: the user was told "saved" and the file has the new record;
 * - `lost`: the user was told "saved" and the file has the old record (saved, then lost);
 * - `unfinished`: the power failed while fsync was waiting, so nobody was told "saved", and nothing was promised;
 * - `unwritten`: the power failed before the program wrote anything.
 */
export type Verdict = 'kept' | 'lost' | 'unfinished' | 'unwritten';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export interface Result {
  userWasTold: Told;
  fileAfterCrash: FileState;
  savedThenLost: boolean;
}

/** One of the operating system's flushes, as the memory lane ticks it. */
export interface Flush {
  t: number;
  /** This flush sent the new record to the disk. */
  carried: boolean;
  /** It would have come after the power failed: drawn as a flush that never happened. */
  afterCrash: boolean;
}

/** The record's journey, as the chart draws it: each time is null when that step never happened. */
export interface Journey {
  /** When write() put the record in memory. */
  writtenAt: number | null;
  /** When it was sent to the disk: at the flush, or at once by fsync. */
  sentAt: number | null;
  /** What sent it. */
  sentBy: 'flush' | 'fsync' | null;
  /** When the disk answered "done" (0.2 s after it was sent). */
  answeredAt: number | null;
  /** When it was safe on the disk itself. */
  safeAt: number | null;
  /** When the program told the user "saved". */
  toldAt: number | null;
  /** When the program called fsync, and when fsync returned (null: it never did). */
  fsyncFrom: number | null;
  fsyncTo: number | null;
}

/** A lane of the chart, top to bottom. */
export interface Lane {
  id: LaneId;
  /** As the chart labels it: "Memory". */
  name: string;
}

/** A whole run: the kit's log, outcome and explanation, with the facts and what the chart draws. */
export interface Run extends KitRun<Settings, Verdict> {
  result: Result;
  /** Program, Memory, the disk's cache (only when that setting is on), Disk. */
  lanes: readonly Lane[];
  journey: Journey;
  /** When the power failed (tenths). */
  crashAt: number;
  /** Where the record was when it did. */
  lostFrom: Place;
  /** The operating system's flushes from the first up to the chart's end. */
  flushes: Flush[];
  /** The first flush strictly after the write at 1.0 s, whether or not it came before the power failed. */
  nextFlush: number;
  /** Index of the log line of each step, for playback: the crash's line. */
  crashEvent: number;
  /** Where the chart's time axis ends (tenths): 1 s past the crash, the last line and the record's flush. */
  chartEnd: number;
}
