/** The lost-update model on the kit's one shape. */
import { defineModel, formatTime } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { finish, rules, SHOULD_BE, start } from './rules.ts';
import type { Happening, State, ValueMark } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, describe, explain, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them; `timeWaiting` is both waits', in seconds. */
export type Facts = { finalValue: number; shouldBe: number; updatesLost: number; retries: number; timeWaiting: number };

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (the series: the counter's value at the start and after each change). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { counter: ValueMark }, Facts>;

/** The lost-update model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'lost-update',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  finish,
  verdict: (p) => (p.value !== SHOULD_BE ? 'lost' : p.retries > 0 ? 'retried' : p.waited > 0 ? 'waited' : 'kept'),
  outcome: ({ value, retries, waited }) => {
    const tone = value === SHOULD_BE ? 'safe' : 'harm';
    // A retry and a wait are the prices of a fix, not failures: harmless, not harm.
    const cost = (n: number) => (n > 0 ? 'harmless' : 'neutral');
    return [
      { key: 'finalValue', term: TERMS.finalValue, fact: value, tone },
      { key: 'shouldBe', term: TERMS.shouldBe, fact: SHOULD_BE, tone: 'neutral' },
      { key: 'updatesLost', term: TERMS.updatesLost, fact: tone === 'safe' ? 0 : 1, tone },
      { key: 'retries', term: TERMS.retries, fact: retries, tone: cost(retries) },
      { key: 'timeWaiting', term: TERMS.timeWaiting, fact: waited / 10, value: formatTime(waited), tone: cost(waited) },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series }) => lanes(p, series.counter, run.end),
});
