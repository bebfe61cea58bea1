/** One full run of the last-write-wins model: the log with its sentences, the outcome, the explanation and the chart. */
import { formatTime, toTenths } from '../kit/index.ts';
import type { LogEvent } from '../kit/index.ts';
import { resultOf, rowsOf, verdictOf } from './outcome.ts';
import { play } from './rules.ts';
import { settings as kit } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, describe, explain } from './texts.ts';
import type { Run, Verdict } from './types.ts';

/** The chart's axis runs this far past the log's last line (tenths). */
const CHART_MARGIN = 10;

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
  const tenths = {
    order: settings.order,
    skew: toTenths(settings.skew),
    gap: toTenths(settings.gap),
    bRead: settings.bRead,
  };
  return {
    settings,
    events,
    outcome: rowsOf(result),
    verdict: verdictOf(result),
    explanation: explain(tenths, p),
    end,
    result,
    writes: p.writes,
    reads: p.reads,
    held: p.held,
    skew: tenths.skew,
    chartEnd: end + CHART_MARGIN,
  };
}

/** The verdict alone, without building sentences. */
export function judge(input: Settings): Verdict {
  return verdictOf(resultOf(play(kit.normalise(input).settings)));
}
