/** One full run of the retries model: the log with its sentences, the outcome, the explanation and the chart. */
import { formatTime } from '../kit/index.ts';
import type { LogEvent } from '../kit/index.ts';
import { resultOf, rowsOf, verdictOf } from './outcome.ts';
import { play } from './rules.ts';
import type { Played } from './rules.ts';
import { settings as kit } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, describe, explain } from './texts.ts';
import type { Lane, Run, Verdict } from './types.ts';

/** The chart's lanes, top to bottom. */
export const LANES: readonly Lane[] = Object.freeze([
  { id: 'A', name: ACTOR_NAMES.A },
  { id: 'server', name: ACTOR_NAMES.server },
  { id: 'B', name: ACTOR_NAMES.B },
]);

/** The chart's axis runs this far past the log's last line (tenths). */
const CHART_MARGIN = 10;

/** What the same settings end with when the network loses nothing, so nothing is retried. */
function shouldBeOf(settings: Settings): number {
  return play({ ...settings, lose: 'nothing' }).value;
}

/** The rules played and judged, without sentences: all a sweep needs. */
function played(settings: Settings): { played: Played; shouldBe: number; verdict: Verdict } {
  const p = play(settings);
  const shouldBe = shouldBeOf(settings);
  return { played: p, shouldBe, verdict: verdictOf(p, shouldBe) };
}

/**
 * Runs the model for these settings. Settings out of range are brought into range first, as the address parser
 * does, so any input gives a run; `run.settings` holds what was actually run.
 */
export function simulate(input: Settings): Run {
  const settings = kit.normalise(input).settings;
  const { played: p, shouldBe, verdict } = played(settings);
  const result = resultOf(p, shouldBe);
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
    outcome: rowsOf(result, verdict),
    verdict,
    explanation: explain(settings, p, shouldBe),
    end,
    result,
    lanes: LANES,
    messages: p.messages,
    values: p.values,
    question: p.question,
    questionEvent: p.questionEvent,
    chartEnd: end + CHART_MARGIN,
  };
}

/** The verdict alone, without building sentences. */
export function judge(input: Settings): Verdict {
  return played(kit.normalise(input).settings).verdict;
}
