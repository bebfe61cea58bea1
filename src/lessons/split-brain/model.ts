/**
 * The split-brain model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and what the chart reads.
 */
import { defineModel } from '../../kit/index.ts';
import type { LessonTypes } from '../../kit/index.ts';
import { finish, partitioned, start, SPLIT_AT } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { TERMS, VERDICTS, actorName, describe, explain } from './texts.ts';
import type { Result, Run, Side, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run>;

/** The outcome as facts (rule 7). */
export function resultOf(p: State): Result {
  const accepted = p.writes.filter((w) => w.accepted).length;
  return {
    finalValue: p.sides.main.value,
    accepted,
    refused: p.writes.length - accepted,
    lost: p.writes.filter((w) => w.lost).length,
  };
}

function verdictOf(r: Result): Verdict {
  if (r.lost > 0) return 'lost';
  return r.refused === 2 ? 'stalled' : r.refused === 1 ? 'refused' : 'kept';
}

export const model = defineModel<Types>({
  id: 'split-brain',
  settings: descriptor,
  verdicts: VERDICTS,
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
  chart: (p, { run }, s) => ({
    result: resultOf(p),
    sides: Array.from({ length: s.n }, (_, k): Side => (k < s.n - s.cut ? 'main' : 'cut')),
    partition: partitioned(p.s, p.s.healAt) ? { from: SPLIT_AT, to: p.s.healAt } : null,
    writes: p.writes,
    heal: p.heal,
    history: p.history,
    chartEnd: run.end + 5, // the axis runs 0.5 s past the log's last line
  }),
});
