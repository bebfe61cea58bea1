/**
 * The last-write-wins model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome
 * rows with their facts (rule 4), the verdict, the words (texts.ts) and the chart, mapped once from the state (lanes.ts).
 */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, SHOULD_BE, start } from './rules.ts';
import type { Happening, Held, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, describe, explain, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  /** What the store holds at the end. */
  valueKept: number;
  /** Both updates together: 10 + 1 + 5. */
  shouldBe: number;
  /** 1 if the value kept is not 16, else 0. */
  updatesLost: number;
  /** How many acknowledged writes the store never applied: 1 if B's was not applied, else 0. */
  writesDropped: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (the series: the store's value at the start and after each applied write). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { store: Held }, Facts>;

const droppedOf = (p: State): number => p.writes.filter((w) => !w.applied).length;

/** The last-write-wins model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'last-write-wins',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  // A dropped write is named first, since the client that wrote it was told otherwise.
  verdict: (p) => (droppedOf(p) > 0 ? 'dropped' : p.value !== SHOULD_BE ? 'overwritten' : 'safe'),
  // Rule 4: the outcome panel's four rows, in the spec's order, each with the tone its value reads in.
  outcome: (p) => {
    const lost = p.value === SHOULD_BE ? 0 : 1;
    const dropped = droppedOf(p);
    return [
      { key: 'valueKept', term: TERMS.valueKept, fact: p.value, tone: lost === 0 ? 'safe' : 'harm' },
      { key: 'shouldBe', term: TERMS.shouldBe, fact: SHOULD_BE, tone: 'neutral' },
      { key: 'updatesLost', term: TERMS.updatesLost, fact: lost, tone: lost === 0 ? 'safe' : 'harm' },
      { key: 'writesDropped', term: TERMS.writesDropped, fact: dropped, tone: dropped === 0 ? 'safe' : 'harm' },
    ];
  },
  explain: (p) => explain(p.s, p),
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series }) => lanes(p, series.store, run.end),
});
