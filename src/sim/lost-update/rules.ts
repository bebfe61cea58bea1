/**
 * The rules of the lost-update model (lesson spec, Part 2, rules 1 to 7) as step functions on the kit's agenda.
 * Each step records what happened as plain facts (a `Happening`); texts.ts turns those into sentences.
 */
import { Agenda, drain, toTenths } from '../kit/index.ts';
import type { Method, Settings } from './settings.ts';
import type { Attempt, Client, Overlap, ValueMark, Wait } from './types.ts';

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
  | { kind: 'takes-lock'; actor: Client; value: number; waited: number | null }
  | { kind: 'waits'; actor: Client; holder: Client }
  | { kind: 'writes-releases'; actor: Client; value: number; held: number }
);

/** The sentence keys of the log. */
export type SentenceKey = Happening['kind'];

/** Everything a run's rules leave behind: the log, the facts of the outcome, and what the chart draws. */
export interface Played {
  log: Happening[];
  value: number;
  retries: number;
  /** Both clients' waits, added up (tenths). */
  waited: number;
  attempts: Attempt[];
  waits: Wait[];
  overlaps: Overlap[];
  values: ValueMark[];
}

/** What a client holds between its read and its write. */
interface Reading {
  t: number;
  value: number;
  event: number;
}

/** The state the steps share while a run plays. */
interface Play extends Played {
  method: Method;
  work: Readonly<Record<Client, number>>;
  agenda: Agenda<Step>;
  reading: Partial<Record<Client, Reading>>;
  holder: Client | null;
  waiting: { client: Client; from: number; event: number } | null;
}

type Step = (p: Play, t: number) => void;

const otherOf = (c: Client): Client => (c === 'A' ? 'B' : 'A');

function say(p: Play, h: Happening): number {
  p.log.push(h);
  return p.log.length - 1;
}

function setValue(p: Play, t: number, value: number, by: Client, event: number): void {
  p.value = value;
  p.values.push({ t, value, by, event });
}

/** A client's read: it remembers the value and schedules its write its work time later (rules 2, 3, 5, 6). */
function takeReading(p: Play, c: Client, t: number, event: number): void {
  p.reading[c] = { t, value: p.value, event };
  p.agenda.schedule(t + p.work[c], RANK[c], write(c));
}

/** Records a client's read-modify-write as the chart draws it, and forgets the read. */
function attempt(
  p: Play,
  c: Client,
  t: number,
  value: number,
  event: number,
  { refused = false, overwrote = false }: { refused?: boolean; overwrote?: boolean } = {},
): void {
  const r = p.reading[c];
  p.attempts.push({
    client: c,
    from: r?.t ?? t,
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

/** A client's start (rule 2): read (plain, cas), nothing (atomic), or ask for the lock (lock). */
function start(c: Client): Step {
  return (p, t) => {
    switch (p.method) {
      case 'plain':
      case 'cas': {
        const event = say(p, { t, actor: c, kind: 'reads', value: p.value, again: false, retryAt: null });
        takeReading(p, c, t, event);
        return;
      }
      case 'atomic':
        p.agenda.schedule(t + p.work[c], RANK[c], write(c));
        return;
      case 'lock': {
        if (p.holder === null) {
          p.holder = c;
          const event = say(p, { t, actor: c, kind: 'takes-lock', value: p.value, waited: null });
          takeReading(p, c, t, event);
        } else {
          const event = say(p, { t, actor: c, kind: 'waits', holder: p.holder });
          p.waiting = { client: c, from: t, event };
        }
        return;
      }
    }
  };
}

/** A client's write, by its method (rules 3 to 6). */
function write(c: Client): Step {
  return (p, t) => {
    const n = AMOUNT[c];
    const held = p.value;
    const r = p.reading[c];
    switch (p.method) {
      case 'plain': {
        const read = r?.value ?? held;
        const event = say(p, { t, actor: c, kind: 'writes', value: read + n, read, held, other: otherOf(c) });
        setValue(p, t, read + n, c, event);
        // The other client wrote since this read: its update is replaced.
        attempt(p, c, t, read + n, event, { overwrote: held !== read });
        return;
      }
      case 'atomic': {
        const event = say(p, { t, actor: c, kind: 'adds', amount: n, held, value: held + n });
        setValue(p, t, held + n, c, event);
        attempt(p, c, t, held + n, event);
        return;
      }
      case 'cas': {
        const read = r?.value ?? held;
        if (held === read) {
          const event = say(p, { t, actor: c, kind: 'cas-ok', value: read + n, read });
          setValue(p, t, read + n, c, event);
          attempt(p, c, t, read + n, event);
          return;
        }
        // Rule 5: refused; the client reads again at once and tries again its work time later.
        const event = say(p, { t, actor: c, kind: 'cas-refused', value: read + n, read, held });
        attempt(p, c, t, read + n, event, { refused: true });
        p.retries += 1;
        const again = say(p, { t, actor: c, kind: 'reads', value: held, again: true, retryAt: t + p.work[c] });
        takeReading(p, c, t, again);
        return;
      }
      case 'lock': {
        const read = r?.value ?? held;
        const event = say(p, { t, actor: c, kind: 'writes-releases', value: read + n, held });
        setValue(p, t, read + n, c, event);
        attempt(p, c, t, read + n, event);
        p.holder = null;
        // Rule 6: a waiting client takes the lock, and reads, the instant it is released.
        const w = p.waiting;
        if (w !== null) {
          p.waiting = null;
          p.holder = w.client;
          p.waits.push({ client: w.client, from: w.from, to: t, event: w.event });
          p.waited += t - w.from;
          const took = say(p, { t, actor: w.client, kind: 'takes-lock', value: p.value, waited: t - w.from });
          takeReading(p, w.client, t, took);
        }
        return;
      }
    }
  };
}

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

/** Plays the rules for these settings (already in range) to the end. */
export function play(settings: Settings): Played {
  const agenda = new Agenda<Step>();
  const p: Play = {
    method: settings.method,
    work: { A: toTenths(settings.aWork), B: B_WORK },
    agenda,
    reading: {},
    holder: null,
    waiting: null,
    log: [],
    value: START_VALUE,
    retries: 0,
    waited: 0,
    attempts: [],
    waits: [],
    overlaps: [],
    values: [],
  };
  const first = say(p, { t: 0, actor: 'counter', kind: 'start', value: START_VALUE });
  p.values.push({ t: 0, value: START_VALUE, by: 'start', event: first });
  agenda.schedule(A_STARTS, RANK.A, start('A'));
  agenda.schedule(toTenths(settings.bAt), RANK.B, start('B'));
  drain(agenda, (due) => due.step(p, due.t));
  return {
    log: p.log,
    value: p.value,
    retries: p.retries,
    waited: p.waited,
    attempts: p.attempts,
    waits: p.waits,
    overlaps: overlapsOf(p.attempts),
    values: p.values,
  };
}
