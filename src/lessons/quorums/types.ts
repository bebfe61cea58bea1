/**
 * The data contract of the quorums model (lesson spec, Part 2): its verdicts, its outcome facts and its run.
 */
import type { ChartedRun } from '../../kit/index.ts';
import type { Settings } from './settings.ts';

/**
 * How a run ends, in a word:
 * - `fresh`: B's read returns 15, the latest write;
 * - `stale`: A had been told "done" at or before the read, and the read still returns 10;
 * - `early`: the read returns 10, but A had not been told "done" yet: the write was not finished.
 */
export type Verdict = 'fresh' | 'stale' | 'early';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  /** What B's read returns: 10 or 15. */
  valueRead: number;
  /** When A is told its write is done, seconds (1.2 or 6.1). */
  ackAt: number;
  /** A had been told "done" at or before the read, and the read returned 10. */
  stale: boolean;
  /** How many replicas had stored 15 when B read. */
  holding: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;
