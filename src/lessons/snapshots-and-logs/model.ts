/** "The counter that forgot" on the kit's model shape: the rules (rules.ts), words (texts.ts) and chart (lanes.ts). */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them (rule 6). */
export type Facts = { acknowledged: number; afterRestart: number; lost: number; replayed: number };

/** A whole run: the kit's log, outcome and explanation, and the chart's data (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** Rule 6: the outcome's facts from the state at the end. */
function factsOf(p: State): Facts {
  const afterRestart = p.counter ?? 0;
  return { acknowledged: p.acknowledged, afterRestart, lost: p.acknowledged - afterRestart, replayed: p.replayed };
}

/** The model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'snapshots-and-logs',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  verdict: (p) => {
    const { acknowledged, lost } = factsOf(p);
    return acknowledged === 0 ? 'no-ok' : lost === 0 ? 'kept' : lost === acknowledged ? 'lost-all' : 'lost-some';
  },
  outcome: (p) => {
    const r = factsOf(p);
    return [
      { key: 'acknowledged', term: TERMS.acknowledged, fact: r.acknowledged, tone: 'neutral' },
      { key: 'afterRestart', term: TERMS.afterRestart, fact: r.afterRestart, tone: r.lost > 0 ? 'harm' : 'safe' },
      { key: 'lost', term: TERMS.lost, fact: r.lost, tone: r.lost > 0 ? 'harm' : 'safe' },
      { key: 'replayed', term: TERMS.replayed, fact: r.replayed, tone: 'neutral' },
    ];
  },
  explain: (p, s) => explain(s, p),
  actors: { server: 'Server' },
  sentence: describe,
  lanes: (p, { log, run }) => lanes(p, log, run.end),
});
