/** The lost-update rules (lesson spec, Part 2, rules 1 to 7) on the kit's agenda; texts.ts words each `Happening`. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

export type Client = 'A' | 'B';

/** Rules 1 and 2: the counter holds 10, A adds 1 and B adds 5; A starts at 1.0 s, and B's work takes 1.0 s. */
const START_VALUE = 10;
export const AMOUNT: Readonly<Record<Client, number>> = Object.freeze({ A: 1, B: 5 });
export const SHOULD_BE = START_VALUE + AMOUNT.A + AMOUNT.B;
const A_STARTS = 10;
const B_WORK = 10;

type Ending = 'writes' | 'adds' | 'cas-ok' | 'cas-refused' | 'refused-unchanged' | 'writes-releases';

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number } & (
  | { kind: 'start'; actor: 'counter'; value: number }
  | { kind: 'reads'; actor: Client; value: number; retryAt: number | null }
  | { kind: 'takes-lock'; actor: Client; value: number; waited: number | null }
  | { kind: 'waits'; actor: Client; holder: Client }
  | { kind: Ending; actor: Client; value: number; read: number; held: number }
);

/** One read-modify-write of a client: its read (none for an atomic add), the span of its work, and its write. */
export interface Attempt {
  client: Client;
  /** When it read (tenths); for an atomic add, which reads nothing, when its work began. */
  from: number;
  to: number;
  read: number | null;
  /** What it wrote (or asked to write, when refused); for an atomic add, the counter's value after it. */
  value: number;
  refused: boolean;
  /** A write that replaced the other client's update: worked out from a value read before that update. */
  overwrote: boolean;
  /** The log lines of its read (its write's for an atomic add) and of its write or refusal. */
  readEvent: number;
  writeEvent: number;
}

/** The counter's value after a change (or at the start): who changed it, and the log line that reports it. */
export type ValueMark = SeriesPoint<number> & { by: 'start' | Client };

/** The state the steps share while a run plays: what the outcome, the words and the chart read after it. */
export interface State {
  method: Settings['method'];
  work: Readonly<Record<Client, number>>;
  /** What a client holds between its read and its write; with the lock, only the lock's holder has one. */
  reading: Partial<Record<Client, { t: number; value: number; event: number }>>;
  value: number;
  retries: number;
  /** Both clients' waits, added up (tenths). */
  waited: number;
  attempts: Attempt[];
  /** Each wait for the lock, from when its client asked to when it took it; `event`: the log line it starts. */
  waits: { client: Client; from: number; to: number; event: number }[];
  /** Where two clients' read-modify-write windows overlap: each read before the other's write. */
  overlaps: { from: number; to: number }[];
  /** A write was refused though the counter still held what its client read (only a reader's rule does: rule.ts). */
  unchangedRefused: boolean;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { begin: [client: Client]; write: [client: Client] }, { counter: ValueMark }>;

type Ctx = Context<Types>;

export const otherOf = (c: Client): Client => (c === 'A' ? 'B' : 'A');

/** A client's read, said: it remembers the value and schedules its write its work time later (rules 2, 3, 5, 6). */
function takeReading(p: State, ctx: Ctx, h: Extract<Happening, { kind: 'reads' | 'takes-lock' }>): void {
  p.reading[h.actor] = { t: h.t, value: h.value, event: ctx.say(h) };
  ctx.at(h.t + p.work[h.actor], 'write', h.actor);
}

/** Says a client's write and records it as the chart draws it; unless refused, the counter takes its value. */
function attempt(p: State, ctx: Ctx, h: Extract<Happening, { kind: Ending }>): void {
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
    from: r?.t ?? h.t - p.work[c],
    to: h.t,
    read: r?.value ?? null,
    value: h.value,
    refused,
    overwrote: h.kind === 'writes' && h.held !== h.read,
    readEvent: r?.event ?? event,
    writeEvent: event,
  });
  delete p.reading[c];
}

/** Compare-and-set's check (rule 5), or a reader's rule in its place (rule.ts): how the write ends. */
function casEnding(ctx: Ctx, read: number, value: number, held: number): Ending {
  const rule = ctx.hooks['accepts'];
  const takes = rule === undefined ? held === read : rule({ read, value }, { value: held }) === true;
  // A reader's rule may take a write from an old read, or refuse an unchanged one: nothing new to read, so it gives up.
  if (takes) return held === read ? 'cas-ok' : 'writes';
  return held === read ? 'refused-unchanged' : 'cas-refused';
}

const ENDINGS = { plain: 'writes', atomic: 'adds', lock: 'writes-releases' } as const;

/** The rules, top to bottom: at one instant (rule 7), Client A's steps come before Client B's. */
export const rules = defineRules<Types>({
  begin: {
    says: "A client's start (rule 2): read (plain, cas), nothing (atomic), or ask for the lock (lock).",
    rank: (c) => (c === 'A' ? 0 : 1),
    step(p, ctx, c) {
      const t = ctx.t;
      if (p.method === 'atomic') ctx.at(t + p.work[c], 'write', c);
      else if (p.method !== 'lock') takeReading(p, ctx, { t, actor: c, kind: 'reads', value: p.value, retryAt: null });
      else if (p.reading[otherOf(c)] !== undefined)
        p.waits.push({ client: c, from: t, to: t, event: ctx.say({ t, actor: c, kind: 'waits', holder: otherOf(c) }) });
      else takeReading(p, ctx, { t, actor: c, kind: 'takes-lock', value: p.value, waited: null });
    },
  },
  write: {
    says: "A client's write, by its method (rules 3 to 6).",
    rank: (c) => (c === 'A' ? 0 : 1),
    step(p, ctx, c) {
      const t = ctx.t;
      const held = p.value;
      const read = p.reading[c]?.value ?? held;
      const value = read + AMOUNT[c];
      const kind = p.method === 'cas' ? casEnding(ctx, read, value, held) : ENDINGS[p.method];
      attempt(p, ctx, { t, actor: c, kind, value, read, held });
      if (kind === 'refused-unchanged') p.unchangedRefused = true;
      if (kind === 'cas-refused') {
        // Rule 5: refused; the client reads again at once and tries again its work time later.
        p.retries += 1;
        takeReading(p, ctx, { t, actor: c, kind: 'reads', value: held, retryAt: t + p.work[c] });
      }
      // Rule 6: the other client, if it waits, takes the lock, and reads, the instant it is released.
      const w = p.waits.find((x) => x.client !== c);
      if (p.method !== 'lock' || w === undefined) return;
      w.to = t;
      p.waited += t - w.from;
      takeReading(p, ctx, { t, actor: w.client, kind: 'takes-lock', value: p.value, waited: t - w.from });
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
