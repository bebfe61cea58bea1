/**
 * How a run ends: the facts of the outcome, the verdict, and the outcome panel's rows with their tones (lesson
 * spec, Part 2, "Outcome").
 */
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
import type { Played } from './rules.ts';
import { TERMS } from './texts.ts';
import type { Result, Verdict } from './types.ts';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Safe', tone: 'good', symbol: '✓' },
  refused: { label: 'Refused in time', tone: 'good', symbol: '⊘' },
  unknown: { label: 'A does not know', tone: 'calm', symbol: '?' },
  duplicate: { label: 'Applied twice', tone: 'bad', symbol: '⚠' },
  overwritten: { label: "B's update undone", tone: 'bad', symbol: '↺' },
  missing: { label: 'Write missing', tone: 'bad', symbol: '∅' },
  misled: { label: 'A told wrongly', tone: 'bad', symbol: '!' },
});

/** The facts of a run's outcome. */
export function resultOf(played: Played, shouldBe: number): Result {
  return { valueAtEnd: played.value, shouldBe, timesApplied: played.applied, aWasTold: played.told };
}

/** The run in a word: the first of these that holds. */
export function verdictOf(played: Played, shouldBe: number): Verdict {
  const { value, applied, told, overwroteB } = played;
  // A late "set to 11" that wiped out B's 5 is named for that, whether or not it was also a repeat.
  if (overwroteB) return 'overwritten';
  if (applied === 2 && value !== shouldBe) return 'duplicate';
  if (told === 'refused' && applied > 0) return 'misled';
  if (told === 'nothing' && value !== shouldBe) return 'missing';
  if (told === 'nothing') return 'unknown';
  if (told === 'refused') return 'refused';
  return 'safe';
}

/** The outcome panel's four rows, in the spec's order, each with the tone its value reads in. */
export function rowsOf(result: Result, verdict: Verdict): OutcomeRow[] {
  const { valueAtEnd, shouldBe, timesApplied, aWasTold } = result;
  const right = valueAtEnd === shouldBe;
  return [
    {
      key: 'valueAtEnd',
      term: TERMS.valueAtEnd,
      value: String(valueAtEnd),
      tone: valueTone(right, verdict),
    },
    { key: 'shouldBe', term: TERMS.shouldBe, value: String(shouldBe), tone: 'neutral' },
    {
      key: 'timesApplied',
      term: TERMS.timesApplied,
      value: String(timesApplied),
      tone: timesTone(timesApplied, verdict, right),
    },
    {
      key: 'aWasTold',
      term: TERMS.aWasTold,
      value: aWasTold,
      tone:
        aWasTold === 'nothing'
          ? 'calm'
          : verdict === 'duplicate' || verdict === 'misled'
            ? 'bad' // A believes something false: that it wrote once, or not at all
            : 'good',
    },
  ];
}

function valueTone(right: boolean, verdict: Verdict): OutcomeRow['tone'] {
  // A value that matches only because B's 5 is wiped out either way is not wrong, but it is not good news; one
  // that differs because A's write was refused, and A knows it, is not a silent error.
  if (right) return verdict === 'overwritten' ? 'calm' : 'good';
  return verdict === 'refused' ? 'calm' : 'bad';
}

function timesTone(times: number, verdict: Verdict, right: boolean): OutcomeRow['tone'] {
  if (times === 2) return right ? 'calm' : 'bad';
  if (verdict === 'missing') return 'bad';
  return 'good';
}
