/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/quorums.yaml names them by id
 * and words them. Each turns on one idea: R + W > N is what closes the gap, and the count works for any N.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import { doneTime, storeTime } from './rules.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict>;

/**
 * True when no read time of the simulator's range (0 to 10 s, every 0.1 s) and no slow count (0 to N - 1) gives a
 * stale read with these N, W and R: the guarantee a reader can count on, whichever replicas are late.
 */
export function neverStale(s: Pick<Settings, 'n' | 'w' | 'r'>): boolean {
  for (let slow = 0; slow < s.n; slow++) {
    const run = { ...s, slow, readAt: 0 };
    const done = doneTime(run);
    for (let t = done; t <= 100; t++) {
      const fresh = Array.from({ length: s.r }, (_, k) => s.n - k).some((i) => storeTime(run, i) <= t);
      if (!fresh) return false;
    }
  }
  return true;
}

/** The lesson's checks by id. */
export const CHECKS = {
  /** Five replicas, W = 3: the least R for which no slow count and no read time can give a stale read. */
  'least-read-quorum': {
    shows: ['n', 'w', 'r'],
    met: ({ settings }) =>
      settings.n === 5 && settings.w === 3 && neverStale(settings) && !neverStale({ ...settings, r: settings.r - 1 }),
    search: { from: { n: 5, w: 3, r: 3 }, key: 'readAt' },
  },
  /** A stale read with five replicas while B asks two: the write must miss both of the replicas asked. */
  'stale-with-five': {
    shows: ['n', 'w', 'r', 'slow', 'readAt'],
    met: ({ settings, verdict }) => settings.n === 5 && settings.r === 2 && verdict === 'stale',
    search: { from: { n: 5, w: 3, r: 2, slow: 2 }, key: 'readAt' },
  },
} satisfies Record<string, Check>;
