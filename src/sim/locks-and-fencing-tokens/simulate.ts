/** One full run: the log with its sentences, the chart's lanes, the outcome and the explanation. */
import { STORE_START, play } from './model.ts';
import type { ClientTrack, Happening, Played, TenthsSettings, WriteRecord } from './model.ts';
import { outcomeOf, rowsOf, verdictOf } from './outcome.ts';
import { formatTime, toTenths } from '../kit/index.ts';
import { settings as kit } from './settings.ts';
import { ACTOR_NAMES, describe, explain } from './texts.ts';
import type { Lane, Run, Settings, SimEvent, Span, StorePoint, Verdict } from './types.ts';

/** Settings (already normalised) in integer tenths. */
export function tenthsOf(settings: Settings): TenthsSettings {
  return {
    lease: toTenths(settings.lease),
    pause: toTenths(settings.pause),
    bAt: toTenths(settings.bAt),
    check: settings.check,
    fencing: settings.fencing,
  };
}

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

function eventOf(h: Happening): SimEvent {
  return {
    t: h.t,
    time: formatTime(h.t),
    actor: h.actor,
    actorName: ACTOR_NAMES[h.actor],
    kind: h.kind,
    text: describe(h),
    facts: h.facts,
    storeValue: h.storeValue,
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

/**
 * Runs the model for these settings. Settings out of range are brought into range first, as the URL parser does,
 * so any input gives a run; `run.settings` holds what was actually run.
 */
export function simulate(input: Settings): Run {
  const settings = kit.normalise(input).settings;
  const s = tenthsOf(settings);
  const log: Happening[] = [];
  const played: Played = play(s, log);
  const result = outcomeOf(s, played);
  const verdict = verdictOf(result);
  const events = log.map(eventOf);
  return {
    settings,
    events,
    lanes: { A: laneOf('A', played.A, played.writes), B: laneOf('B', played.B, played.writes) },
    store: storeOf(log),
    beliefA: beliefOf(log),
    outcome: rowsOf(result),
    result,
    verdict,
    explanation: explain(log, played, result, verdict, s.fencing),
    end: events.length > 0 ? (events[events.length - 1] as SimEvent).t : 0,
  };
}

/** The verdict alone, for sweeps: plays without a recorder, so no log, texts or lanes are built. */
export function judge(input: Settings): Verdict {
  const s = tenthsOf(kit.normalise(input).settings);
  return verdictOf(outcomeOf(s, play(s, null)));
}
