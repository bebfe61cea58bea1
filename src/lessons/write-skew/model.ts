/** The write-skew model on the kit's one shape: rules.ts plays it, texts.ts words it, lanes.ts charts it. */
import { defineModel, formatTime } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes, Tone } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { onCallNow, rules, start } from './rules.ts';
import type { Happening, Series, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them; `timeWaiting`: every wait added up, in s. */
export type Facts = { doctorsOnCall: number; ruleKept: boolean; aborted: number; timeWaiting: number };

export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (the series: how many are on call, as committed). */
type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Series, Facts>;

export const model = defineModel<Types>({
  id: 'write-skew',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  // The run in a word: the first of these that holds.
  verdict: (p) => (onCallNow(p) === 0 ? 'broken' : p.aborted > 0 ? 'aborted' : p.waited > 0 ? 'waited' : 'kept'),
  // The outcome panel's four rows, in the spec's order.
  outcome: (p) => {
    const left = onCallNow(p);
    const kept = left >= 1 ? 'safe' : 'harm';
    const { aborted, waited } = p;
    const cost = (n: number): Tone => (n > 0 ? 'harmless' : 'neutral'); // an abort or a wait is a cost, not a failure
    return [
      { key: 'doctorsOnCall', term: TERMS.doctorsOnCall, fact: left, tone: kept },
      { key: 'ruleKept', term: TERMS.ruleKept, fact: left >= 1, tone: kept },
      { key: 'aborted', term: TERMS.aborted, fact: aborted, tone: cost(aborted) },
      { key: 'timeWaiting', term: TERMS.timeWaiting, fact: waited / 10, value: formatTime(waited), tone: cost(waited) },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series }) => lanes(p, series.onCall, run.end),
});
