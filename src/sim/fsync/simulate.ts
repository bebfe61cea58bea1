/** One full run of the fsync model: the log with its sentences, the outcome, the explanation and the chart. */
import { formatTime } from '../kit/index.ts';
import type { LogEvent } from '../kit/index.ts';
import { resultOf, rowsOf, verdictOf } from './outcome.ts';
import { play } from './rules.ts';
import { settings as kit } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, LANE_NAMES, describe, explain } from './texts.ts';
import type { Flush, Lane, LaneId, Run, Verdict } from './types.ts';

/** The chart's lanes, top to bottom, with or without the disk's cache. */
export function lanesOf(diskCache: boolean): readonly Lane[] {
  const ids: LaneId[] = diskCache ? ['program', 'memory', 'diskCache', 'disk'] : ['program', 'memory', 'disk'];
  return ids.map((id) => ({ id, name: LANE_NAMES[id] }));
}

/** The chart's axis runs this far past the last moment it must show (tenths). */
const CHART_MARGIN = 10;

/**
 * Runs the model for these settings. Settings out of range are brought into range first, as the address parser
 * does, so any input gives a run; `run.settings` holds what was actually run.
 */
export function simulate(input: Settings): Run {
  const settings = kit.normalise(input).settings;
  const p = play(settings);
  const result = resultOf(p);
  const verdict = verdictOf(p);
  const events: LogEvent[] = p.log.map((h) => ({
    t: h.t,
    time: formatTime(h.t),
    actor: h.actor,
    actorName: ACTOR_NAMES[h.actor],
    kind: h.kind,
    text: describe(h),
  }));
  const end = events.at(-1)?.t ?? 0;
  // Without fsync the record waits for a flush: the axis reaches it, so a reader sees the window the crash fell in.
  const last = Math.max(end, p.s.crashAt, settings.fsync || p.place === 'unwritten' ? 0 : p.nextFlush);
  const chartEnd = last + CHART_MARGIN;
  const flushes: Flush[] = [];
  for (let t = p.s.flushEvery; t <= chartEnd; t += p.s.flushEvery) {
    flushes.push({
      t,
      carried: p.journey.sentBy === 'flush' && p.journey.sentAt === t,
      afterCrash: t > p.s.crashAt,
    });
  }
  return {
    settings,
    events,
    outcome: rowsOf(result),
    verdict,
    explanation: explain(p),
    end,
    result,
    lanes: lanesOf(settings.diskCache),
    journey: p.journey,
    crashAt: p.s.crashAt,
    lostFrom: p.place,
    flushes,
    nextFlush: p.nextFlush,
    crashEvent: p.crashEvent,
    chartEnd,
  };
}

/** The verdict alone, without building sentences. */
export function judge(input: Settings): Verdict {
  return verdictOf(play(kit.normalise(input).settings));
}
