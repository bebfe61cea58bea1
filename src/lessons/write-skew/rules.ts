/** The rules of the write-skew model (lesson spec, Part 2, rules 1 to 6) on the kit's agenda, and what they record. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

/** When Alice begins (rule 1): 1.0 s. */
const ALICE_AT = 10;
/** From a read's completion to the write, and from the write to the commit (rule 1): 1.0 s each. */
const STEP = 10;
/** From an abort to the retry's start (rule 5): 0.5 s. */
const RETRY_AFTER = 5;

/** Same-instant order (rule 6): commits, then writes, then reads; within each, Alice's before Bob's. */
const RANK = { commit: 0, write: 2, read: 4 } as const;
const SIDE: Readonly<Record<Doctor, number>> = { alice: 0, bob: 1 };

export type Doctor = 'alice' | 'bob';
/** A row of the database: one per doctor. Carol runs no transaction. */
export type Row = Doctor | 'carol';
/** Why a transaction was aborted (PostgreSQL's two messages, rules 3 and 4). */
export type Failure = 'concurrent-update' | 'read-write';

/** One transaction of a doctor (a retry is a second one), as the rules record it. */
export interface Attempt {
  doctor: Doctor;
  /** 1, or 2 for a retry. */
  tryNo: number;
  /** When it began: its read began then (tenths). */
  begin: number;
  /** A wait for the other's locks, from `begin` to when the other ended, or null. */
  wait: { from: number; to: number } | null;
  /** When its read completed, or null when it was aborted while waiting. */
  readAt: number | null;
  count: number | null;
  /** When it wrote its own row off call (a count of two or more) or chose to stay, or null if it never got there. */
  writeAt: number | null;
  /** It set its own row off call. */
  wrote: boolean;
  /** When it committed or was aborted, or null if it never ended (it always does). */
  end: number | null;
  /** Why it was aborted, or null when it committed. */
  failure: Failure | null;
}

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number } & (
  | { kind: 'start'; actor: 'db'; onCall: number }
  | { kind: 'reads'; actor: Doctor; count: number; tryNo: number; locks: boolean; waited: boolean }
  | { kind: 'waits'; actor: Doctor; holder: Doctor }
  | { kind: 'sets-off'; actor: Doctor; count: number }
  | { kind: 'stays'; actor: Doctor; count: number }
  | { kind: 'commits'; actor: Doctor; wrote: boolean; onCall: number }
  | { kind: 'aborted'; actor: Doctor; failure: Failure; by: Doctor; retryAt: number | null }
);

export interface State {
  level: Settings['level'];
  forUpdate: boolean;
  retry: boolean;
  /** Each row as committed: on call or not. */
  rows: Record<Row, boolean>;
  /** Every transaction, in the order they began. */
  attempts: Attempt[];
  /** What each transaction saw when its read began (its snapshot's count). */
  seen: number[];
  /** The transaction holding the locks on the rows read, or null. */
  holder: number | null;
  /** A transaction waiting for those locks, or null. */
  waiting: number | null;
  aborted: number;
  /** Every wait, added up (tenths). */
  waited: number;
}

/** The series the rules record: how many are on call, as committed, at the start and after each change. */
export type Series = { onCall: SeriesPoint<number> };

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<
  State,
  Happening,
  { begin: [who: { doctor: Doctor; tryNo: number }]; write: [attempt: Attempt]; commit: [attempt: Attempt] },
  Series
>;

type Ctx = Context<Types>;

/** The other doctor. */
export const otherOf = (d: Doctor): Doctor => (d === 'alice' ? 'bob' : 'alice');

/** How many rows are on call, as committed now. */
export const onCallNow = (p: State): number => Object.values(p.rows).filter(Boolean).length;

/** Rule 1: the read completes; it counts and, with `forUpdate`, takes the locks; the write comes 1.0 s later. */
function completeRead(p: State, ctx: Ctx, i: number, count: number): void {
  const a = p.attempts[i]!;
  a.readAt = ctx.t;
  a.count = count;
  if (p.forUpdate) p.holder = i;
  const waited = a.wait !== null;
  ctx.say({ t: ctx.t, actor: a.doctor, kind: 'reads', count, tryNo: a.tryNo, locks: p.forUpdate, waited });
  ctx.at(ctx.t + STEP, 'write', a);
}

/** The rules, top to bottom; each takes its attempt (or who begins one), whose doctor sets its rank (rule 6). */
export const rules = defineRules<Types>({
  begin: {
    says: "Rules 1 to 3: a transaction begins with its read, which waits while the other doctor's transaction holds the locks.",
    rank: ({ doctor }) => RANK.read + SIDE[doctor],
    step(p, ctx, { doctor, tryNo }) {
      const i = p.attempts.length;
      const a: Attempt = {
        doctor,
        tryNo,
        begin: ctx.t,
        wait: null,
        readAt: null,
        count: null,
        writeAt: null,
        wrote: false,
        end: null,
        failure: null,
      };
      p.attempts.push(a);
      p.seen.push(onCallNow(p));
      const holder = p.holder === null ? null : p.attempts[p.holder]!;
      if (p.forUpdate && holder !== null && holder.doctor !== doctor) {
        p.waiting = i;
        ctx.say({ t: ctx.t, actor: doctor, kind: 'waits', holder: holder.doctor });
        return;
      }
      completeRead(p, ctx, i, onCallNow(p));
    },
  },
  write: {
    says: 'Rule 1: 1.0 s after the read, off call if it counted two or more, else nothing; the commit comes 1.0 s later.',
    rank: (a) => RANK.write + SIDE[a.doctor],
    step(_p, ctx, a) {
      const count = a.count ?? 0;
      a.writeAt = ctx.t;
      a.wrote = count >= 2;
      ctx.say({ t: ctx.t, actor: a.doctor, kind: count >= 2 ? 'sets-off' : 'stays', count });
      ctx.at(ctx.t + STEP, 'commit', a);
    },
  },
  commit: {
    says: 'Rules 1 and 4: the commit, which makes the write seen, or at serializable a serialization failure.',
    rank: (a) => RANK.commit + SIDE[a.doctor],
    step(p, ctx, a) {
      const i = p.attempts.indexOf(a);
      if (conflicts(p, a)) return abort(p, ctx, i, 'read-write');
      a.end = ctx.t;
      if (a.wrote) p.rows[a.doctor] = false;
      const onCall = onCallNow(p);
      ctx.say({ t: ctx.t, actor: a.doctor, kind: 'commits', wrote: a.wrote, onCall });
      if (a.wrote) ctx.set('onCall', { value: onCall });
      release(p, ctx, i);
    },
  },
});
/** Rule 4: at serializable, a writer fails if the other doctor's transaction wrote and committed after its read began. */
function conflicts(p: State, a: Attempt): boolean {
  if (p.level !== 'serializable' || !a.wrote) return false;
  return p.attempts.some(
    (o) => o.doctor !== a.doctor && o.wrote && o.failure === null && o.end !== null && o.end > a.begin,
  );
}

/** Rule 5: an aborted transaction changes nothing; with `retry`, a new one begins 0.5 s later. */
function abort(p: State, ctx: Ctx, i: number, failure: Failure): void {
  const a = p.attempts[i]!;
  a.end = ctx.t;
  a.failure = failure;
  p.aborted += 1;
  const retryAt = p.retry ? ctx.t + RETRY_AFTER : null;
  ctx.say({ t: ctx.t, actor: a.doctor, kind: 'aborted', failure, by: otherOf(a.doctor), retryAt });
  if (retryAt !== null) ctx.at(retryAt, 'begin', { doctor: a.doctor, tryNo: a.tryNo + 1 });
  release(p, ctx, i);
}

/**
 * Rule 3: a transaction's end frees its locks, and the other's waiting read completes now: at read committed it
 * counts the rows as committed now; at snapshot or serializable it fails if this one committed a write, else keeps
 * the count from when it began.
 */
function release(p: State, ctx: Ctx, i: number): void {
  if (p.holder !== i) return;
  p.holder = null;
  const w = p.waiting;
  if (w === null) return;
  p.waiting = null;
  const a = p.attempts[w]!;
  a.wait = { from: a.begin, to: ctx.t };
  p.waited += ctx.t - a.begin;
  const ended = p.attempts[i]!;
  if (p.level === 'read-committed') return completeRead(p, ctx, w, onCallNow(p));
  if (ended.failure === null && ended.wrote) return abort(p, ctx, w, 'concurrent-update');
  completeRead(p, ctx, w, p.seen[w]!);
}

/** The start (rule 1): Alice and Bob on call, Carol too with three; Alice begins at 1.0 s, Bob when chosen. */
export function start(tenths: Tenths<typeof descriptor>, ctx: Ctx): State {
  const rows = { alice: true, bob: true, carol: tenths.onCall === 3 };
  ctx.say({ t: 0, actor: 'db', kind: 'start', onCall: tenths.onCall });
  ctx.set('onCall', { value: tenths.onCall });
  ctx.at(ALICE_AT, 'begin', { doctor: 'alice', tryNo: 1 });
  ctx.at(tenths.bobAt, 'begin', { doctor: 'bob', tryNo: 1 });
  return {
    level: tenths.level,
    forUpdate: tenths.forUpdate,
    retry: tenths.retry,
    rows,
    attempts: [],
    seen: [],
    holder: null,
    waiting: null,
    aborted: 0,
    waited: 0,
  };
}
