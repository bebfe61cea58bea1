/** The challenges' checks over a settled run (content/lessons/lost-update.yaml words them). Each turns on one idea: a
 * smaller window is not no window, and the lock's price grows with the holder's work. */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Facts } from './model.ts';
import type { Verdict } from './texts.ts';

export const CHECKS = {
  /** With plain read-then-write, A's own update is the one lost: B wrote over it. */
  'lose-a': {
    shows: ['method', 'aWork', 'bAt'],
    met: ({ settings, facts }) => settings.method === 'plain' && facts.finalValue === 15,
    search: { from: { method: 'plain', aWork: 0.3 }, key: 'bAt' },
  },
  /** With the lock, the clients wait 3 s or more in all. */
  'long-wait': {
    shows: ['method', 'aWork', 'bAt'],
    met: ({ settings, facts }) => settings.method === 'lock' && facts.timeWaiting >= 3,
    search: { from: { method: 'lock', bAt: 1 }, key: 'aWork' },
  },
} satisfies Record<string, ChallengeCheck<Settings, Verdict, Facts>>;
