/** One full run of the quorums model: the log with its sentences, the outcome, the explanation and the chart. */
import { formatTime } from '../kit/index.ts';
import type { LogEvent } from '../kit/index.ts';
import { resultOf, rowsOf, verdictOf } from './outcome.ts';
import { ACK_DELAY, SEND_AT, doneTime, isSlow, play, storeTime } from './rules.ts';
import { settings as kit } from './settings.ts';
import type { Settings } from './settings.ts';
import { describe, explain, replicaName } from './texts.ts';
import type { Message, Run, Verdict } from './types.ts';

/** The chart's axis runs this far past the log's last line (tenths). */
const CHART_MARGIN = 5;

/** An actor as the log prints it. */
function actorName(actor: string): string {
  if (actor === 'A') return 'Client A';
  if (actor === 'B') return 'Client B';
  if (actor === 'replicas') return 'Replicas';
  return replicaName(Number(actor.slice(1)));
}

/**
 * Runs the model for these settings. Settings out of range are brought into range first, as the address parser
 * does, so any input gives a run; `run.settings` holds what was actually run.
 */
export function simulate(input: Settings): Run {
  const settings = kit.normalise(input).settings;
  const p = play(settings);
  const verdict = verdictOf(p);
  const events: LogEvent[] = p.log.map((h) => ({
    t: h.t,
    time: formatTime(h.t),
    actor: h.actor,
    actorName: actorName(h.actor),
    kind: h.kind,
    text: describe(h, settings),
  }));
  const eventOf = (kind: string, actor: string): number => p.log.findIndex((h) => h.kind === kind && h.actor === actor);
  const ackEvent = (i: number): number =>
    p.log.findIndex((h) => (h.kind === 'ack' || h.kind === 'done') && h.replica === i);
  const messages: Message[] = [];
  for (let i = 1; i <= settings.n; i++) {
    const stored = p.storedAt[i]!;
    const store = eventOf('store', `r${i}`);
    messages.push({ kind: 'write', replica: i, sent: SEND_AT, arrives: stored, value: 15, stale: false, event: store });
    messages.push({
      kind: 'ack',
      replica: i,
      sent: stored,
      arrives: stored + ACK_DELAY,
      value: null,
      stale: false,
      event: ackEvent(i),
    });
  }
  const askEvent = eventOf('ask', 'B');
  for (const a of p.answers) {
    messages.push({
      kind: 'ask',
      replica: a.replica,
      sent: p.readAt,
      arrives: p.readAt,
      value: null,
      stale: false,
      event: askEvent,
    });
    messages.push({
      kind: 'answer',
      replica: a.replica,
      sent: p.readAt,
      arrives: p.readAt,
      value: a.value,
      stale: p.stale, // every answer of a stale read is 10; an old answer beside a 15 did no harm
      event: eventOf('answer', `r${a.replica}`),
    });
  }
  messages.sort((a, b) => a.arrives - b.arrives || a.event - b.event);
  const end = events.at(-1)?.t ?? 0;
  return {
    settings,
    events,
    outcome: rowsOf(p, verdict),
    verdict,
    explanation: explain(settings, p),
    end,
    result: resultOf(p),
    replicas: Array.from({ length: settings.n }, (_, k) => ({
      index: k + 1,
      name: replicaName(k + 1),
      slow: isSlow(settings, k + 1),
      storedAt: p.storedAt[k + 1]!,
      asked: p.asked.includes(k + 1),
    })),
    messages,
    doneAt: p.doneAt,
    readAt: p.readAt,
    chartEnd: end + CHART_MARGIN,
  };
}

/**
 * The verdict alone, from the rules' closed form (no agenda, no sentences): a sweep calls it thousands of times.
 * A test holds it to `simulate(s).verdict` for every setting.
 */
export function judge(input: Settings): Verdict {
  const s = kit.normalise(input).settings;
  const readAt = Math.round(s.readAt * 10);
  const done = doneTime(s);
  const fresh = Array.from({ length: s.r }, (_, k) => s.n - k).some((i) => storeTime(s, i) <= readAt);
  if (fresh) return 'fresh';
  return done <= readAt ? 'stale' : 'early';
}
