/** The split-brain model on the kit's one shape: rules.ts plays it, texts.ts words it, lanes.ts charts it. */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { finish, rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = Record<'finalValue' | 'accepted' | 'refused' | 'lost', number>;

type Run = ChartedRun<Settings, Verdict>;
type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** The outcome as facts (rule 7). */
export function resultOf(p: State): Facts {
  const accepted = p.writes.filter((w) => w.accepted).length;
  return {
    finalValue: p.sides.main.value,
    accepted,
    refused: p.writes.length - accepted,
    lost: p.writes.filter((w) => w.lost).length,
  };
}

/** The run in a word: an acknowledged write lost; else both, one or no write refused. */
export function verdictOf(p: State): Verdict {
  const r = resultOf(p);
  if (r.lost > 0) return 'lost';
  return r.refused === 2 ? 'stalled' : r.refused === 1 ? 'refused' : 'kept';
}

export const model = defineModel<Types>({
  id: 'split-brain',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  finish,
  verdict: verdictOf,
  // Part 1: the four terms in this order.
  outcome: (p) => {
    const r = resultOf(p);
    return [
      { key: 'finalValue', term: TERMS.finalValue, fact: r.finalValue, tone: r.finalValue === 16 ? 'safe' : 'neutral' },
      { key: 'accepted', term: TERMS.accepted, fact: r.accepted, tone: 'neutral' },
      { key: 'refused', term: TERMS.refused, fact: r.refused, tone: r.refused > 0 ? 'refused' : 'neutral' },
      { key: 'lost', term: TERMS.lost, fact: r.lost, tone: r.lost > 0 ? 'harm' : 'safe' },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run }, s) => lanes(p, run.end, s),
});
