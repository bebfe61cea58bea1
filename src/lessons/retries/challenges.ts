/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/retries.yaml names them by id
 * and words them. Each one turns on one idea of the lesson: a write that is safe to repeat can be applied twice and
 * do no harm; remembering request ids catches a repeat, but not a first copy that comes late.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Facts, Verdict } from './types.ts';

type Check = ChallengeCheck<Settings, Verdict, Facts>;

/** The lesson's checks by id. */
export const CHECKS = {
  /** A's write applied twice, and the run still ends safe: the value right and A told the truth. */
  'twice-and-harmless': {
    shows: ['op', 'lose', 'bAt'],
    met: ({ facts, verdict }) => facts.timesApplied === 2 && verdict === 'safe',
    search: { from: { op: 'set' }, key: 'bAt' },
  },
  /**
   * The server remembers request ids and A retries, yet B's update, which a run with nothing lost keeps, is undone.
   * (With B before A's first try, "set to 11" undoes B's update with nothing lost too: that is not a retry's doing.)
   */
  'ids-cannot-help': {
    shows: ['op', 'lose', 'ids', 'bAt'],
    met: ({ settings, facts, verdict }) =>
      settings.ids && settings.retry && verdict === 'overwritten' && facts.valueAtEnd !== facts.shouldBe,
    search: { from: { op: 'set', lose: 'request', ids: true }, key: 'bAt' },
  },
} satisfies Record<string, Check>;
