/** One full run of the lost-update model: the log with its sentences, the outcome, the explanation and the chart. */
import { formatTime } from '../kit/index.ts';
import type { LogEvent } from '../kit/index.ts';
import { resultOf, rowsOf, verdictOf } from './outcome.ts';
import { play } from './rules.ts';
import { settings as kit } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, describe, explain } from './texts.ts';
import type { Lane, Run, Verdict } from './types.ts';

/** The chart's lanes, top to bottom. */
export const LANES: readonly Lane[] = Object.freeze([
  { id: 'A', name: ACTOR_NAMES.A },
  { id: 'B', name: ACTOR_NAMES.B },
  { id: 'counter', name: ACTOR_NAMES.counter },
]);

/** The chart's axis runs this far past the log's last line (tenths). */
const CHART_MARGIN = 5;

/**
 * Runs the model for these settings. Settings out of range are brought into range first, as the address parser
 * does, so any input gives a run; `run.settings` holds what was actually run.
 */
export function simulate(input: Settings): Run {
  const settings = kit.normalise(input).settings;
  const p = play(settings);
  const result = resultOf(p);
  const events: LogEvent[] = p.log.map((h) => ({
    t: h.t,
    time: formatTime(h.t),
    actor: h.actor,
    actorName: ACTOR_NAMES[h.actor],
    kind: h.kind,
    text: describe(h),
  }));
  const end = events.at(-1)?.t ?? 0;
  return {
    settings,
    events,
    outcome: rowsOf(result),
    verdict: verdictOf(p),
    explanation: explain(settings, p),
    end,
    result,
    lanes: LANES,
    attempts: p.attempts,
    waits: p.waits,
    overlaps: p.overlaps,
    values: p.values,
    chartEnd: end + CHART_MARGIN,
  };
}

/** The verdict alone, without building sentences. */
export function judge(input: Settings): Verdict {
  return verdictOf(play(kit.normalise(input).settings));
}
