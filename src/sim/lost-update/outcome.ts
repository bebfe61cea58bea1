/** How a run ends: the facts of the outcome, the verdict, and the outcome panel's rows with their tones. */
import { formatTime } from '../kit/index.ts';
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
import type { Played } from './rules.ts';
import { SHOULD_BE } from './rules.ts';
import { TERMS } from './texts.ts';
import type { Result, Verdict } from './types.ts';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Both updates kept', tone: 'good', symbol: '✓' },
  retried: { label: 'Both kept, after a retry', tone: 'good', symbol: '↻' },
  waited: { label: 'Both kept, after a wait', tone: 'good', symbol: '…' },
  lost: { label: 'An update lost', tone: 'bad', symbol: '✕' },
});

/** The facts of a run's outcome. */
export function resultOf(p: Played): Result {
  return {
    finalValue: p.value,
    shouldBe: SHOULD_BE,
    updatesLost: p.value === SHOULD_BE ? 0 : 1,
    retries: p.retries,
    timeWaiting: p.waited / 10,
  };
}

/** The run in a word: the first of these that holds. */
export function verdictOf(p: Played): Verdict {
  if (p.value !== SHOULD_BE) return 'lost';
  if (p.retries > 0) return 'retried';
  if (p.waited > 0) return 'waited';
  return 'kept';
}

/** The outcome panel's five rows, in the spec's order, each with the tone its value reads in. */
export function rowsOf(r: Result): OutcomeRow[] {
  const right = r.finalValue === r.shouldBe;
  return [
    { key: 'finalValue', term: TERMS.finalValue, value: String(r.finalValue), tone: right ? 'good' : 'bad' },
    { key: 'shouldBe', term: TERMS.shouldBe, value: String(r.shouldBe), tone: 'neutral' },
    { key: 'updatesLost', term: TERMS.updatesLost, value: String(r.updatesLost), tone: right ? 'good' : 'bad' },
    // A retry and a wait are the prices of a fix, not failures: calm, not bad.
    { key: 'retries', term: TERMS.retries, value: String(r.retries), tone: r.retries > 0 ? 'calm' : 'neutral' },
    {
      key: 'timeWaiting',
      term: TERMS.timeWaiting,
      value: formatTime(Math.round(r.timeWaiting * 10)),
      tone: r.timeWaiting > 0 ? 'calm' : 'neutral',
    },
  ];
}
