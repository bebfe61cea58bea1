/** The rules of the write-skew model (lesson spec, Part 2, rules 1 to 6) on the kit's agenda, and what they record. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

const ALICE_AT = 10; // Alice begins at 1.0 s (rule 1)
const STEP = 10; // from a read to its write, and from the write to the commit: 1.0 s (rule 1)
const RETRY_AFTER = 5; // from an abort to the retry: 0.5 s (rule 5)

/** Same-instant order (rule 6): commits, then writes, then reads; within each, Alice's before Bob's. */
const RANK = { commit: 0, write: 2, read: 4 } as const;
const SIDE: Readonly<Record<Doctor, number>> = { alice: 0, bob: 1 };

export type Doctor = 'alice' | 'bob';
export type Row = Doctor | 'carol'; // a row of the database, one per doctor; Carol runs no transaction
export type Failure = 'concurrent-update' | 'read-write'; // why one was aborted: PostgreSQL's messages (rules 3, 4)

/** One transaction of a doctor (a retry is a second one), as the rules record it; times in tenths. */
export interface Attempt {
  doctor: Doctor;
  tryNo: number; // 1, or 2 for a retry
  begin: number; // its read began then
  seen: number; // its snapshot's count: the rows on call, as committed when it began
  wait: { from: number; to: number } | null; // for the other's locks, from `begin` to when the other ended
  readAt: number | null; // null when it was aborted while waiting
  count: number | null;
  writeAt: number | null; // when it wrote its own row off call (a count of two or more) or chose to stay
  wrote: boolean; // it set its own row off call
  end: number | null; // when it committed or was aborted
  failure: Failure | null; // null when it committed
}

/** A transaction just begun: not yet read, written or ended. */
const BEGUN = { wait: null, readAt: null, count: null, writeAt: null, wrote: false, end: null, failure: null };

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

export interface State extends Pick<Settings, 'level' | 'forUpdate' | 'retry'> {
  rows: Record<Row, boolean>; // each row as committed: on call or not
  attempts: Attempt[]; // in the order they began
  aborted: number;
  waited: number; // every wait, added up (tenths)
}

/** The series the rules record: how many are on call, as committed, at the start and after each change. */
export type Series = { onCall: SeriesPoint<number> };

type Args = { begin: [who: Pick<Attempt, 'doctor' | 'tryNo'>]; write: [attempt: Attempt]; commit: [attempt: Attempt] };
/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, Args, Series>;

type Ctx = Context<Types>;

/** The other doctor. */
export const otherOf = (d: Doctor): Doctor => (d === 'alice' ? 'bob' : 'alice');

/** How many rows are on call, as committed now. */
export const onCallNow = (p: State): number => Object.values(p.rows).filter(Boolean).length;

/** When `row` went off call: its doctor's one committed write (Carol's row never changes), or null. */
export const offCallAt = (p: State, row: Row): number | null =>
  p.attempts.find((a) => a.doctor === row && a.wrote && a.failure === null && a.end !== null)?.end ?? null;

/** With `forUpdate`, the open transaction that has read (it holds the locks), or that waits to (`read` false). */
const lockedBy = (p: State, read: boolean): Attempt | undefined =>
  p.forUpdate ? p.attempts.find((a) => a.end === null && (a.readAt !== null) === read) : undefined;

/** Rule 1: the read completes; it counts and, with `forUpdate`, takes the locks; the write comes 1.0 s later. */
function completeRead(p: State, ctx: Ctx, a: Attempt, count: number): void {
  a.readAt = ctx.t;
  a.count = count;
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
      const a: Attempt = { doctor, tryNo, begin: ctx.t, seen: onCallNow(p), ...BEGUN };
      const holder = lockedBy(p, true);
      p.attempts.push(a);
      if (holder === undefined || holder.doctor === doctor) return completeRead(p, ctx, a, a.seen);
      ctx.say({ t: ctx.t, actor: doctor, kind: 'waits', holder: holder.doctor });
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
      if (conflicts(p, a)) return abort(p, ctx, a, 'read-write');
      a.end = ctx.t;
      if (a.wrote) p.rows[a.doctor] = false;
      const onCall = onCallNow(p);
      ctx.say({ t: ctx.t, actor: a.doctor, kind: 'commits', wrote: a.wrote, onCall });
      if (a.wrote) ctx.set('onCall', { value: onCall });
      release(p, ctx, a);
    },
  },
});
/** Rule 4: at serializable, a writer fails if the other doctor's transaction wrote and committed after its read began. */
function conflicts(p: State, a: Attempt): boolean {
  const othersOff = offCallAt(p, otherOf(a.doctor));
  return p.level === 'serializable' && a.wrote && othersOff !== null && othersOff > a.begin;
}

/** Rule 5: an aborted transaction changes nothing; with `retry`, a new one begins 0.5 s later. */
function abort(p: State, ctx: Ctx, a: Attempt, failure: Failure): void {
  a.end = ctx.t;
  a.failure = failure;
  p.aborted += 1;
  const retryAt = p.retry ? ctx.t + RETRY_AFTER : null;
  ctx.say({ t: ctx.t, actor: a.doctor, kind: 'aborted', failure, by: otherOf(a.doctor), retryAt });
  if (retryAt !== null) ctx.at(retryAt, 'begin', { doctor: a.doctor, tryNo: a.tryNo + 1 });
  release(p, ctx, a);
}

/** Rule 3: an end frees the locks, and the waiting read completes: at read committed it counts the rows as committed
 * now; at snapshot or serializable it fails if the ended one committed a write, else keeps its snapshot's count. */
function release(p: State, ctx: Ctx, ended: Attempt): void {
  const a = lockedBy(p, false);
  if (a === undefined) return;
  a.wait = { from: a.begin, to: ctx.t };
  p.waited += ctx.t - a.begin;
  if (p.level === 'read-committed') return completeRead(p, ctx, a, onCallNow(p));
  if (ended.failure === null && ended.wrote) return abort(p, ctx, a, 'concurrent-update');
  completeRead(p, ctx, a, a.seen);
}

/** The start (rule 1): Alice and Bob on call, Carol too with three; Alice begins at 1.0 s, Bob when chosen. */
export function start({ level, forUpdate, retry, onCall, bobAt }: Tenths<typeof descriptor>, ctx: Ctx): State {
  ctx.say({ t: 0, actor: 'db', kind: 'start', onCall });
  ctx.set('onCall', { value: onCall });
  ctx.at(ALICE_AT, 'begin', { doctor: 'alice', tryNo: 1 });
  ctx.at(bobAt, 'begin', { doctor: 'bob', tryNo: 1 });
  const rows = { alice: true, bob: true, carol: onCall === 3 };
  return { level, forUpdate, retry, rows, attempts: [], aborted: 0, waited: 0 };
}
