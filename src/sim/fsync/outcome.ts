/**
 * How a run ends: the facts of the outcome, the verdict, and the outcome panel's rows with their tones (lesson
 * spec, Part 2, rule 6; Part 1, the three terms and their values).
 */
import { yesNo } from '../kit/index.ts';
import type { OutcomeRow, VerdictInfo } from '../kit/index.ts';
import type { Played } from './rules.ts';
import { TERMS } from './texts.ts';
import type { Result, Verdict } from './types.ts';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Saved and kept', tone: 'good', symbol: '✓' },
  unfinished: { label: 'Unfinished, nobody misled', tone: 'calm', symbol: '…' },
  unwritten: { label: 'Nothing written yet', tone: 'calm', symbol: '–' },
  lost: { label: 'Saved, then lost', tone: 'bad', symbol: '✕' },
});

/** The facts of a run's outcome (rule 6). */
export function resultOf(played: Played): Result {
  const userWasTold = played.journey.toldAt === null ? 'nothing' : 'saved';
  const fileAfterCrash = played.place === 'safe' ? 'new record' : 'old record';
  return { userWasTold, fileAfterCrash, savedThenLost: userWasTold === 'saved' && fileAfterCrash === 'old record' };
}

/** The run in a word. */
export function verdictOf(played: Played): Verdict {
  const { userWasTold, savedThenLost } = resultOf(played);
  if (savedThenLost) return 'lost';
  if (userWasTold === 'saved') return 'kept';
  return played.place === 'unwritten' ? 'unwritten' : 'unfinished';
}

/** The outcome panel's three rows, in the spec's order, each with the tone its value reads in. */
export function rowsOf(result: Result): OutcomeRow[] {
  const { userWasTold, fileAfterCrash, savedThenLost } = result;
  return [
    {
      key: 'userWasTold',
      term: TERMS.userWasTold,
      value: userWasTold,
      // "saved" is good news only when it was true.
      tone: userWasTold === 'nothing' ? 'calm' : savedThenLost ? 'bad' : 'good',
    },
    {
      key: 'fileAfterCrash',
      term: TERMS.fileAfterCrash,
      value: fileAfterCrash,
      // The old record is no harm when nobody was promised the new one.
      tone: fileAfterCrash === 'new record' ? 'good' : savedThenLost ? 'bad' : 'calm',
    },
    {
      key: 'savedThenLost',
      term: TERMS.savedThenLost,
      value: yesNo(savedThenLost),
      tone: savedThenLost ? 'bad' : 'good',
    },
  ];
}
