/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/last-write-wins.yaml names
 * them by id and words them. Each turns on one idea: the skew against the gap decides a timestamp's order, however
 * small the skew, and a counter orders only what one write saw of the other.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict>;

/** The lesson's checks by id. */
export const CHECKS = {
  /** By the clocks, with A's clock 3 s ahead, B's write kept: B must wait out the skew. */
  'outwait-the-skew': {
    shows: ['order', 'skew', 'gap'],
    met: ({ settings, facts }) =>
      settings.order === 'wall' && settings.skew >= 3 && settings.bRead && facts['valueKept'] === 16,
    search: { from: { order: 'wall', skew: 3 }, key: 'gap' },
  },
  /** A clock only a tenth of a second ahead still drops a write: B's write must come sooner than the skew. */
  'tiny-skew': {
    shows: ['order', 'skew', 'gap'],
    met: ({ settings, facts }) =>
      settings.order === 'wall' && settings.skew > 0 && settings.skew <= 0.1 && facts['writesDropped'] === 1,
    search: { from: { order: 'wall', skew: 0.1 }, key: 'gap' },
  },
  /** The logical clock loses an update too: only when B's write did not see A's. */
  'counter-loses': {
    shows: ['order', 'bRead'],
    met: ({ settings, facts }) => settings.order === 'lamport' && facts['updatesLost'] === 1,
    search: { from: { order: 'lamport', bRead: false }, key: 'gap' },
  },
} satisfies Record<string, Check>;
