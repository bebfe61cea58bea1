/** The challenges' checks over a settled run; content/lessons/split-brain.yaml names and words them. */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict>;

export const CHECKS = {
  /** Seven replicas, and the write that four or more of them acknowledged is the one lost: the value ends at 15. */
  'majority-write-lost': {
    shows: ['n', 'cut', 'policy', 'bAt', 'healAt'],
    met: ({ settings, verdict, facts }) => settings.n === 7 && verdict === 'lost' && facts['finalValue'] === 15,
    search: { from: { n: 7, cut: 3 }, key: 'bAt' },
  },
  /** A majority-only store that refuses both writes: an even split, both writes inside the partition. */
  'nobody-writes': {
    shows: ['n', 'cut', 'policy', 'bAt', 'healAt'],
    met: ({ settings, verdict }) => settings.policy === 'majority' && verdict === 'stalled',
    search: { from: { policy: 'majority', n: 6, cut: 3 }, key: 'bAt' },
  },
} satisfies Record<string, Check>;
