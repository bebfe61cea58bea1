/**
 * The rules of "The counter that forgot" (lesson spec, Part 2) on the kit's agenda, in tenths. At one instant an
 * increment or a snapshot comes before the crash (rule 4); snapshots (whole seconds) never meet increments (halves).
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

/** The restart begins this long after the crash (tenths). */
export const RESTART_DELAY = 10;
/** Each log entry takes this long to replay (tenths): entry i is applied at the restart + i. */
export const REPLAY_STEP = 1;

/** One thing that happened, before it is worded. */
export interface Happening {
  t: number;
  actor: 'server';
  kind: 'start' | 'increment' | 'snapshot' | 'crash' | 'restart' | 'replay' | 'back';
  /** The counter after this line (for a crash: the snapshot on disk, or null). */
  value: number | null;
  /** An increment's log entry, a replayed entry's number, or the log's length at a crash or snapshot. */
  entry: number | null;
}

/** A point of a line the chart draws: from `t` on, the value (null: memory wiped). */
export interface Point {
  t: number;
  value: number | null;
}

/** What the rules share while a run plays, and what the outcome, words and chart read after it. */
export interface State {
  persist: Settings['persist'];
  /** The snapshot interval and crash time, tenths. */
  every: number;
  crashAt: number;
  /** The counter in memory; null once the crash has wiped it, until the restart. */
  counter: number | null;
  acknowledged: number;
  /** The snapshot file's value, or null before the first. */
  snapshot: number | null;
  /** Entries in the log on disk: replaying reads them and leaves them, so from the crash on, the log at the crash. */
  log: number;
  replayed: number;
  restartAt: number;
  /** When the server answers again: the last replay, or the restart itself. */
  backAt: number;
  counterLine: Point[];
  logLine: Point[];
  /** Every snapshot written: its time and value (the last is the file's). */
  snapshots: { t: number; value: number }[];
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<
  State,
  Happening,
  { increment: []; snapshot: []; crash: []; restart: []; replay: [entry: number]; back: [] }
>;

/** True when the server writes a log entry before each OK. */
export const logs = (persist: Settings['persist']): boolean => persist === 'log' || persist === 'both';
/** True when the server writes snapshots. */
export const snaps = (persist: Settings['persist']): boolean => persist === 'snapshots' || persist === 'both';

/** Says one line of the server's at the step's instant; returns its index in the log (the kit's `say`). */
const say = (ctx: Context<Types>, kind: Happening['kind'], value: number | null, entry: number | null = null): number =>
  ctx.say({ t: ctx.t, actor: 'server', kind, value, entry });

/** The start (rule 1): counter 0, nothing on disk; increments at 0.5 s, 1.5 s ... and snapshots up to the crash. */
export function start(tenths: Tenths<typeof descriptor>, ctx: Context<Types>): State {
  const { persist, crashAt } = tenths;
  const every = tenths.snapEvery * 10;
  say(ctx, 'start', 0);
  for (let t = 5; t <= crashAt; t += 10) ctx.at(t, 'increment');
  if (snaps(persist)) for (let t = every; t <= crashAt; t += every) ctx.at(t, 'snapshot');
  ctx.at(crashAt, 'crash');
  return {
    persist,
    every,
    crashAt,
    counter: 0,
    acknowledged: 0,
    snapshot: null,
    log: 0,
    replayed: 0,
    restartAt: crashAt + RESTART_DELAY,
    backAt: crashAt + RESTART_DELAY,
    counterLine: [{ t: 0, value: 0 }],
    logLine: [{ t: 0, value: 0 }],
    snapshots: [],
  };
}

/** The rules, top to bottom; at one instant, work (rank 0) comes before the crash and the server's return (1). */
export const rules = defineRules<Types>({
  increment: {
    says: 'Rule 2: log the increment (with a log), add 1 in memory, answer OK.',
    rank: 0,
    step(p, ctx) {
      if (logs(p.persist)) {
        p.log += 1;
        p.logLine.push({ t: ctx.t, value: p.log });
      }
      p.counter = (p.counter ?? 0) + 1;
      p.acknowledged += 1;
      p.counterLine.push({ t: ctx.t, value: p.counter });
      say(ctx, 'increment', p.counter, logs(p.persist) ? p.log : null);
    },
  },
  snapshot: {
    says: 'Rule 3: the counter becomes the snapshot file; with `both`, the log is then emptied.',
    rank: 0,
    step(p, ctx) {
      p.snapshot = p.counter;
      p.snapshots.push({ t: ctx.t, value: p.counter ?? 0 });
      say(ctx, 'snapshot', p.counter, p.log);
      if (p.persist === 'both') {
        p.log = 0;
        p.logLine.push({ t: ctx.t, value: 0 });
      }
    },
  },
  crash: {
    says: 'Rule 4: memory is wiped; the snapshot file and the log survive. The restart follows.',
    rank: 1,
    step(p, ctx) {
      p.counter = null;
      p.counterLine.push({ t: ctx.t, value: null });
      say(ctx, 'crash', p.snapshot, p.log);
      ctx.at(p.restartAt, 'restart');
    },
  },
  restart: {
    says: "Rule 5, first part: the counter is set to the snapshot's value (0 without one); each entry is replayed in turn.",
    rank: 0,
    step(p, ctx) {
      p.counter = p.snapshot ?? 0;
      p.counterLine.push({ t: ctx.t, value: p.counter });
      say(ctx, 'restart', p.counter, p.log);
      for (let i = 1; i <= p.log; i++) ctx.at(ctx.t + REPLAY_STEP * i, 'replay', i);
      p.backAt = ctx.t + REPLAY_STEP * p.log;
      ctx.at(p.backAt, 'back');
    },
  },
  replay: {
    says: 'Rule 5, second part: log entry `i` (1 = the oldest) adds 1.',
    rank: 0,
    step(p, ctx, i) {
      p.counter = (p.counter ?? 0) + 1;
      p.replayed += 1;
      p.counterLine.push({ t: ctx.t, value: p.counter });
      say(ctx, 'replay', p.counter, i);
    },
  },
  back: {
    says: 'Recovery is done: the server answers again.',
    rank: 1,
    step(p, ctx) {
      say(ctx, 'back', p.counter);
    },
  },
});
