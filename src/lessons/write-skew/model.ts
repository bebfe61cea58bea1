/**
 * The write-skew model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (words.ts) and the chart mapping.
 */
import { defineModel, formatTime } from '../../kit/index.ts';
import type { LessonTypes, SeriesPoint } from '../../kit/index.ts';
import { onCallNow, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './words.ts';
import type { Result, Row, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit (the series: how many are on call, as committed). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { onCall: SeriesPoint<number> }>;

/** The outcome as facts, from the state at the end. */
function resultOf(p: State): Result {
  const doctorsOnCall = onCallNow(p);
  return { doctorsOnCall, ruleKept: doctorsOnCall >= 1, aborted: p.aborted, timeWaiting: p.waited / 10 };
}

/** The write-skew model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'write-skew',
  settings: descriptor,
  verdicts: VERDICTS,
  start,
  // The run in a word: the first of these that holds.
  verdict: (p) => (onCallNow(p) === 0 ? 'broken' : p.aborted > 0 ? 'aborted' : p.waited > 0 ? 'waited' : 'kept'),
  // The outcome panel's four rows, in the spec's order; an abort and a wait are prices, not failures: harmless.
  outcome: (p) => {
    const r = resultOf(p);
    return [
      { key: 'doctorsOnCall', term: TERMS.doctorsOnCall, fact: r.doctorsOnCall, tone: r.ruleKept ? 'safe' : 'harm' },
      { key: 'ruleKept', term: TERMS.ruleKept, fact: r.ruleKept, tone: r.ruleKept ? 'safe' : 'harm' },
      { key: 'aborted', term: TERMS.aborted, fact: r.aborted, tone: r.aborted > 0 ? 'harmless' : 'neutral' },
      {
        key: 'timeWaiting',
        term: TERMS.timeWaiting,
        fact: r.timeWaiting,
        value: formatTime(p.waited),
        tone: p.waited > 0 ? 'harmless' : 'neutral',
      },
    ];
  },
  explain: (p, s) => explain(s, p),
  actors: ACTOR_NAMES,
  sentence: describe,
  chart: (p, { series }, s) => ({
    result: resultOf(p),
    attempts: p.attempts,
    rows: (['alice', 'bob', 'carol'] as const).map((row: Row) => ({
      row,
      onAtStart: row !== 'carol' || s.onCall === 3,
      offAt: p.offAt[row] ?? null,
    })),
    onCall: series.onCall.map(({ t, value }) => ({ t, value })),
  }),
});
