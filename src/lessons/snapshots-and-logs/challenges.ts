/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/snapshots-and-logs.yaml names
 * them by id and words them. Each turns on one idea: a snapshot leaves a window however often it comes, a snapshot
 * that keeps everything was lucky, and snapshots with a log keep the replay short.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Facts } from './model.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict, Facts>;

/** The lesson's checks by id. */
export const CHECKS = {
  'every-second-still-loses': {
    shows: ['persist', 'snapEvery', 'crashAt'],
    met: ({ settings, verdict }) =>
      settings.persist === 'snapshots' && settings.snapEvery === 1 && verdict === 'lost-some',
    search: { from: { persist: 'snapshots', snapEvery: 1 }, key: 'crashAt' },
  },
  'lucky-snapshot': {
    shows: ['persist', 'snapEvery', 'crashAt'],
    met: ({ settings, verdict }) => settings.persist === 'snapshots' && settings.snapEvery >= 5 && verdict === 'kept',
    search: { from: { persist: 'snapshots', snapEvery: 5 }, key: 'crashAt' },
  },
  'short-replay': {
    shows: ['persist', 'snapEvery', 'crashAt'],
    met: ({ settings, facts, verdict }) =>
      settings.crashAt >= 19 && verdict === 'kept' && facts.replayed <= 3 && settings.persist !== 'snapshots',
    search: { from: { persist: 'both', snapEvery: 4 }, key: 'crashAt' },
  },
} satisfies Record<string, Check>;
