/**
 * The rules of the lost-update model (lesson spec, Part 2, rules 1 to 7) as a table on the kit's agenda.
 * Each step records what happened as plain facts (a `Happening`); texts.ts turns those into sentences.
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { ValueMark } from './types.ts';
import type { Method, descriptor } from './settings.ts';
import type { Attempt, Client, Overlap, Wait } from './types.ts';

/** The counter's value at the start (rule 1). */
export const START_VALUE = 10;
/** What each client adds (rule 1). */
export const AMOUNT: Readonly<Record<Client, number>> = Object.freeze({ A: 1, B: 5 });
/** The counter with both updates (rule 1). */
export const SHOULD_BE = START_VALUE + AMOUNT.A + AMOUNT.B;
/** When A starts (rule 2): 1.0 s. */
export const A_STARTS = 10;
/** B's work, from its read to its write (rule 2): 1.0 s. */
export const B_WORK = 10;

/** Same-instant order (rule 7): Client A's steps first, then Client B's. */
const RANK: Readonly<Record<Client, number>> = { A: 0, B: 1 };

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number } & (
  | { kind: 'start'; actor: 'counter'; value: number }
  | { kind: 'reads'; actor: Client; value: number; again: boolean; retryAt: number | null }
  | { kind: 'writes'; actor: Client; value: number; read: number; held: number; other: Client }
  | { kind: 'adds'; actor: Client; amount: number; held: number; value: number }
  | { kind: 'cas-ok'; actor: Client; value: number; read: number }
  | { kind: 'cas-refused'; actor: Client; value: number; read: number; held: number }
  | { kind: 'refused-unchanged'; actor: Client; value: number; read: number }
  | { kind: 'takes-lock'; actor: Client; value: number; waited: number | null }
  | { kind: 'waits'; actor: Client; holder: Client }
  | { kind: 'writes-releases'; actor: Client; value: number; held: number }
);

/** The sentence keys of the log. */
export type SentenceKey = Happening['kind'];

/** What a client holds between its read and its write. */
interface Reading {
  t: number;
  value: number;
  event: number;
}

/** The state the steps share while a run plays: what the outcome, the words and the chart read after it. */
export interface State {
  method: Method;
  work: Readonly<Record<Client, number>>;
  reading: Partial<Record<Client, Reading>>;
  holder: Client | null;
  waiting: { client: Client; from: number; event: number } | null;
  value: number;
  retries: number;
  /** Both clients' waits, added up (tenths). */
  waited: number;
  attempts: Attempt[];
  waits: Wait[];
  overlaps: Overlap[];
  /** A write was refused though the counter still held what its client read (only a reader's rule does: rule.ts). */
  unchangedRefused: boolean;
}

/**
 * What the storage sees of a conditional write when it decides, and what it holds: the plain data a reader's rule is
 * given (rule.ts), in place of compare-and-set's own check (rule 5).
 */
export type WriteSeen = { read: number; value: number };
export type StorageSeen = { value: number };

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { begin: [client: Client]; write: [client: Client] }, { counter: ValueMark }>;

type Play = State;
type Ctx = Context<Types>;

const otherOf = (c: Client): Client => (c === 'A' ? 'B' : 'A');

/** The counter takes a new value, reported by the line said last: the kit's series records it for playback. */
function setValue(p: Play, ctx: Ctx, value: number, by: Client): void {
  p.value = value;
  ctx.set('counter', { value, by });
}

/** A client's read: it remembers the value and schedules its write its work time later (rules 2, 3, 5, 6). */
function takeReading(p: Play, ctx: Ctx, c: Client, event: number): void {
  const t = ctx.t;
  p.reading[c] = { t, value: p.value, event };
  ctx.at(t + p.work[c], 'write', c);
}

/** Records a client's read-modify-write as the chart draws it, and forgets the read. */
function attempt(p: Play, c: Client, t: number, value: number, event: number, refused = false, overwrote = false) {
  const r = p.reading[c];
  p.attempts.push({
    client: c,
    // With nothing read (an atomic add), the client's work began its work time before this write.
    from: r?.t ?? t - p.work[c],
    to: t,
    read: r?.value ?? null,
    value,
    amount: AMOUNT[c],
    refused,
    overwrote,
    readEvent: r?.event ?? event,
    writeEvent: event,
  });
  delete p.reading[c];
}

/** The rules, top to bottom: at one instant (rule 7) Client A's (rank 0) come before Client B's (1). */
export const rules = defineRules<Types>({
  begin: {
    says: "A client's start (rule 2): read (plain, cas), nothing (atomic), or ask for the lock (lock).",
    rank: (c) => RANK[c],
    step(p, ctx, c) {
      const t = ctx.t;
      switch (p.method) {
        case 'plain':
        case 'cas': {
          const event = ctx.say({ t, actor: c, kind: 'reads', value: p.value, again: false, retryAt: null });
          takeReading(p, ctx, c, event);
          return;
        }
        case 'atomic':
          ctx.at(t + p.work[c], 'write', c);
          return;
        case 'lock': {
          if (p.holder === null) {
            p.holder = c;
            const event = ctx.say({ t, actor: c, kind: 'takes-lock', value: p.value, waited: null });
            takeReading(p, ctx, c, event);
          } else {
            const event = ctx.say({ t, actor: c, kind: 'waits', holder: p.holder });
            p.waiting = { client: c, from: t, event };
          }
          return;
        }
      }
    },
  },
  write: {
    says: "A client's write, by its method (rules 3 to 6).",
    rank: (c) => RANK[c],
    step(p, ctx, c) {
      const t = ctx.t;
      const n = AMOUNT[c];
      const held = p.value;
      const r = p.reading[c];
      switch (p.method) {
        case 'plain': {
          const read = r?.value ?? held;
          const event = ctx.say({ t, actor: c, kind: 'writes', value: read + n, read, held, other: otherOf(c) });
          setValue(p, ctx, read + n, c);
          // The other client wrote since this read: its update is replaced.
          attempt(p, c, t, read + n, event, false, held !== read);
          return;
        }
        case 'atomic': {
          const event = ctx.say({ t, actor: c, kind: 'adds', amount: n, held, value: held + n });
          setValue(p, ctx, held + n, c);
          attempt(p, c, t, held + n, event);
          return;
        }
        case 'cas': {
          const read = r?.value ?? held;
          const rule = ctx.hooks['accepts'];
          const takes =
            rule === undefined
              ? held === read
              : rule({ read, value: read + n } satisfies WriteSeen, { value: held } satisfies StorageSeen) === true;
          // A reader's rule that takes a write made from an old read: the write replaces the other's update.
          if (takes && held !== read) {
            const event = ctx.say({ t, actor: c, kind: 'writes', value: read + n, read, held, other: otherOf(c) });
            setValue(p, ctx, read + n, c);
            attempt(p, c, t, read + n, event, false, true);
            return;
          }
          // A reader's rule that refuses a write made from what the counter still holds: nothing to read again, so
          // the client gives up and its update never lands.
          if (!takes && held === read) {
            const event = ctx.say({ t, actor: c, kind: 'refused-unchanged', value: read + n, read });
            attempt(p, c, t, read + n, event, true);
            p.unchangedRefused = true;
            return;
          }
          if (takes) {
            const event = ctx.say({ t, actor: c, kind: 'cas-ok', value: read + n, read });
            setValue(p, ctx, read + n, c);
            attempt(p, c, t, read + n, event);
            return;
          }
          // Rule 5: refused; the client reads again at once and tries again its work time later.
          const event = ctx.say({ t, actor: c, kind: 'cas-refused', value: read + n, read, held });
          attempt(p, c, t, read + n, event, true);
          p.retries += 1;
          const again = ctx.say({ t, actor: c, kind: 'reads', value: held, again: true, retryAt: t + p.work[c] });
          takeReading(p, ctx, c, again);
          return;
        }
        case 'lock': {
          const read = r?.value ?? held;
          const event = ctx.say({ t, actor: c, kind: 'writes-releases', value: read + n, held });
          setValue(p, ctx, read + n, c);
          attempt(p, c, t, read + n, event);
          p.holder = null;
          // Rule 6: a waiting client takes the lock, and reads, the instant it is released.
          const w = p.waiting;
          if (w !== null) {
            p.waiting = null;
            p.holder = w.client;
            p.waits.push({ client: w.client, from: w.from, to: t, event: w.event });
            p.waited += t - w.from;
            const took = ctx.say({ t, actor: w.client, kind: 'takes-lock', value: p.value, waited: t - w.from });
            takeReading(p, ctx, w.client, took);
          }
          return;
        }
      }
    },
  },
});
/** Where an attempt of A's and one of B's overlap: each read comes before the other's write, in the log's order. */
function overlapsOf(attempts: readonly Attempt[]): Overlap[] {
  const out: Overlap[] = [];
  const withRead = attempts.filter((a) => a.read !== null);
  for (const a of withRead.filter((x) => x.client === 'A'))
    for (const b of withRead.filter((x) => x.client === 'B'))
      if (a.readEvent < b.writeEvent && b.readEvent < a.writeEvent)
        out.push({ from: Math.max(a.from, b.from), to: Math.min(a.to, b.to) });
  return out.sort((x, y) => x.from - y.from);
}

/** The start (rules 1 and 2): the counter holds 10; A starts at 1.0 s and B when the reader chose. */
export function start(tenths: Tenths<typeof descriptor>, ctx: Ctx): State {
  ctx.say({ t: 0, actor: 'counter', kind: 'start', value: START_VALUE });
  ctx.set('counter', { value: START_VALUE, by: 'start' });
  ctx.at(A_STARTS, 'begin', 'A');
  ctx.at(tenths.bAt, 'begin', 'B');
  return {
    method: tenths.method,
    work: { A: tenths.aWork, B: B_WORK },
    reading: {},
    holder: null,
    waiting: null,
    value: START_VALUE,
    retries: 0,
    unchangedRefused: false,
    waited: 0,
    attempts: [],
    waits: [],
    overlaps: [],
  };
}

/** Once the run is over: where A's and B's windows overlapped. */
export function finish(p: State): void {
  p.overlaps = overlapsOf(p.attempts);
}
