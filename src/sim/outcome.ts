/**
 * From a played run to the outcome block and its one-word verdict (spec Part 2, "Outcome").
 * Shared by `simulate` and `sweep`, so both judge a run by the same rules.
 */
import { play } from './model.ts';
import type { Played, TenthsSettings } from './model.ts';
import type { Outcome, Verdict } from './types.ts';

/** The outcome of a played run; plays the same settings with fencing on, when needed, for "It should be". */
export function outcomeOf(s: TenthsSettings, played: Played): Outcome {
  const shouldBe = s.fencing ? played.finalValue : play({ ...s, fencing: true }, null).finalValue;
  return {
    finalValue: played.finalValue,
    shouldBe,
    staleAccepted: played.staleAccepted,
    staleRefused: played.staleRefused,
    updateLost: played.finalValue !== shouldBe,
  };
}

/** The verdict of an outcome: a lost update first, then a refusal, then a late write that did no harm. */
export function verdictOf(o: Outcome): Verdict {
  if (o.updateLost) return 'lost';
  if (o.staleRefused) return 'refused';
  if (o.staleAccepted) return 'late-harmless';
  return 'safe';
}
