/**
 * From a played run to the outcome block and its one-word verdict (spec Part 2, "Outcome").
 * Shared by `simulate` and `judge`, so the run and every sweep judge by the same rules.
 */
import { yesNo } from '../kit/index.ts';
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
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

/**
 * Each verdict's words, tone and mark, in the order a legend lists them. A refused stale write is the fix
 * working, so it reads as good; a late write that did no harm is its own calm state.
 */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Safe', tone: 'good', symbol: '✓' },
  'late-harmless': { label: 'Late but harmless', tone: 'calm', symbol: '◷' },
  lost: { label: 'Update lost', tone: 'bad', symbol: '⚠' },
  refused: { label: 'Refused', tone: 'good', symbol: '⊘' },
});

/** The outcome panel's rows (spec Part 1: the four terms, in order). */
export function rowsOf(o: Outcome): OutcomeRow[] {
  return [
    { key: 'finalValue', term: 'Final value', value: String(o.finalValue), tone: o.updateLost ? 'bad' : 'good' },
    { key: 'shouldBe', term: 'It should be', value: String(o.shouldBe), tone: 'neutral' },
    {
      key: 'staleAccepted',
      term: 'Stale write accepted',
      value: yesNo(o.staleAccepted),
      tone: o.staleAccepted ? (o.updateLost ? 'bad' : 'calm') : 'neutral',
    },
    {
      key: 'staleRefused',
      term: 'Stale write refused',
      value: yesNo(o.staleRefused),
      tone: o.staleRefused ? 'good' : 'neutral',
    },
  ];
}
