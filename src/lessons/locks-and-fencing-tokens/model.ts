/** The lesson's model on the kit's one shape: rules in rules.ts, words in texts.ts, the chart in lanes.ts. */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, DefinedModel, LessonTypes, LogEvent } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Actor, Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, describe, explain, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

export type { Verdict };

/** What kind of thing happened (rules.ts names each kind's facts). */
export type EventKind = Happening['kind'];

/** One line of the "In order" log: the kit's line, with the facts behind its sentence (times in tenths) and the
 * value in the store right after it. */
interface SimEvent extends LogEvent {
  actor: Actor;
  kind: EventKind;
  facts: Readonly<Record<string, number | string | boolean>>;
  storeValue: number;
}

/** The outcome as facts, keyed as lesson data's `expected:` names them. */
export type Facts = {
  finalValue: number;
  shouldBe: number;
  /** The storage accepted a write from a client whose lease had ended. */
  staleAccepted: boolean;
  staleRefused: boolean;
};

/** A whole run: the kit's run with the log's own lines, and the chart mapped from the state (`run.chart`). */
export interface Run extends ChartedRun<Settings, Verdict> {
  events: SimEvent[];
}

export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** A lost update first, then a refusal, then a late write that did no harm. */
function verdictOf(p: State): Verdict {
  if (p.finalValue !== p.shouldBe) return 'lost';
  if (p.staleRefused) return 'refused';
  if (p.staleAccepted) return 'late-harmless';
  return 'safe';
}

/** The lesson's model, as the site's shared parts and the build's checks see it. */
export const model: DefinedModel<Types> = defineModel<Types>({
  id: 'locks-and-fencing-tokens',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
  start,
  // "It should be": the same settings played with fencing on (writes applied in token order).
  finish: (p, s) => {
    // A reader's rule in place of the check: what it should be is still the fenced run, played without the rule.
    p.shouldBe = s.fencing && !p.ruled ? p.finalValue : model.play({ ...s, fencing: true }, false).state.finalValue;
  },
  verdict: verdictOf,
  // The outcome panel's rows (spec Part 1: the four terms, in order).
  outcome: (p) => {
    const lost = p.finalValue !== p.shouldBe;
    const { staleAccepted, staleRefused } = p;
    return [
      { key: 'finalValue', term: 'Final value', fact: p.finalValue, tone: lost ? 'harm' : 'safe' },
      { key: 'shouldBe', term: 'It should be', fact: p.shouldBe, tone: 'neutral' },
      {
        key: 'staleAccepted',
        term: 'Stale write accepted',
        fact: staleAccepted,
        tone: staleAccepted ? (lost ? 'harm' : 'harmless') : 'neutral',
      },
      {
        key: 'staleRefused',
        term: 'Stale write refused',
        fact: staleRefused,
        tone: staleRefused ? 'refused' : 'neutral',
      },
    ];
  },
  explain: (p, _s, log) => explain(log, p, verdictOf(p), p.s.fencing),
  actors: ACTOR_NAMES,
  sentence: describe,
  lineExtra: (h) => ({ facts: h.facts, storeValue: h.storeValue }),
  lanes: (p, { log, run }) => lanes(p, log, run.end),
});
