/**
 * The write-skew model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (words.ts) and the chart, mapped once from the state (lanes.ts).
 */
import { defineModel, formatTime } from '../../kit/index.ts';
import type { LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { onCallNow, rules, start } from './rules.ts';
import type { Happening, Series, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './words.ts';
import type { Facts, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit (the series: how many are on call, as committed). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Series, Facts>;

/** The write-skew model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'write-skew',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  // The run in a word: the first of these that holds.
  verdict: (p) => (onCallNow(p) === 0 ? 'broken' : p.aborted > 0 ? 'aborted' : p.waited > 0 ? 'waited' : 'kept'),
  // The outcome panel's four rows, in the spec's order; an abort and a wait are prices, not failures: harmless.
  outcome: (p) => {
    const left = onCallNow(p);
    const kept = left >= 1 ? 'safe' : 'harm';
    return [
      { key: 'doctorsOnCall', term: TERMS.doctorsOnCall, fact: left, tone: kept },
      { key: 'ruleKept', term: TERMS.ruleKept, fact: left >= 1, tone: kept },
      { key: 'aborted', term: TERMS.aborted, fact: p.aborted, tone: p.aborted > 0 ? 'harmless' : 'neutral' },
      {
        key: 'timeWaiting',
        term: TERMS.timeWaiting,
        fact: p.waited / 10,
        value: formatTime(p.waited),
        tone: p.waited > 0 ? 'harmless' : 'neutral',
      },
    ];
  },
  explain: (p, s) => explain(s, p),
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series }, s) => lanes(p, series.onCall, s, run.end),
});
