/** The fsync model on the kit's one shape: rules.ts plays it, texts.ts words it, lanes.ts charts it. */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, describe, explain, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  userWasTold: 'saved' | 'nothing';
  fileAfterCrash: 'new record' | 'old record';
  savedThenLost: boolean;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** Rule 6: the user was told "saved" and the file holds the old record after the crash. */
const told = (p: State): boolean => p.journey.toldAt !== null;
const lost = (p: State): boolean => told(p) && p.place !== 'safe';

/** The fsync model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'fsync',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  verdict: (p) => (lost(p) ? 'lost' : told(p) ? 'kept' : p.place === 'unwritten' ? 'unwritten' : 'unfinished'),
  // The outcome panel's three rows, in the spec's order (Part 1), each with the tone its value reads in.
  outcome: (p) => {
    const savedThenLost = lost(p);
    const file = p.place === 'safe' ? 'new record' : 'old record';
    return [
      // "saved" is good news only when it was true.
      {
        key: 'userWasTold',
        term: TERMS.userWasTold,
        fact: told(p) ? 'saved' : 'nothing',
        tone: !told(p) ? 'harmless' : savedThenLost ? 'harm' : 'safe',
      },
      // The old record is no harm when nobody was promised the new one.
      {
        key: 'fileAfterCrash',
        term: TERMS.fileAfterCrash,
        fact: file,
        tone: file === 'new record' ? 'safe' : savedThenLost ? 'harm' : 'harmless',
      },
      { key: 'savedThenLost', term: TERMS.savedThenLost, fact: savedThenLost, tone: savedThenLost ? 'harm' : 'safe' },
    ];
  },
  explain,
  actors: ACTOR_NAMES,
  sentence: describe,
  lanes: (p, { run }) => lanes(p, run.end),
});
