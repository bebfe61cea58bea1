/** The lost-output model on the kit's one shape: the rules (rules.ts), words (texts.ts) and chart (lanes.ts). */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Happening, Series, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as numbers (lesson spec, Part 1), keyed as lesson data's `expected:` names them. */
export type Facts = { printed: number; arrived: number; lost: number; writes: number };

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Series, Facts>;

/** Rule 7 and Part 1's terms: the outcome as numbers, read off the state. */
function resultOf(p: State): Facts {
  const arrived = p.writes.reduce((n, w) => n + w.lines.length, 0);
  return { printed: p.prints.length, arrived, lost: p.prints.length - arrived, writes: p.writes.length };
}

/** The lost-output model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'lost-output',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  verdict: (p) => (p.end?.cause === 'exit' ? 'exited' : p.lost.length > 0 ? 'lost' : 'killed-empty'),
  outcome: (p) => {
    const r = resultOf(p);
    return [
      { key: 'printed', term: TERMS.printed, fact: r.printed, tone: 'neutral' },
      { key: 'arrived', term: TERMS.arrived, fact: r.arrived, tone: r.lost > 0 ? 'harmless' : 'safe' },
      { key: 'lost', term: TERMS.lost, fact: r.lost, tone: r.lost > 0 ? 'harm' : 'safe' },
      { key: 'writes', term: TERMS.writes, fact: r.writes, tone: 'neutral' },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series, facts }) => lanes(p, series.buffer, facts, run.end),
});
