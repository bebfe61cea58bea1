/**
 * "The counter that forgot" on the kit's one model shape: the settings, the start and rules (rules.ts), the outcome
 * rows with their facts (Part 1's terms, in order), the verdict, the words (texts.ts) and what the chart reads.
 */
import { defineModel } from '../../kit/index.ts';
import type { KitRun, LessonTypes } from '../../kit/index.ts';
import { start } from './rules.ts';
import type { Happening, Point, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them (rule 6). */
export interface Result {
  acknowledged: number;
  afterRestart: number;
  lost: number;
  replayed: number;
}

/** A whole run: the kit's log, outcome and explanation, with the facts and what the chart draws (tenths). */
export interface Run extends KitRun<Settings, Verdict> {
  result: Result;
  crashAt: number;
  restartAt: number;
  backAt: number;
  /** The OKs, one per increment, with the counter each made. */
  oks: Point[];
  /** The counter in memory over time (null: wiped). */
  counterLine: Point[];
  /** The log's length on disk over time. */
  logLine: Point[];
  snapshots: { t: number; value: number }[];
  /** The snapshot loaded at the restart, or null. */
  loaded: number | null;
  /** The entries replayed, each at its instant with the counter it made. */
  replays: Point[];
}

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run>;

/** Rule 6: the outcome's facts from the state at the end. */
function resultOf(p: State): Result {
  const afterRestart = p.counter ?? 0;
  return { acknowledged: p.acknowledged, afterRestart, lost: p.acknowledged - afterRestart, replayed: p.replayed };
}

/** The model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'snapshots-and-logs',
  settings: descriptor,
  verdicts: VERDICTS,
  start,
  verdict: (p) => {
    const r = resultOf(p);
    if (r.acknowledged === 0) return 'no-ok';
    return r.lost === 0 ? 'kept' : r.lost === r.acknowledged ? 'lost-all' : 'lost-some';
  },
  outcome: (p) => {
    const r = resultOf(p);
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
  chart: (p, { log }) => ({
    result: resultOf(p),
    crashAt: p.crashAt,
    restartAt: p.restartAt,
    backAt: p.backAt,
    oks: log.filter((h) => h.kind === 'increment').map((h) => ({ t: h.t, value: h.value })),
    counterLine: p.counterLine,
    logLine: p.logLine,
    snapshots: p.snapshots,
    loaded: p.snapshot,
    replays: log.filter((h) => h.kind === 'replay').map((h) => ({ t: h.t, value: h.value })),
  }),
});
