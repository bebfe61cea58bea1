/**
 * The quorums model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and the chart, mapped once from the state (lanes.ts).
 */
import { defineModel, formatTime } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { finish, rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { TERMS, describe, explain, replicaName, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  /** What B's read returns: 10 or 15. */
  valueRead: number;
  /** When A is told its write is done, seconds (1.2 or 6.1). */
  ackAt: number;
  /** A had been told "done" at or before the read, and the read returned 10. */
  stale: boolean;
  /** How many replicas had stored 15 when B read. */
  holding: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** An actor as the log prints it. */
function actorName(actor: string): string {
  if (actor === 'A' || actor === 'B') return `Client ${actor}`;
  if (actor === 'replicas') return 'Replicas';
  return replicaName(Number(actor.slice(1)));
}

/** The quorums model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'quorums',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  finish,
  // Rule 3: the run in a word.
  verdict: (p) => (p.stale ? 'stale' : p.valueRead === 15 ? 'fresh' : 'early'),
  // The outcome panel's rows, in the spec's order (Part 1: terms and values exactly as written).
  outcome: (p, _s, verdict) => [
    {
      key: 'valueRead',
      term: TERMS.valueRead,
      fact: p.valueRead,
      tone: verdict === 'fresh' ? 'safe' : verdict === 'stale' ? 'harm' : 'wait',
    },
    {
      key: 'ackAt',
      term: TERMS.ackAt,
      fact: p.doneAt / 10,
      value: formatTime(p.doneAt),
      tone: p.doneAt > 12 ? 'harmless' : 'neutral',
    },
    { key: 'stale', term: TERMS.stale, fact: p.stale, tone: p.stale ? 'harm' : 'safe' },
    { key: 'holding', term: TERMS.holding, fact: p.holding, tone: 'neutral' },
  ],
  explain: (p, s) => explain(s, p),
  actors: actorName,
  sentence: describe,
  lanes: (p, { run }, s) => lanes(p, run.end, s),
});
