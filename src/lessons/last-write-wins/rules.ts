/**
 * The rules of the last-write-wins model (lesson spec, Part 2, rules 1 to 4) as a table on the kit's agenda. Each step records what happened as plain facts (a `Happening`); texts.ts turns those into sentences, so
 * the rules carry no words.
 */
import { defineRules, formatTime } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Order, descriptor } from './settings.ts';

/** The store's value at the start (rule 1). */
export const START_VALUE = 10;
/** When A writes, real time (rule 1): 1.0 s. */
export const A_WRITES = 10;
/** What A adds, and what B adds (rule 1). */
export const A_ADDS = 1;
export const B_ADDS = 5;
/** Both updates together (rule 1): It should be 16. */
export const SHOULD_BE = START_VALUE + A_ADDS + B_ADDS;

export type Actor = 'A' | 'B' | 'store';
export type Client = 'A' | 'B';

/** A write's stamp: a clock reading in tenths (`wall`) or a counter (`lamport`), with how the chart prints it. */
export interface Stamp {
  kind: Order;
  /** Tenths of the writer's clock, or the counter. */
  value: number;
  /** "4.0 s", or "1". */
  text: string;
}

/** One write, as the chart draws it: a mark at its real time on its client's lane. */
export interface Write {
  by: Client;
  /** Real time, tenths. */
  t: number;
  value: number;
  stamp: Stamp;
  /** The store applied it; false: acknowledged and dropped. */
  applied: boolean;
}

/** One read of the store by a client: what it saw, and when. */
export type Read = Pick<Write, 'by' | 't' | 'value'>;

/** The store's value at the start and after each write it applied, with the stamp it keeps beside it (null for the
 * 10 it starts with). */
export type Held = SeriesPoint<number> & { stamp: Stamp | null };

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number; actor: Actor } & (
  | { kind: 'start'; value: number }
  | { kind: 'a-reads'; value: number }
  | { kind: 'b-reads'; value: number; counter: number | null; early: boolean; order: Order }
  | { kind: 'writes'; by: Client; value: number; stamp: Stamp; seen: number; skew: number }
  | { kind: 'store-applies-first'; by: Client; value: number; stamp: Stamp }
  | { kind: 'store-applies'; by: Client; value: number; stamp: Stamp; over: Stamp; tie: boolean; before: number }
  | { kind: 'store-drops'; by: Client; value: number; stamp: Stamp; over: Stamp; kept: number }
  | { kind: 'acknowledged'; by: Client; applied: boolean }
);

/** The sentence keys of the log. */
export type SentenceKey = Happening['kind'];

/** Settings with the times in integer tenths. */
export type TenthsSettings = Tenths<typeof descriptor>;

/** The state the steps share while a run plays: the value kept, and what the words and the chart read. */
export interface State {
  s: TenthsSettings;
  value: number;
  writes: Write[];
  reads: Read[];
  /** The stamp of the value the store holds; null for the 10 it starts with. */
  stamp: Stamp | null;
  /** The largest counter each client has seen: its own or one read from the store (rule 2). */
  seen: Record<Client, number>;
  /** What each client read, and so what it adds to. */
  base: Record<Client, number>;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { opening: []; read: [by: Client]; write: [by: Client] }, { store: Held }>;
type Ctx = Context<Types>;

/** A client's same-instant rank. */
const RANK = { A: 1, B: 2 } as const;

/** Rule 2: the stamp a client puts on its write, at real time `t`. */
function stampOf(p: State, by: Client, t: number): Stamp {
  if (p.s.order === 'lamport') {
    const value = p.seen[by] + 1;
    p.seen[by] = value;
    return { kind: 'lamport', value, text: String(value) };
  }
  // A's clock reads real time plus the skew; B's clock is exact.
  const value = by === 'A' ? t + p.s.skew : t;
  return { kind: 'wall', value, text: formatTime(value) };
}

/** Rule 3: the stamp wins over the one the store holds if higher; a tie goes to B. */
function wins(stamp: Stamp, by: Client, over: Stamp): boolean {
  return stamp.value > over.value || (stamp.value === over.value && by === 'B');
}

/**
 * The rules, top to bottom. At one instant the store's start comes first (0), then Client A (1), then Client B (2):
 * with a gap of 0 B writes at A's instant, after A's write, so a B that reads first reads A's 11.
 */
export const rules = defineRules<Types>({
  opening: {
    says: 'Rule 1: the store holds 10 (the first point of its series).',
    rank: 0,
    step(_p, ctx) {
      ctx.say({ t: ctx.t, actor: 'store', kind: 'start', value: START_VALUE });
      ctx.set('store', { value: START_VALUE, stamp: null });
    },
  },
  read: {
    says: 'A client reads the store: its value and, with the logical clock, its counter.',
    rank: (by) => RANK[by],
    step(p, ctx, by) {
      // A reads at the start; B too when it does not read again just before it writes.
      const early = by === 'A' || !p.s.bRead;
      const t = ctx.t;
      const counter = p.stamp?.kind === 'lamport' ? p.stamp.value : null;
      p.base[by] = p.value;
      if (counter !== null) p.seen[by] = Math.max(p.seen[by], counter);
      const h: Happening =
        by === 'A'
          ? { t, actor: 'A', kind: 'a-reads', value: p.value }
          : { t, actor: 'B', kind: 'b-reads', value: p.value, counter, early, order: p.s.order };
      ctx.say(h);
      p.reads.push({ by, t, value: p.value });
    },
  },
  write: {
    says: 'Rules 2 and 3: a client writes what it read plus its update; the store applies it or drops it, and says done.',
    rank: (by) => RANK[by],
    step(p, ctx, by) {
      const t = ctx.t;
      const value = p.base[by] + (by === 'A' ? A_ADDS : B_ADDS);
      const seen = p.seen[by];
      const stamp = stampOf(p, by, t);
      ctx.say({ t, actor: by, kind: 'writes', by, value, stamp, seen, skew: p.s.skew });
      const over = p.stamp;
      const applied = over === null || wins(stamp, by, over);
      if (over === null) ctx.say({ t, actor: 'store', kind: 'store-applies-first', by, value, stamp });
      else if (applied) {
        const tie = stamp.value === over.value;
        ctx.say({ t, actor: 'store', kind: 'store-applies', by, value, stamp, over, tie, before: p.value });
      } else ctx.say({ t, actor: 'store', kind: 'store-drops', by, value, stamp, over, kept: p.value });
      if (applied) {
        p.value = value;
        p.stamp = stamp;
        ctx.set('store', { value, stamp });
      }
      p.writes.push({ by, t, value, stamp, applied });
      // Every write is acknowledged as done, applied or not (rule 3).
      ctx.say({ t, actor: 'store', kind: 'acknowledged', by, applied });
    },
  },
});

/** Rule 1: the store opens, and A reads it; B reads it too if it reads before A writes. Then both write. */
export function start(s: TenthsSettings, ctx: Ctx): State {
  const bAt = A_WRITES + s.gap;
  ctx.at(0, 'opening');
  ctx.at(0, 'read', 'A');
  // bRead off: B read 10 before A wrote, at the start; on: B reads just before it writes, after A's write.
  if (!s.bRead) ctx.at(0, 'read', 'B');
  ctx.at(A_WRITES, 'write', 'A');
  if (s.bRead) ctx.at(bAt, 'read', 'B');
  ctx.at(bAt, 'write', 'B');
  return {
    s,
    value: START_VALUE,
    writes: [],
    reads: [],
    stamp: null,
    seen: { A: 0, B: 0 },
    base: { A: START_VALUE, B: START_VALUE },
  };
}
