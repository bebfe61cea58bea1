/** The retries model on the kit's one shape: rules.ts plays it, texts.ts words it, lanes.ts charts it. */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, DefinedModel, LessonTypes, Tone } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Happening, State, ValueMark } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, describe, explain, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = { valueAtEnd: number; shouldBe: number; timesApplied: number; aWasTold: State['told'] };

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (the series: the server's value at the start and after each change). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { server: ValueMark }, Facts>;

/** The run in a word: the first of these that holds. */
function verdictOf(p: State): Verdict {
  const { value, applied, told, overwroteB, shouldBe } = p;
  // A late "set to 11" that wiped out B's 5 is named for that, whether or not it was also a repeat.
  if (overwroteB) return 'overwritten';
  if (applied === 2 && value !== shouldBe) return 'duplicate';
  if (told === 'refused' && applied > 0) return 'misled';
  if (told === 'nothing' && value !== shouldBe) return 'missing';
  if (told === 'nothing') return 'unknown';
  if (told === 'refused') return 'refused';
  return 'safe';
}

function valueTone(p: State, verdict: Verdict): Tone {
  // Right only because B's 5 is gone either way is not good news; wrong by a refusal A knows of is not a silent error.
  if (p.value === p.shouldBe) return verdict === 'overwritten' ? 'harmless' : 'safe';
  return verdict === 'refused' ? 'harmless' : 'harm';
}

function timesTone(p: State, verdict: Verdict): Tone {
  if (p.applied === 2) return p.value === p.shouldBe ? 'harmless' : 'harm';
  return verdict === 'missing' ? 'harm' : 'safe';
}

function toldTone(p: State, verdict: Verdict): Tone {
  if (p.told === 'nothing') return 'wait';
  // A believes something false: that it wrote once, or not at all.
  return verdict === 'duplicate' || verdict === 'misled' ? 'harm' : 'safe';
}

/** The retries model as the site's islands and build see it. */
export const model: DefinedModel<Types> = defineModel<Types>({
  id: 'retries',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  // What the same settings end with when the network loses nothing, so nothing is retried.
  finish: (p, s) => {
    p.shouldBe = s.lose === 'nothing' ? p.value : model.play({ ...s, lose: 'nothing' }, false).state.value;
  },
  verdict: verdictOf,
  // The outcome panel's four rows, in the spec's order, each with the tone its value reads in.
  outcome: (p, _s, verdict) => [
    { key: 'valueAtEnd', term: TERMS.valueAtEnd, fact: p.value, tone: valueTone(p, verdict) },
    { key: 'shouldBe', term: TERMS.shouldBe, fact: p.shouldBe, tone: 'neutral' },
    { key: 'timesApplied', term: TERMS.timesApplied, fact: p.applied, tone: timesTone(p, verdict) },
    { key: 'aWasTold', term: TERMS.aWasTold, fact: p.told, tone: toldTone(p, verdict) },
  ],
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series }) => lanes(p, series.server, run.end),
});
