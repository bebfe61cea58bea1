/**
 * The lesson's model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts (spec Part 2, "Outcome"), the verdict, the words (texts.ts) and the chart, mapped once from the state
 * (lanes.ts).
 */
import { defineModel } from '../../kit/index.ts';
import type { DefinedModel, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { rules, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { ACTOR_NAMES, describe, explain, VERDICTS } from './texts.ts';
import type { Facts, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
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
