/**
 * The rules of the quorums model (lesson spec, Part 2), as small step functions on the kit's agenda. Time is in
 * integer tenths. At one instant the order is: A sends, then replicas store, then acknowledgements reach A, then B
 * reads (so a replica that stores 15 at the instant of the read answers 15, and a "done" at that instant counts as
 * before the read).
 */
import { Agenda, drain, toTenths } from '../kit/index.ts';
import type { Settings } from './settings.ts';

/** When A sends 15 to every replica (tenths). */
export const SEND_AT = 10;
/** When a fast replica stores it (tenths). */
export const FAST_STORE = 11;
/** When a slow replica stores it (tenths). */
export const SLOW_STORE = 60;
/** How long an acknowledgement takes to reach A (tenths). */
export const ACK_DELAY = 1;
/** The value every replica holds at the start (version 1), and the one A writes (version 2). */
export const OLD = { value: 10, version: 1 } as const;
export const NEW = { value: 15, version: 2 } as const;

/** Same-instant order: lower acts first. */
const RANK = { send: 0, store: 1, ack: 2, read: 3 } as const;

type Step = { kind: 'send' } | { kind: 'store'; replica: number } | { kind: 'ack'; replica: number } | { kind: 'read' };

/** Which sentence a log line is (the lesson's texts word each). */
export type SentenceKey = 'start' | 'send' | 'store' | 'ack' | 'done' | 'ask' | 'answer' | 'return';

/** One thing that happened, before it is worded. */
export interface Happening {
  t: number;
  /** "A", "B", "r1" .. "r5", or "replicas" for the opening line. */
  actor: string;
  kind: SentenceKey;
  /** The replica it is about, if any. */
  replica?: number;
  /** For an acknowledgement: how many have reached A with this one. */
  count?: number;
  /** For an answer or B's return: the value; for the opening line: the value every replica holds. */
  value?: number;
  /** For B's question: the replicas asked, in the order asked. */
  asked?: number[];
}

/** The rules played out: the happenings in order and what the outcome and chart need. */
export interface Played {
  log: Happening[];
  /** When each replica stores 15, by index 1..N (index 0 unused). */
  storedAt: number[];
  /** The replicas B asks, highest-numbered first. */
  asked: number[];
  /** Each asked replica's answer, in the order asked. */
  answers: { replica: number; value: number; version: number }[];
  doneAt: number;
  readAt: number;
  valueRead: number;
  holding: number;
  stale: boolean;
}

/** True when replica `i` (1..N) is one of the slow ones: the highest-numbered `slow` replicas. */
export function isSlow(settings: Settings, i: number): boolean {
  return i > settings.n - settings.slow;
}

/** When replica `i` stores A's write (tenths). */
export function storeTime(settings: Settings, i: number): number {
  return isSlow(settings, i) ? SLOW_STORE : FAST_STORE;
}

/** When A is told "done": the W-th acknowledgement's arrival (tenths). Rule 1, without playing the run. */
export function doneTime(settings: Settings): number {
  const fast = settings.n - settings.slow;
  return (settings.w <= fast ? FAST_STORE : SLOW_STORE) + ACK_DELAY;
}

/** Plays the rules for settings already in range. */
export function play(settings: Settings): Played {
  const { n, w, r } = settings;
  const readAt = toTenths(settings.readAt);
  const agenda = new Agenda<Step>();
  const log: Happening[] = [{ t: 0, actor: 'replicas', kind: 'start', value: OLD.value }];
  const storedAt = Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 0 : storeTime(settings, i)));
  const holds = Array.from({ length: n + 1 }, () => OLD as { value: number; version: number });
  const asked = Array.from({ length: r }, (_, k) => n - k);
  const answers: Played['answers'] = [];
  let acks = 0;
  let doneAt = -1;

  agenda.schedule(SEND_AT, RANK.send, { kind: 'send' });
  agenda.schedule(readAt, RANK.read, { kind: 'read' });

  drain(agenda, ({ t, step }) => {
    switch (step.kind) {
      case 'send':
        log.push({ t, actor: 'A', kind: 'send', value: NEW.value });
        for (let i = 1; i <= n; i++) agenda.schedule(storedAt[i]!, RANK.store, { kind: 'store', replica: i });
        return;
      case 'store':
        holds[step.replica] = NEW;
        log.push({ t, actor: `r${step.replica}`, kind: 'store', replica: step.replica, value: NEW.value });
        agenda.schedule(t + ACK_DELAY, RANK.ack, { kind: 'ack', replica: step.replica });
        return;
      case 'ack':
        acks += 1;
        if (acks === w) doneAt = t;
        log.push({ t, actor: 'A', kind: acks === w ? 'done' : 'ack', replica: step.replica, count: acks });
        return;
      case 'read': {
        log.push({ t, actor: 'B', kind: 'ask', asked });
        for (const i of asked) {
          const held = holds[i]!;
          answers.push({ replica: i, ...held });
          log.push({ t, actor: `r${i}`, kind: 'answer', replica: i, value: held.value });
        }
        const best = answers.reduce((a, b) => (b.version > a.version ? b : a));
        log.push({ t, actor: 'B', kind: 'return', value: best.value });
        return;
      }
    }
  });

  const valueRead = answers.reduce((a, b) => (b.version > a.version ? b : a)).value;
  const holding = storedAt.filter((s, i) => i > 0 && s <= readAt).length;
  const stale = doneAt <= readAt && valueRead === OLD.value;
  return { log, storedAt, asked, answers, doneAt, readAt, valueRead, holding, stale };
}
