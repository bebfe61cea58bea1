/** The challenges of free play as checks over a settled run, worded in content/lessons/retries.yaml. Each turns on one
 * idea: a write safe to repeat can be applied twice and do no harm; request ids catch a repeat, not a late first copy. */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Facts } from './model.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

export const CHECKS = {
  'twice-and-harmless': {
    shows: ['op', 'lose', 'bAt'],
    met: ({ facts, verdict }) => facts.timesApplied === 2 && verdict === 'safe',
    search: { from: { op: 'set' }, key: 'bAt' },
  },
  /** The server remembers request ids and A retries, yet B's update, which a run with nothing lost keeps, is undone.
   * (With B before A's first try, "set to 11" undoes B's update with nothing lost too: that is not a retry's doing.) */
  'ids-cannot-help': {
    shows: ['op', 'lose', 'ids', 'bAt'],
    met: ({ settings, facts, verdict }) =>
      settings.ids && settings.retry && verdict === 'overwritten' && facts.valueAtEnd !== facts.shouldBe,
    search: { from: { op: 'set', lose: 'request', ids: true }, key: 'bAt' },
  },
} satisfies Record<string, ChallengeCheck<Settings, Verdict, Facts>>;
