/**
 * The rules of the lost-update model (lesson spec, Part 2, rules 1 to 7) as a table on the kit's agenda.
 * Each step records what happened as plain facts (a `Happening`); texts.ts turns those into sentences.
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

export type Client = 'A' | 'B';

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

/** One read-modify-write of a client: its read (none for an atomic add), the span of its work, and its write. */
export interface Attempt {
  client: Client;
  /** When it read (tenths); for an atomic add, which reads nothing, when its work began. */
  from: number;
  /** When it wrote, or tried to (tenths). */
  to: number;
  /** The value it read, or null for an atomic add. */
  read: number | null;
  /** What it wrote (or asked to write, when refused); for an atomic add, the counter's value after it. */
  value: number;
  amount: number;
  refused: boolean;
  /** A write that replaced the other client's update: worked out from a value read before that update. */
  overwrote: boolean;
  /** Index of the log line that reads (the write's line for an atomic add). */
  readEvent: number;
  /** Index of the log line that writes or is refused. */
  writeEvent: number;
}

/** A client waiting for the lock, from when it asked to when it took it (tenths); `event`: the log line it starts. */
export interface Wait {
  client: Client;
  from: number;
  to: number;
  event: number;
}

/** Where two clients' read-modify-write windows overlap: each read before the other's write (tenths). */
export type Overlap = { from: number; to: number };

/** The counter's value after a change (or at the start): who changed it, and the log line that reports it. */
export type ValueMark = SeriesPoint<number> & { by: 'start' | Client };

/** The state the steps share while a run plays: what the outcome, the words and the chart read after it. */
export interface State {
  method: Settings['method'];
  work: Readonly<Record<Client, number>>;
  /** What a client holds between its read and its write. */
  reading: Partial<Record<Client, { t: number; value: number; event: number }>>;
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

type Ctx = Context<Types>;

/** The other client. */
export const otherOf = (c: Client): Client => (c === 'A' ? 'B' : 'A');

/** A client's read, said: it remembers the value and schedules its write its work time later (rules 2, 3, 5, 6). */
function takeReading(p: State, ctx: Ctx, h: Extract<Happening, { kind: 'reads' | 'takes-lock' }>): void {
  p.reading[h.actor] = { t: h.t, value: h.value, event: ctx.say(h) };
  ctx.at(h.t + p.work[h.actor], 'write', h.actor);
}

/** A happening that ends a client's read-modify-write: a write, an add, or a refusal. */
type Ending = Exclude<Happening, { kind: 'start' | 'reads' | 'takes-lock' | 'waits' }>;

/** Says a client's write, records it as the chart draws it and forgets the read; unless refused, the counter takes
 * its value, reported by the line just said (the kit's series records it for playback). */
function attempt(p: State, ctx: Ctx, h: Ending): void {
  const c = h.actor;
  const r = p.reading[c];
  const event = ctx.say(h);
  const refused = h.kind === 'cas-refused' || h.kind === 'refused-unchanged';
  if (!refused) {
    p.value = h.value;
    ctx.set('counter', { value: h.value, by: c });
  }
  p.attempts.push({
    client: c,
    // With nothing read (an atomic add), the client's work began its work time before this write.
    from: r?.t ?? h.t - p.work[c],
    to: h.t,
    read: r?.value ?? null,
    value: h.value,
    amount: AMOUNT[c],
    refused,
    // Worked out from a value read before the other client wrote: its update is replaced.
    overwrote: h.kind === 'writes' && h.held !== h.read,
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
        case 'cas':
          takeReading(p, ctx, { t, actor: c, kind: 'reads', value: p.value, again: false, retryAt: null });
          return;
        case 'atomic':
          ctx.at(t + p.work[c], 'write', c);
          return;
        case 'lock':
          if (p.holder !== null) {
            p.waiting = { client: c, from: t, event: ctx.say({ t, actor: c, kind: 'waits', holder: p.holder }) };
            return;
          }
          p.holder = c;
          takeReading(p, ctx, { t, actor: c, kind: 'takes-lock', value: p.value, waited: null });
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
      const read = p.reading[c]?.value ?? held;
      const value = read + n;
      switch (p.method) {
        case 'plain':
          attempt(p, ctx, { t, actor: c, kind: 'writes', value, read, held, other: otherOf(c) });
          return;
        case 'atomic':
          attempt(p, ctx, { t, actor: c, kind: 'adds', amount: n, held, value: held + n });
          return;
        case 'cas': {
          const rule = ctx.hooks['accepts'];
          const takes =
            rule === undefined
              ? held === read
              : rule({ read, value } satisfies WriteSeen, { value: held } satisfies StorageSeen) === true;
          if (takes && held === read) attempt(p, ctx, { t, actor: c, kind: 'cas-ok', value, read });
          // A reader's rule that takes a write made from an old read: the write replaces the other's update.
          else if (takes) attempt(p, ctx, { t, actor: c, kind: 'writes', value, read, held, other: otherOf(c) });
          // A reader's rule that refuses a write made from what the counter still holds: nothing to read again, so
          // the client gives up and its update never lands.
          else if (held === read) {
            attempt(p, ctx, { t, actor: c, kind: 'refused-unchanged', value, read });
            p.unchangedRefused = true;
          } else {
            // Rule 5: refused; the client reads again at once and tries again its work time later.
            attempt(p, ctx, { t, actor: c, kind: 'cas-refused', value, read, held });
            p.retries += 1;
            takeReading(p, ctx, { t, actor: c, kind: 'reads', value: held, again: true, retryAt: t + p.work[c] });
          }
          return;
        }
        case 'lock': {
          attempt(p, ctx, { t, actor: c, kind: 'writes-releases', value, held });
          // Rule 6: a waiting client takes the lock, and reads, the instant it is released.
          const w = p.waiting;
          p.holder = w?.client ?? null;
          p.waiting = null;
          if (w === null) return;
          p.waits.push({ client: w.client, from: w.from, to: t, event: w.event });
          p.waited += t - w.from;
          takeReading(p, ctx, { t, actor: w.client, kind: 'takes-lock', value: p.value, waited: t - w.from });
        }
      }
    },
  },
});

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

/** Once the run is over: where an attempt of A's and one of B's overlap, each read before the other's write in the log. */
export function finish(p: State): void {
  const withRead = p.attempts.filter((a) => a.read !== null);
  for (const a of withRead.filter((x) => x.client === 'A'))
    for (const b of withRead.filter((x) => x.client === 'B'))
      if (a.readEvent < b.writeEvent && b.readEvent < a.writeEvent)
        p.overlaps.push({ from: Math.max(a.from, b.from), to: Math.min(a.to, b.to) });
  p.overlaps.sort((x, y) => x.from - y.from);
}
