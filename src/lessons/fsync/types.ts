/**
 * The data contract of the fsync model (lesson spec, Part 2): its actors, places, verdicts, outcome facts, the
 * record's journey (which the words and the chart read) and its run. Times are integer tenths.
 */
import type { ChartedRun } from '../../kit/index.ts';
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
export type Facts = {
  userWasTold: Told;
  fileAfterCrash: FileState;
  savedThenLost: boolean;
};

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

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
