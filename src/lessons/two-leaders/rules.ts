/** The rules of the model (lesson spec, Part 2), as a table on the kit's agenda, over integer tenths. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { descriptor } from './settings.ts';

export type TenthsSettings = Tenths<typeof descriptor>;

export type ServerNo = 1 | 2 | 3;

export type ActorId = 'server1' | 'server2' | 'server3' | 'A' | 'B' | 'C';

/** A server's copy of the value, with the writes it includes (A's "+1", B's "+5"). */
export interface Copy {
  value: number;
  a: boolean;
  b: boolean;
}

/** Rule 1 and "State": every copy starts at 10, including no write. */
export const START_VALUE = 10;
/** Rule 2: A asks Server 1 to add 1 at 2.0 s. */
export const A_AT = 20;
const A_ADDS = 1;
/** Rule 4: B asks at 12.5 s to add 5. */
const B_AT = 125;
const B_ADDS = 5;
/** Rule 6: B tells C 1.5 s after it is told its update is done. */
const C_AFTER_B = 15;

type None = Record<string, never>;

/** The facts each sentence of the log is filled from (times and durations in tenths). */
export interface FactsOf {
  start: None;
  timer: { timeout: number };
  'a-asks': None;
  pause: { pause: number };
  'a-sends-now': None;
  election: { timeout: number };
  'b-waits': None;
  'b-asks': { leader: ServerNo };
  'b-write': { leader: ServerNo; value: number; copiers: ServerNo[] };
  'c-asks-waits': None;
  'c-asks': None;
  'wake-deposed': None;
  'wake-leader': { pause: number; timeout: number };
  'read-memory': { value: number };
  'lease-ok': { age: number; timeout: number; value: number };
  'lease-over': { age: number; timeout: number };
  'confirm-asks': None;
  'confirm-ok': { value: number };
  'confirm-unchecked': { value: number };
  'confirm-refused': None;
  'c-redirected': None;
  'answer-newest': { value: number };
  'a-sends': None;
  'a-accepted': None;
  'a-unchecked': { bLost: boolean };
  'a-refused': None;
  'a-refused-self': None;
}

export type SentenceKey = keyof FactsOf;

/** One thing that happened, with its facts typed by its sentence key. */
export type Happening = {
  [K in SentenceKey]: { t: number; actor: ActorId; kind: K; facts: FactsOf[K] };
}[SentenceKey];

/**
 * How C was answered: by Server 1 from its memory, under its lease, or after a confirmation nobody checked or a true
 * one; or by Server 2 once Server 1 had learned of term 2 (while asking first, or earlier, when its write was refused).
 */
export type ReadHow = 'memory' | 'lease' | 'unchecked' | 'confirmed' | 'redirect-asked' | 'redirect-refused';

/** C's read, start to end. */
export interface ReadRecord {
  answer: number;
  by: ServerNo;
  how: ReadHow;
  /** The committed value (held by a majority) when C asked. */
  committedAtAsk: number;
  /** C got a value that was not the committed value at any moment between asking and being answered. */
  stale: boolean;
}

/** A change of one server's copy, for the chart's values over time. */
export type ValueChange = SeriesPoint<number> & { server: ServerNo };

/** What the rules share while a run plays, and what the outcome, the words and the chart read after it. */
export interface State {
  s: TenthsSettings;
  servers: Record<ServerNo, Server>;
  paused: boolean;
  /** The copy Server 1 means to send for A. */
  plan: Copy;
  bWaiting: boolean;
  cOpen: boolean;
  /** Every value committed while C waited for its answer: each counts as a right answer. */
  committedWhileOpen: Set<number>;
  /** When Server 2 was elected, or -1 if no election happened. */
  electedAt: number;
  /** When Server 1 woke, or -1 if it never paused. */
  wokeAt: number;
  /** When Server 1 stepped down, or -1 if it never did. */
  steppedDownAt: number;
  /** When B was told its update was done, or -1. */
  bDoneAt: number;
  bValue: number;
  aRefusedBy: 'followers' | 'self' | null;
  read: ReadRecord;
  /** The copy every server holds when nothing more happens. */
  final: Copy;
  /** Writes whose client was told "done" that the final copy does not include. */
  writesLost: number;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<
  State,
  Happening,
  { opening: []; aAsks: []; election: []; bAsks: []; cAsks: []; wake: [] },
  { copies: ValueChange }
>;

interface Server {
  copy: Copy;
  term: number;
  leads: boolean;
}

type Ctx = Context<Types>;

const SERVERS = [1, 2, 3] as const;

/** Records one happening at the step's instant. */
function log<K extends SentenceKey>(ctx: Ctx, actor: ActorId, kind: K, facts: FactsOf[K]): void {
  ctx.say({ t: ctx.t, actor, kind, facts } as Happening);
}

/** Servers 2 and 3 always hold the same copy, so theirs is the one a majority holds. */
const committed = (p: State): number => p.servers[2].copy.value;

function hold(p: State, ctx: Ctx, n: ServerNo, copy: Copy): void {
  p.servers[n].copy = copy;
  ctx.set('copies', { server: n, value: copy.value });
  // While C waits for its answer, every value committed meanwhile counts as a right answer.
  if (p.cOpen) p.committedWhileOpen.add(committed(p));
}

/** Rule 10. */
function stepDown(p: State, ctx: Ctx): void {
  const s1 = p.servers[1];
  s1.leads = false;
  s1.term = 2;
  p.steppedDownAt = ctx.t;
  hold(p, ctx, 1, { ...p.servers[2].copy });
}

/** Rule 7: Server 1 sends A's write, or refuses it itself. `announce`: log "a-sends" (not after "a-sends-now"). */
function sendA(p: State, ctx: Ctx, announce: boolean): void {
  if (!p.servers[1].leads) {
    p.aRefusedBy = 'self';
    log(ctx, 'server1', 'a-refused-self', {});
    return;
  }
  if (announce) log(ctx, 'server1', 'a-sends', {});
  if (p.s.terms && p.electedAt >= 0) {
    p.aRefusedBy = 'followers';
    log(ctx, 'server2', 'a-refused', {});
    stepDown(p, ctx);
    return;
  }
  // Rule 11: with terms off everyone copies it, even Server 2, which still believes it leads.
  for (const n of SERVERS) hold(p, ctx, n, { ...p.plan });
  if (p.electedAt >= 0) log(ctx, 'server2', 'a-unchecked', { bLost: p.bDoneAt >= 0 });
  else log(ctx, 'server2', 'a-accepted', {});
}

/** Rule 9, from "Otherwise, by `reads`": Server 1 answers C, or sends it to Server 2. */
function answerC(p: State, ctx: Ctx, leaseAge: number): void {
  const { s } = p;
  const finish = (answer: number, by: ServerNo, how: ReadHow): void => {
    p.cOpen = false;
    p.read = { ...p.read, answer, by, how, stale: !p.committedWhileOpen.has(answer) };
  };
  const fromServer2 = (how: ReadHow): void => {
    const { value } = p.servers[2].copy;
    log(ctx, 'server2', 'answer-newest', { value });
    finish(value, 2, how);
  };
  if (!p.servers[1].leads) {
    log(ctx, 'server1', 'c-redirected', {});
    return fromServer2('redirect-refused');
  }
  const { value } = p.servers[1].copy;
  if (s.reads === 'memory') {
    log(ctx, 'server1', 'read-memory', { value });
    return finish(value, 1, 'memory');
  }
  if (s.reads === 'lease' && leaseAge < s.timeout) {
    log(ctx, 'server1', 'lease-ok', { age: leaseAge, timeout: s.timeout, value });
    return finish(value, 1, 'lease');
  }
  if (s.reads === 'lease') log(ctx, 'server1', 'lease-over', { age: leaseAge, timeout: s.timeout });
  // A lease that is over, or reads by `majority`: Server 1 asks Servers 2 and 3 first.
  log(ctx, 'server1', 'confirm-asks', {});
  if (s.terms && p.electedAt >= 0) {
    log(ctx, 'server2', 'confirm-refused', {});
    stepDown(p, ctx);
    fromServer2('redirect-asked');
  } else if (p.electedAt >= 0) {
    log(ctx, 'server2', 'confirm-unchecked', { value });
    finish(value, 1, 'unchecked');
  } else {
    log(ctx, 'server2', 'confirm-ok', { value });
    finish(value, 1, 'confirmed');
  }
}

/** A waiting B asks again at the first moment a leader of the newest term is awake (once, whoever wakes it). */
function wakeB(p: State, ctx: Ctx): void {
  if (!p.bWaiting) return;
  p.bWaiting = false;
  ctx.at(ctx.t, 'bAsks');
}

/**
 * The rules, top to bottom. At one instant (rule 13): the election (0), Server 1 waking (1, with all of rule 8), B (2),
 * C (3). The start and A's request share no instant with anything (the election is at 3.0 s at the earliest): rank 0.
 */
export const rules = defineRules<Types>({
  opening: {
    says: "Rule 1: Server 1 leads term 1, the followers' timers run; A and B will ask.",
    rank: 0,
    step(p, ctx) {
      log(ctx, 'server1', 'start', {});
      log(ctx, 'server2', 'timer', { timeout: p.s.timeout });
      ctx.at(A_AT, 'aAsks');
      ctx.at(B_AT, 'bAsks');
    },
  },
  aAsks: {
    says: 'Rule 2.',
    rank: 0,
    step(p, ctx) {
      const s1 = p.servers[1];
      log(ctx, 'A', 'a-asks', {});
      p.plan = { value: s1.copy.value + A_ADDS, a: true, b: s1.copy.b };
      if (p.s.pause === 0) {
        log(ctx, 'server1', 'a-sends-now', {});
        sendA(p, ctx, false);
        return;
      }
      p.paused = true;
      log(ctx, 'server1', 'pause', { pause: p.s.pause });
      ctx.at(ctx.t + p.s.pause, 'wake');
      // Rule 3: the followers' timers last ran from Server 1's heartbeat at 2.0 s.
      ctx.at(ctx.t + p.s.timeout, 'election');
    },
  },
  election: {
    says: 'Rule 3: only if Server 1 is still paused when the timer runs out; otherwise its heartbeats restarted it.',
    rank: 0,
    step(p, ctx) {
      if (!p.paused) return;
      p.electedAt = ctx.t;
      p.servers[2].term = 2;
      p.servers[3].term = 2;
      p.servers[2].leads = true;
      log(ctx, 'server2', 'election', { timeout: p.s.timeout });
      wakeB(p, ctx);
    },
  },
  bAsks: {
    says: 'Rule 4: B asks the leader of the newest term, or waits for one to be awake.',
    rank: 2,
    step(p, ctx) {
      if (p.bDoneAt >= 0) return;
      const leader: ServerNo = p.electedAt >= 0 ? 2 : 1;
      if (leader === 1 && p.paused) {
        if (!p.bWaiting) log(ctx, 'B', 'b-waits', {});
        p.bWaiting = true;
        return;
      }
      p.bWaiting = false;
      log(ctx, 'B', 'b-asks', { leader });
      // Rule 5: the leader adds 5 to its copy; every awake server copies it.
      const own = p.servers[leader].copy;
      const written: Copy = { value: own.value + B_ADDS, a: own.a, b: true };
      hold(p, ctx, leader, written);
      const copiers = SERVERS.filter((n) => n !== leader && !(n === 1 && p.paused));
      for (const n of copiers) {
        hold(p, ctx, n, { ...written });
        if (p.s.terms) p.servers[n].term = Math.max(p.servers[n].term, p.servers[leader].term);
      }
      p.bValue = written.value;
      p.bDoneAt = ctx.t;
      log(ctx, leader === 1 ? 'server1' : 'server2', 'b-write', { leader, value: written.value, copiers });
      ctx.at(ctx.t + C_AFTER_B, 'cAsks');
    },
  },
  cAsks: {
    says: 'Rule 6.',
    rank: 3,
    step(p, ctx) {
      p.read.committedAtAsk = committed(p);
      p.cOpen = true;
      p.committedWhileOpen.add(committed(p));
      if (p.paused) {
        log(ctx, 'C', 'c-asks-waits', {});
        return;
      }
      log(ctx, 'C', 'c-asks', {});
      // Rule 9: at any other moment than waking, the lease was renewed by the last heartbeat: its age is 0.
      answerC(p, ctx, 0);
    },
  },
  wake: {
    says: 'Rule 8.',
    rank: 1,
    step(p, ctx) {
      p.paused = false;
      p.wokeAt = ctx.t;
      if (p.electedAt >= 0) log(ctx, 'server1', 'wake-deposed', {});
      else log(ctx, 'server1', 'wake-leader', { pause: p.s.pause, timeout: p.s.timeout });
      // C's question is still open only if it came during the pause (rank 3: C asks after a wake at its instant).
      if (p.cOpen) answerC(p, ctx, Math.max(0, p.s.pause - p.s.lag));
      sendA(p, ctx, true);
      wakeB(p, ctx);
    },
  },
});
/** The start: every copy holds 10 and Server 1 leads term 1. */
export function start(s: TenthsSettings, ctx: Ctx): State {
  const copy = (): Copy => ({ value: START_VALUE, a: false, b: false });
  for (const n of SERVERS) ctx.set('copies', { server: n, value: START_VALUE });
  ctx.at(0, 'opening');
  const server = (leads: boolean): Server => ({ copy: copy(), term: 1, leads });
  const servers = { 1: server(true), 2: server(false), 3: server(false) };
  return {
    s,
    servers,
    paused: false,
    plan: servers[1].copy,
    bWaiting: false,
    cOpen: false,
    committedWhileOpen: new Set<number>(),
    electedAt: -1,
    wokeAt: -1,
    steppedDownAt: -1,
    bDoneAt: -1,
    bValue: START_VALUE,
    aRefusedBy: null,
    read: {
      answer: START_VALUE,
      by: 1,
      how: 'memory',
      committedAtAsk: START_VALUE,
      stale: false,
    },
    final: copy(),
    writesLost: 0,
  };
}

/** When nothing more happens: the copy every server holds, and the writes its client was told of that it lacks. */
export function finish(p: State): void {
  p.final = { ...p.servers[1].copy };
  // A's write is always answered by the end (at once, or when Server 1 wakes): done unless refused.
  p.writesLost = (p.aRefusedBy === null && !p.final.a ? 1 : 0) + (p.bDoneAt >= 0 && !p.final.b ? 1 : 0);
}
