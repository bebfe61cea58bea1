/**
 * How a run ends: the facts of the outcome (lesson spec, Part 2, rule 4), the verdict, and the outcome panel's
 * rows with their tones.
 */
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
import type { Played } from './rules.ts';
import { SHOULD_BE } from './rules.ts';
import { TERMS } from './texts.ts';
import type { Result, Verdict } from './types.ts';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Both updates kept', tone: 'good', symbol: '✓' },
  dropped: { label: 'Acknowledged write dropped', tone: 'bad', symbol: '✕' },
  overwritten: { label: "A's update overwritten", tone: 'bad', symbol: '↺' },
});

/** Rule 4: the facts of a run's outcome. */
export function resultOf(played: Played): Result {
  const dropped = played.writes.filter((w) => !w.applied).length;
  return {
    valueKept: played.value,
    shouldBe: SHOULD_BE,
    updatesLost: played.value === SHOULD_BE ? 0 : 1,
    writesDropped: dropped,
  };
}

/** The run in a word: a dropped write is named first, since the client that wrote it was told otherwise. */
export function verdictOf(result: Result): Verdict {
  if (result.writesDropped > 0) return 'dropped';
  return result.updatesLost > 0 ? 'overwritten' : 'safe';
}

/** The outcome panel's four rows, in the spec's order, each with the tone its value reads in. */
export function rowsOf(result: Result): OutcomeRow[] {
  const { valueKept, shouldBe, updatesLost, writesDropped } = result;
  return [
    { key: 'valueKept', term: TERMS.valueKept, value: String(valueKept), tone: updatesLost === 0 ? 'good' : 'bad' },
    { key: 'shouldBe', term: TERMS.shouldBe, value: String(shouldBe), tone: 'neutral' },
    {
      key: 'updatesLost',
      term: TERMS.updatesLost,
      value: String(updatesLost),
      tone: updatesLost === 0 ? 'good' : 'bad',
    },
    {
      key: 'writesDropped',
      term: TERMS.writesDropped,
      value: String(writesDropped),
      tone: writesDropped === 0 ? 'good' : 'bad',
    },
  ];
}
