/** The challenges of free play as checks over a settled run, worded in content/lessons/fsync.yaml. Each turns on one
 * idea: without fsync, "saved" is a bet on the next flush; from a disk's cache, even fsync's answer comes too soon. */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

/** The lesson's checks by id. */
export const CHECKS = {
  'fast-flush-still-lost': {
    shows: ['flushEvery', 'crashAt'],
    met: ({ settings, verdict }) => !settings.fsync && settings.flushEvery === 1 && verdict === 'lost',
    search: { from: { flushEvery: 1 }, key: 'crashAt' },
  },
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
} satisfies Record<string, ChallengeCheck<Settings, Verdict>>;
