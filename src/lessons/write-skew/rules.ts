/**
 * The rules of the write-skew model (lesson spec, Part 2, rules 1 to 6) as a table on the kit's agenda:
 * `begin` (the read, or a wait for the other's locks), `write`, `commit` (or an abort at serializable), and what an
 * end does to the other's wait (`release`). Each records what happened as plain facts; words.ts words them.
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { Level, descriptor } from './settings.ts';
import type { Attempt, Doctor, Failure, Row } from './types.ts';

/** When Alice begins (rule 1): 1.0 s. */
export const ALICE_AT = 10;
/** From a read's completion to the write, and from the write to the commit (rule 1): 1.0 s each. */
export const STEP = 10;
/** From an abort to the retry's start (rule 5): 0.5 s. */
export const RETRY_AFTER = 5;

/** Same-instant order (rule 6): commits, then writes, then reads; within each, Alice's before Bob's. */
const RANK = { commit: 0, write: 2, read: 4 } as const;
const SIDE: Readonly<Record<Doctor, number>> = { alice: 0, bob: 1 };

/** One thing that happened, with the facts its sentence needs. `t` is in tenths; `i` is the transaction's index. */
export type Happening = { t: number } & (
  | { kind: 'start'; actor: 'db'; onCall: number }
  | { kind: 'reads'; actor: Doctor; i: number; count: number; tryNo: number; locks: boolean; waited: boolean }
  | { kind: 'waits'; actor: Doctor; i: number; holder: Doctor; tryNo: number }
  | { kind: 'sets-off'; actor: Doctor; i: number; count: number }
  | { kind: 'stays'; actor: Doctor; i: number; count: number }
  | { kind: 'commits'; actor: Doctor; i: number; wrote: boolean; onCall: number }
  | { kind: 'aborted'; actor: Doctor; i: number; failure: Failure; by: Doctor; retryAt: number | null }
);

/** The sentence keys of the log. */
export type SentenceKey = Happening['kind'];

/** The state the steps share while a run plays: what the outcome, the words and the chart read after it. */
export interface State {
  level: Level;
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

const otherOf = (d: Doctor): Doctor => (d === 'alice' ? 'bob' : 'alice');

/** How many rows are on call, as committed now. */
export const onCallNow = (p: State): number => Object.values(p.rows).filter(Boolean).length;

/** Rule 1: the read completes; it counts and, with `forUpdate`, takes the locks; the write comes 1.0 s later. */
function completeRead(p: State, ctx: Ctx, i: number, count: number): void {
  const a = p.attempts[i]!;
  a.readAt = ctx.t;
  a.count = count;
  if (p.forUpdate) p.holder = i;
  const waited = a.wait !== null;
  ctx.say({ t: ctx.t, actor: a.doctor, kind: 'reads', i, count, tryNo: a.tryNo, locks: p.forUpdate, waited });
  ctx.at(ctx.t + STEP, 'write', a);
}

/**
 * The rules, top to bottom. A rule's argument is the attempt it moves on (or who begins one), so its same-instant
 * rank (RANK and SIDE, rule 6) is read off that doctor.
 */
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
        ctx.say({ t: ctx.t, actor: doctor, kind: 'waits', i, holder: holder.doctor, tryNo });
        return;
      }
      completeRead(p, ctx, i, onCallNow(p));
    },
  },
  write: {
    says: 'Rule 1: 1.0 s after the read, off call if it counted two or more, else nothing; the commit comes 1.0 s later.',
    rank: (a) => RANK.write + SIDE[a.doctor],
    step(p, ctx, a) {
      const i = p.attempts.indexOf(a);
      const count = a.count ?? 0;
      a.writeAt = ctx.t;
      a.wrote = count >= 2;
      ctx.say({ t: ctx.t, actor: a.doctor, kind: count >= 2 ? 'sets-off' : 'stays', i, count });
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
      ctx.say({ t: ctx.t, actor: a.doctor, kind: 'commits', i, wrote: a.wrote, onCall });
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
  ctx.say({ t: ctx.t, actor: a.doctor, kind: 'aborted', i, failure, by: otherOf(a.doctor), retryAt });
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
