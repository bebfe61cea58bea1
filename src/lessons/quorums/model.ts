/**
 * The quorums model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and the chart mapping: where each message is drawn.
 */
import { defineModel, factsOf, formatTime } from '../../kit/index.ts';
import type { LessonTypes } from '../../kit/index.ts';
import { ACK_DELAY, SEND_AT, finish, isSlow, start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { TERMS, describe, explain, replicaName, VERDICTS } from './texts.ts';
import type { Message, Result, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run>;

/** An actor as the log prints it. */
function actorName(actor: string): string {
  if (actor === 'A') return 'Client A';
  if (actor === 'B') return 'Client B';
  if (actor === 'replicas') return 'Replicas';
  return replicaName(Number(actor.slice(1)));
}

/** Every message as the chart draws it, in the order they arrive, each at the log line of its arrival. */
function messagesOf(p: State, log: readonly Happening[]): Message[] {
  const eventOf = (kind: string, actor: string): number => log.findIndex((h) => h.kind === kind && h.actor === actor);
  const ackEvent = (i: number): number =>
    log.findIndex((h) => (h.kind === 'ack' || h.kind === 'done') && h.replica === i);
  const messages: Message[] = [];
  for (let i = 1; i <= p.settings.n; i++) {
    const stored = p.storedAt[i]!;
    const store = eventOf('store', `r${i}`);
    messages.push({ kind: 'write', replica: i, sent: SEND_AT, arrives: stored, value: 15, stale: false, event: store });
    const ack = { sent: stored, arrives: stored + ACK_DELAY, value: null, stale: false, event: ackEvent(i) };
    messages.push({ kind: 'ack', replica: i, ...ack });
  }
  const askEvent = eventOf('ask', 'B');
  for (const a of p.answers) {
    const at = { replica: a.replica, sent: p.readAt, arrives: p.readAt };
    messages.push({ kind: 'ask', ...at, value: null, stale: false, event: askEvent });
    // Every answer of a stale read is 10; an old answer beside a 15 did no harm.
    messages.push({ kind: 'answer', ...at, value: a.value, stale: p.stale, event: eventOf('answer', `r${a.replica}`) });
  }
  return messages.sort((a, b) => a.arrives - b.arrives || a.event - b.event);
}

/** The quorums model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'quorums',
  settings: descriptor,
  verdicts: VERDICTS,
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
  chart: (p, { run, log }, s) => ({
    result: factsOf(run.outcome) as unknown as Result,
    replicas: Array.from({ length: s.n }, (_, k) => ({
      index: k + 1,
      name: replicaName(k + 1),
      slow: isSlow(s, k + 1),
      storedAt: p.storedAt[k + 1]!,
      asked: p.asked.includes(k + 1),
    })),
    messages: messagesOf(p, log),
    doneAt: p.doneAt,
    readAt: p.readAt,
    chartEnd: run.end + 5, // the axis runs 0.5 s past the log's last line
  }),
});
