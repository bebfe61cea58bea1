/**
 * The split-brain model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and the chart, mapped once from the state (lanes.ts).
 */
import { defineModel } from '../../kit/index.ts';
import type { LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { finish, rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { TERMS, VERDICTS, actorName, describe, explain } from './texts.ts';
import type { Facts, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

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

function verdictOf(r: Facts): Verdict {
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
  verdict: (p) => verdictOf(resultOf(p)),
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
  explain: (p, s) => explain(p, s),
  actors: actorName,
  sentence: describe,
  lanes: (p, { run }, s) => lanes(p, run.end, s),
});
