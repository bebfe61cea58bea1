/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/fsync.yaml names them by id
 * and words them. Each turns on one idea: without fsync, "saved" is a bet on the next flush; with a disk that
 * answers from its cache, even fsync's answer comes too soon.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './types.ts';

type Check = ChallengeCheck<Settings, Verdict>;

/** The lesson's checks by id. */
export const CHECKS = {
  /** The OS flushes every second, no fsync, and the record is still lost. */
  'fast-flush-still-lost': {
    shows: ['flushEvery', 'crashAt'],
    met: ({ settings, verdict }) => !settings.fsync && settings.flushEvery === 1 && verdict === 'lost',
    search: { from: { flushEvery: 1 }, key: 'crashAt' },
  },
  /** fsync on, and still saved, then lost. */
  'fsync-and-lost': {
    shows: ['fsync', 'diskCache', 'crashAt'],
    met: ({ settings, verdict }) => settings.fsync && verdict === 'lost',
    search: { from: { fsync: true, diskCache: true }, key: 'crashAt' },
  },
  /** No fsync, and the record kept though the power failed within 3 s of "saved". */
  'lucky-without-fsync': {
    shows: ['flushEvery', 'crashAt'],
    met: ({ settings, verdict }) => !settings.fsync && verdict === 'kept' && settings.crashAt < 4,
    search: { from: { flushEvery: 2, crashAt: 3 }, key: 'crashAt' },
  },
} satisfies Record<string, Check>;
