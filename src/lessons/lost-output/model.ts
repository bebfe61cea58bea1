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

export type Run = ChartedRun<Settings, Verdict>;

export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Series, Facts>;

/** The lost-output model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'lost-output',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  verdict: (p) => (p.end?.cause === 'exit' ? 'exited' : p.lost.length > 0 ? 'lost' : 'killed-empty'),
  // Rule 7 and Part 1's terms: the outcome as numbers, read off the state.
  outcome: ({ prints, writes }) => {
    const arrived = writes.reduce((n, w) => n + w.lines.length, 0);
    const lost = prints.length - arrived;
    return [
      { key: 'printed', term: TERMS.printed, fact: prints.length, tone: 'neutral' },
      { key: 'arrived', term: TERMS.arrived, fact: arrived, tone: lost > 0 ? 'harmless' : 'safe' },
      { key: 'lost', term: TERMS.lost, fact: lost, tone: lost > 0 ? 'harm' : 'safe' },
      { key: 'writes', term: TERMS.writes, fact: writes.length, tone: 'neutral' },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run, series, facts }) => lanes(p, series.buffer, facts.arrived, run.end),
});
