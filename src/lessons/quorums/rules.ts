/**
 * The rules of the quorums model (lesson spec, Part 2), as a table on the kit's agenda. Time is in integer tenths.
 * At one instant the order is: A sends, then replicas store, then acknowledgements reach A, then B reads (so a
 * replica that stores 15 at the instant of the read answers 15, and a "done" at that instant counts as before the
 * read).
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

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

/** One thing that happened, before it is worded. */
export interface Happening {
  t: number;
  /** "A", "B", "r1" .. "r5", or "replicas" for the opening line. */
  actor: string;
  /** Which sentence a log line is (the lesson's texts word each). */
  kind: 'start' | 'send' | 'store' | 'ack' | 'done' | 'ask' | 'answer' | 'return';
  /** The replica it is about, if any. */
  replica?: number;
  /** For an acknowledgement: how many have reached A with this one. */
  count?: number;
  /** For an answer or B's return: the value; for the opening line: the value every replica holds. */
  value?: number;
  /** For B's question: the replicas asked, in the order asked. */
  asked?: number[];
}

/** What the rules share while a run plays, and what the outcome, words and chart read after it. */
export interface State {
  settings: Settings;
  /** What each replica holds, by index 1..N (index 0 unused). */
  holds: { value: number; version: number }[];
  /** When each replica stores 15, by index 1..N (index 0 unused). */
  storedAt: number[];
  /** The replicas B asks, highest-numbered first. */
  asked: number[];
  /** Each asked replica's answer, in the order asked. */
  answers: { replica: number; value: number; version: number }[];
  acks: number;
  /** When A is told "done" (tenths), or -1. */
  doneAt: number;
  readAt: number;
  valueRead: number;
  holding: number;
  stale: boolean;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { send: []; store: [replica: number]; ack: [replica: number]; read: [] }>;

/** True when replica `i` (1..N) is one of the slow ones: the highest-numbered `slow` replicas. */
export function isSlow(settings: Pick<Settings, 'n' | 'slow'>, i: number): boolean {
  return i > settings.n - settings.slow;
}

/** When replica `i` stores A's write (tenths). */
export function storeTime(settings: Pick<Settings, 'n' | 'slow'>, i: number): number {
  return isSlow(settings, i) ? SLOW_STORE : FAST_STORE;
}

/** When A is told "done": the W-th acknowledgement's arrival (tenths). Rule 1, without playing the run. */
export function doneTime(settings: Pick<Settings, 'n' | 'w' | 'slow'>): number {
  const fast = settings.n - settings.slow;
  return (settings.w <= fast ? FAST_STORE : SLOW_STORE) + ACK_DELAY;
}

/** The start: every replica holds 10; A sends at 1.0 s and B reads when the reader chose. */
export function start(tenths: Tenths<typeof descriptor>, ctx: Context<Types>, settings: Settings): State {
  const { n, r } = tenths;
  ctx.say({ t: 0, actor: 'replicas', kind: 'start', value: OLD.value });
  ctx.at(SEND_AT, 'send');
  ctx.at(tenths.readAt, 'read');
  return {
    settings,
    holds: Array.from({ length: n + 1 }, () => OLD),
    storedAt: Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 0 : storeTime(tenths, i))),
    asked: Array.from({ length: r }, (_, k) => n - k),
    answers: [],
    acks: 0,
    doneAt: -1,
    readAt: tenths.readAt,
    valueRead: OLD.value,
    holding: 0,
    stale: false,
  };
}

/** The rules, top to bottom; at one instant, the lower rank acts first. */
export const rules = defineRules<Types>({
  send: {
    says: 'A sends 15 to every replica; each stores it when its delay is over.',
    rank: 0,
    step(p, ctx) {
      ctx.say({ t: ctx.t, actor: 'A', kind: 'send', value: NEW.value });
      for (let i = 1; i <= p.settings.n; i++) ctx.at(p.storedAt[i]!, 'store', i);
    },
  },
  store: {
    says: 'A replica stores 15 and acknowledges.',
    rank: 1,
    step(p, ctx, replica) {
      p.holds[replica] = NEW;
      ctx.say({ t: ctx.t, actor: `r${replica}`, kind: 'store', replica, value: NEW.value });
      ctx.at(ctx.t + ACK_DELAY, 'ack', replica);
    },
  },
  ack: {
    says: 'An acknowledgement reaches A; the W-th makes "done".',
    rank: 2,
    step(p, ctx, replica) {
      p.acks += 1;
      if (p.acks === p.settings.w) p.doneAt = ctx.t;
      ctx.say({ t: ctx.t, actor: 'A', kind: p.acks === p.settings.w ? 'done' : 'ack', replica, count: p.acks });
    },
  },
  read: {
    says: 'B asks R replicas, each answers what it holds, and B returns the answer with the highest version.',
    rank: 3,
    step(p, ctx) {
      const t = ctx.t;
      ctx.say({ t, actor: 'B', kind: 'ask', asked: p.asked });
      for (const i of p.asked) {
        const held = p.holds[i]!;
        p.answers.push({ replica: i, ...held });
        ctx.say({ t, actor: `r${i}`, kind: 'answer', replica: i, value: held.value });
      }
      p.valueRead = p.answers.reduce((a, b) => (b.version > a.version ? b : a)).value;
      ctx.say({ t, actor: 'B', kind: 'return', value: p.valueRead });
    },
  },
});

/** What the whole run works out: how many held 15 at the read, and whether the read was stale. */
export function finish(p: State): void {
  p.holding = p.storedAt.filter((s, i) => i > 0 && s <= p.readAt).length;
  p.stale = p.doneAt <= p.readAt && p.valueRead === OLD.value;
}
