/**
 * The lesson's model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts (spec Part 2, "Outcome"), the verdict, the words (texts.ts) and the chart mapping: the clients'
 * lanes, the storage over time and A's belief that it holds the lock.
 */
import { defineModel } from '../../kit/index.ts';
import type { DefinedModel, LessonTypes } from '../../kit/index.ts';
import { STORE_START, start } from './rules.ts';
import type { ClientTrack, Happening, State, WriteRecord } from './rules.ts';
import { descriptor } from './settings.ts';
import { ACTOR_NAMES, describe, explain, VERDICTS } from './texts.ts';
import type { Lane, Outcome, Run, Span, StorePoint, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run>;

function laneOf(client: 'A' | 'B', track: ClientTrack, writes: readonly WriteRecord[]): Lane {
  const granted = track.grantedAt >= 0;
  return {
    client,
    askedAt: track.askedAt,
    waited: granted && track.grantedAt > track.askedAt ? { from: track.askedAt, to: track.grantedAt } : null,
    held: granted ? { from: track.grantedAt, to: track.heldTo >= 0 ? track.heldTo : track.leaseEnd } : null,
    token: granted ? track.token : null,
    leaseEndedAt: track.expiredAt >= 0 ? track.expiredAt : null,
    paused: track.pausedFrom >= 0 ? { from: track.pausedFrom, to: track.pausedTo } : null,
    wokeAt: track.pausedFrom >= 0 ? track.pausedTo : null,
    writes: writes.filter((w) => w.client === client).map((w) => ({ ...w })),
  };
}

/** The storage's value and highest accepted token after each accepted write, read from the log. */
function storeOf(log: readonly Happening[]): StorePoint[] {
  const points: StorePoint[] = [{ t: 0, value: STORE_START, highest: 0 }];
  for (const h of log) {
    if (h.kind !== 'store-accept') continue;
    const last = points[points.length - 1] as StorePoint;
    points.push({ t: h.t, value: h.facts.value, highest: Math.max(last.highest, h.facts.token) });
  }
  return points;
}

/** From A's grant until A writes, or until a check tells it the lease has ended. */
function beliefOf(log: readonly Happening[]): Span | null {
  const grant = log.find((h) => h.kind === 'grant' && h.facts.client === 'A');
  const end = log.find((h) => (h.kind === 'write' && h.facts.client === 'A') || h.kind === 'check-expired');
  return grant && end ? { from: grant.t, to: end.t } : null;
}

/** The outcome as facts, with whether someone's update was overwritten. */
function outcomeOf(p: State): Outcome {
  const { finalValue, shouldBe, staleAccepted, staleRefused } = p;
  return { finalValue, shouldBe, staleAccepted, staleRefused, updateLost: finalValue !== shouldBe };
}

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
  start,
  // "It should be": the same settings played with fencing on (writes applied in token order).
  finish: (p, s) => {
    // A reader's rule in place of the check: what it should be is still the fenced run, played without the rule.
    p.shouldBe = s.fencing && !p.ruled ? p.finalValue : model.play({ ...s, fencing: true }, false).state.finalValue;
  },
  verdict: verdictOf,
  // The outcome panel's rows (spec Part 1: the four terms, in order).
  outcome: (p) => {
    const o = outcomeOf(p);
    return [
      { key: 'finalValue', term: 'Final value', fact: o.finalValue, tone: o.updateLost ? 'harm' : 'safe' },
      { key: 'shouldBe', term: 'It should be', fact: o.shouldBe, tone: 'neutral' },
      {
        key: 'staleAccepted',
        term: 'Stale write accepted',
        fact: o.staleAccepted,
        tone: o.staleAccepted ? (o.updateLost ? 'harm' : 'harmless') : 'neutral',
      },
      {
        key: 'staleRefused',
        term: 'Stale write refused',
        fact: o.staleRefused,
        tone: o.staleRefused ? 'refused' : 'neutral',
      },
    ];
  },
  explain: (p, _s, log) => explain(log, p, outcomeOf(p), verdictOf(p), p.s.fencing),
  actors: ACTOR_NAMES,
  sentence: describe,
  lineExtra: (h) => ({ facts: h.facts, storeValue: h.storeValue }),
  chart: (p, { log }) => ({
    lanes: { A: laneOf('A', p.A, p.writes), B: laneOf('B', p.B, p.writes) },
    store: storeOf(log),
    beliefA: beliefOf(log),
    result: outcomeOf(p),
  }),
});
