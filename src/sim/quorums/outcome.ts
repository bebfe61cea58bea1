/**
 * How a run ends: the facts, the verdict, and the outcome panel's four rows with their tones (lesson spec, Part 1,
 * the outcome panel: terms and values exactly as written).
 */
import { formatTime, yesNo } from '../kit/index.ts';
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
import type { Played } from './rules.ts';
import { TERMS } from './texts.ts';
import type { Result, Verdict } from './types.ts';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  fresh: { label: 'Fresh read', tone: 'good', symbol: '✓' },
  early: { label: 'Read before done', tone: 'calm', symbol: '…' },
  stale: { label: 'Stale read', tone: 'bad', symbol: '⚠' },
});

/** The facts of a run's outcome. */
export function resultOf(p: Played): Result {
  return { valueRead: p.valueRead, ackAt: p.doneAt / 10, stale: p.stale, holding: p.holding };
}

/** The run in a word (rule 3). */
export function verdictOf(p: Played): Verdict {
  if (p.stale) return 'stale';
  return p.valueRead === 15 ? 'fresh' : 'early';
}

/** The outcome panel's rows, in the spec's order. */
export function rowsOf(p: Played, verdict: Verdict): OutcomeRow[] {
  return [
    {
      key: 'valueRead',
      term: TERMS.valueRead,
      value: String(p.valueRead),
      tone: verdict === 'fresh' ? 'good' : verdict === 'stale' ? 'bad' : 'calm',
    },
    { key: 'ackAt', term: TERMS.ackAt, value: formatTime(p.doneAt), tone: p.doneAt > 12 ? 'calm' : 'neutral' },
    { key: 'stale', term: TERMS.stale, value: yesNo(p.stale), tone: p.stale ? 'bad' : 'good' },
    { key: 'holding', term: TERMS.holding, value: String(p.holding), tone: 'neutral' },
  ];
}
