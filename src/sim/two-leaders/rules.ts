/**
 * The rules of the model (lesson spec, Part 2), as step functions on the kit's agenda, over integer tenths.
 *
 * `play` is the only place the rules live. `simulate` calls it with a recorder and turns what happened into
 * sentences and chart data; `judge` calls it without one, so a sweep pays for no objects it does not need.
 */
import { Agenda, drain } from '../kit/index.ts';
import type { ReadMode } from './settings.ts';

/** Settings in integer tenths of a second. */
export interface TenthsSettings {
  pause: number;
  timeout: number;
  terms: boolean;
  reads: ReadMode;
  lag: number;
}

/** A replica, by number. */
export type ServerNo = 1 | 2 | 3;

/** Who acts in a run, as the log names them. */
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
export const B_AT = 125;
const B_ADDS = 5;
/** Rule 6: B tells C 1.5 s after it is told its update is done. */
export const C_AFTER_B = 15;

// Rule 13: at one instant the election comes first, then Server 1 waking (with all of rule 8), then B, then C.
// The start and A's request share no instant with anything (the election is at 3.0 s at the earliest).
const RANK_ELECTION = 0;
const RANK_WAKE = 1;
const RANK_B = 2;
const RANK_C = 3;

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

/** The spec's sentence keys. */
export type SentenceKey = keyof FactsOf;

/** One thing that happened, with its facts typed by its sentence key. */
export type Happening = {
  [K in SentenceKey]: { t: number; actor: ActorId; kind: K; facts: FactsOf[K] };
}[SentenceKey];

/**
 * How C's question was answered: from Server 1's memory by the `memory` rule or under its lease, after a
 * confirmation that nobody checked or that was a true one, or by Server 2 once Server 1 had learned of term 2
 * (while asking first, or earlier, when its write was refused).
 */
export type ReadHow = 'memory' | 'lease' | 'unchecked' | 'confirmed' | 'redirect-asked' | 'redirect-refused';

/** C's read, start to end. */
export interface ReadRecord {
  askedAt: number;
  answeredAt: number;
  /** The question waited through Server 1's pause. */
  waited: boolean;
  answer: number;
  /** Who answered. */
  by: ServerNo;
  how: ReadHow;
  /** The committed value (held by a majority) when C asked. */
  committedAtAsk: number;
  /** C got a value that was not the committed value at any moment between asking and being answered. */
  stale: boolean;
}

/** A change of one server's copy, for the chart's values over time. */
export interface ValueChange {
  server: ServerNo;
  t: number;
  value: number;
}

/** What a finished play leaves behind. */
export interface Played {
  /** When Server 2 was elected, or -1 if no election happened. */
  electedAt: number;
  /** When Server 1 woke, or -1 if it never paused. */
  wokeAt: number;
  /** When Server 1 stepped down, or -1 if it never did. */
  steppedDownAt: number;
  /** When B was told its update was done, and by which leader. */
  bDoneAt: number;
  bLeader: ServerNo;
  /** The value B's write committed. */
  bValue: number;
  /** When A's write was committed or refused. */
  aAt: number;
  /** A was told its write was done. */
  aDone: boolean;
  /** Who refused A's write, if anyone. */
  aRefusedBy: 'followers' | 'self' | null;
  read: ReadRecord;
  /** The copy every server holds when nothing more happens. */
  final: Copy;
  /** The largest number of servers in the leader state at the same moment. */
  leadersAtOnce: number;
  /** Writes whose client was told "done" that the final copy does not include. */
  writesLost: number;
  /** Every change of a server's copy, in order, starting with the three copies at 0; empty without a recorder. */
  values: ValueChange[];
}

interface Server {
  copy: Copy;
  term: number;
  leads: boolean;
}

type Step = 'start' | 'a-asks' | 'election' | 'wake' | 'b-asks' | 'c-asks';

const OTHERS: Readonly<Record<ServerNo, readonly [ServerNo, ServerNo]>> = { 1: [2, 3], 2: [1, 3], 3: [1, 2] };

/**
 * Plays one run of the model. Settings must already be normalised (integer tenths, in range).
 * Pass an array as `record` to receive every happening in order; pass null for the outcome only.
 */
export function play(s: TenthsSettings, record: Happening[] | null): Played {
  const agenda = new Agenda<Step>();
  const servers: Record<ServerNo, Server> = {
    1: { copy: { value: START_VALUE, a: false, b: false }, term: 1, leads: true },
    2: { copy: { value: START_VALUE, a: false, b: false }, term: 1, leads: false },
    3: { copy: { value: START_VALUE, a: false, b: false }, term: 1, leads: false },
  };
  const s1 = servers[1];
  const s2 = servers[2];
  const values: ValueChange[] = record
    ? [1, 2, 3].map((n) => ({ server: n as ServerNo, t: 0, value: START_VALUE }))
    : [];

  // Cast so that TypeScript does not narrow these from their first value: the step functions change them.
  let paused = false as boolean;
  let elected = false as boolean;
  let electedAt = -1;
  let wokeAt = -1;
  let steppedDownAt = -1;
  let plan: Copy = s1.copy;
  let aAt = -1;
  let aDone = false;
  let aRefusedBy = null as 'followers' | 'self' | null;
  let bWaiting = false as boolean;
  let bRetry = false as boolean;
  let bDoneAt = -1;
  let bLeader: ServerNo = 1;
  let bValue = START_VALUE;
  let cWaiting = false as boolean;
  let cOpen = false as boolean;
  const committedWhileOpen = new Set<number>();
  const read: ReadRecord = {
    askedAt: -1,
    answeredAt: -1,
    waited: false,
    answer: START_VALUE,
    by: 1,
    how: 'memory',
    committedAtAsk: START_VALUE,
    stale: false,
  };
  let leadersAtOnce = 1;

  const log = <K extends SentenceKey>(t: number, actor: ActorId, kind: K, facts: FactsOf[K]): void => {
    record?.push({ t, actor, kind, facts } as Happening);
  };

  /** Servers 2 and 3 always hold the same copy, so theirs is the one a majority holds. */
  const committed = (): number => s2.copy.value;

  const hold = (n: ServerNo, copy: Copy, t: number): void => {
    servers[n].copy = copy;
    if (record) values.push({ server: n, t, value: copy.value });
    // While C waits for its answer, every value committed meanwhile counts as a right answer.
    if (cOpen) committedWhileOpen.add(committed());
  };

  /** Rule 10. */
  const stepDown = (t: number): void => {
    s1.leads = false;
    s1.term = 2;
    steppedDownAt = t;
    hold(1, { ...s2.copy }, t);
  };

  /** Rule 7: Server 1 sends A's write, or refuses it itself. `announce`: log "a-sends" (not after "a-sends-now"). */
  const sendA = (t: number, announce: boolean): void => {
    aAt = t;
    if (!s1.leads) {
      aRefusedBy = 'self';
      log(t, 'server1', 'a-refused-self', {});
      return;
    }
    if (announce) log(t, 'server1', 'a-sends', {});
    if (s.terms && elected) {
      aRefusedBy = 'followers';
      log(t, 'server2', 'a-refused', {});
      stepDown(t);
      return;
    }
    // Rule 11: with terms off everyone copies it, even Server 2, which still believes it leads.
    for (const n of [1, 2, 3] as const) hold(n, { ...plan }, t);
    aDone = true;
    if (elected) log(t, 'server2', 'a-unchecked', { bLost: bDoneAt >= 0 });
    else log(t, 'server2', 'a-accepted', {});
  };

  /** Rule 9, from "Otherwise, by `reads`": Server 1 answers C, or sends it to Server 2. */
  const answerC = (t: number, leaseAge: number): void => {
    const finish = (answer: number, by: ServerNo, how: ReadHow): void => {
      cOpen = false;
      read.answeredAt = t;
      read.answer = answer;
      read.by = by;
      read.how = how;
      read.stale = !committedWhileOpen.has(answer);
    };
    const fromServer2 = (how: ReadHow): void => {
      log(t, 'server2', 'answer-newest', { value: s2.copy.value });
      finish(s2.copy.value, 2, how);
    };
    if (!s1.leads) {
      log(t, 'server1', 'c-redirected', {});
      fromServer2('redirect-refused');
      return;
    }
    const askFirst = (): void => {
      log(t, 'server1', 'confirm-asks', {});
      if (s.terms && elected) {
        log(t, 'server2', 'confirm-refused', {});
        stepDown(t);
        fromServer2('redirect-asked');
      } else if (elected) {
        log(t, 'server2', 'confirm-unchecked', { value: s1.copy.value });
        finish(s1.copy.value, 1, 'unchecked');
      } else {
        log(t, 'server2', 'confirm-ok', { value: s1.copy.value });
        finish(s1.copy.value, 1, 'confirmed');
      }
    };
    switch (s.reads) {
      case 'memory':
        log(t, 'server1', 'read-memory', { value: s1.copy.value });
        finish(s1.copy.value, 1, 'memory');
        break;
      case 'lease':
        if (leaseAge < s.timeout) {
          log(t, 'server1', 'lease-ok', { age: leaseAge, timeout: s.timeout, value: s1.copy.value });
          finish(s1.copy.value, 1, 'lease');
        } else {
          log(t, 'server1', 'lease-over', { age: leaseAge, timeout: s.timeout });
          askFirst();
        }
        break;
      case 'majority':
        askFirst();
        break;
    }
  };

  /** Rule 4: B asks the leader of the newest term, or waits for one to be awake. */
  const bAsks = (t: number): void => {
    if (bDoneAt >= 0) return;
    const leader: ServerNo = elected ? 2 : 1;
    if (leader === 1 && paused) {
      if (!bWaiting) log(t, 'B', 'b-waits', {});
      bWaiting = true;
      return;
    }
    bWaiting = false;
    log(t, 'B', 'b-asks', { leader });
    // Rule 5: the leader adds 5 to its copy; every awake server copies it.
    const own = servers[leader].copy;
    const written: Copy = { value: own.value + B_ADDS, a: own.a, b: true };
    hold(leader, written, t);
    const copiers = OTHERS[leader].filter((n) => !(n === 1 && paused));
    for (const n of copiers) {
      hold(n, { ...written }, t);
      if (s.terms) servers[n].term = Math.max(servers[n].term, servers[leader].term);
    }
    bLeader = leader;
    bValue = written.value;
    bDoneAt = t;
    log(t, leader === 1 ? 'server1' : 'server2', 'b-write', { leader, value: written.value, copiers });
    agenda.schedule(t + C_AFTER_B, RANK_C, 'c-asks');
  };

  /** A waiting B asks again at the first moment a leader of the newest term is awake (once, whoever wakes it). */
  const wakeB = (t: number): void => {
    if (!bWaiting || bRetry) return;
    bRetry = true;
    agenda.schedule(t, RANK_B, 'b-asks');
  };

  const steps: Readonly<Record<Step, (t: number) => void>> = {
    start(t) {
      log(t, 'server1', 'start', {});
      log(t, 'server2', 'timer', { timeout: s.timeout });
      agenda.schedule(A_AT, RANK_ELECTION, 'a-asks');
      agenda.schedule(B_AT, RANK_B, 'b-asks');
    },
    // Rule 2.
    'a-asks'(t) {
      log(t, 'A', 'a-asks', {});
      plan = { value: s1.copy.value + A_ADDS, a: true, b: s1.copy.b };
      if (s.pause === 0) {
        log(t, 'server1', 'a-sends-now', {});
        sendA(t, false);
        return;
      }
      paused = true;
      log(t, 'server1', 'pause', { pause: s.pause });
      agenda.schedule(t + s.pause, RANK_WAKE, 'wake');
      // Rule 3: the followers' timers last ran from Server 1's heartbeat at 2.0 s.
      agenda.schedule(t + s.timeout, RANK_ELECTION, 'election');
    },
    // Rule 3: only if Server 1 is still paused when the timer runs out; otherwise its heartbeats restarted it.
    election(t) {
      if (!paused) return;
      elected = true;
      electedAt = t;
      servers[2].term = 2;
      servers[3].term = 2;
      servers[2].leads = true;
      log(t, 'server2', 'election', { timeout: s.timeout });
      wakeB(t);
    },
    // Rule 8.
    wake(t) {
      paused = false;
      wokeAt = t;
      if (elected) log(t, 'server1', 'wake-deposed', {});
      else log(t, 'server1', 'wake-leader', { pause: s.pause, timeout: s.timeout });
      if (cWaiting) {
        cWaiting = false;
        answerC(t, Math.max(0, s.pause - s.lag));
      }
      sendA(t, true);
      wakeB(t);
    },
    'b-asks': bAsks,
    // Rule 6.
    'c-asks'(t) {
      read.askedAt = t;
      read.committedAtAsk = committed();
      cOpen = true;
      committedWhileOpen.add(committed());
      if (paused) {
        cWaiting = true;
        read.waited = true;
        log(t, 'C', 'c-asks-waits', {});
        return;
      }
      log(t, 'C', 'c-asks', {});
      // Rule 9: at any other moment than waking, the lease was renewed by the last heartbeat: its age is 0.
      answerC(t, 0);
    },
  };

  agenda.schedule(0, RANK_ELECTION, 'start');
  drain(agenda, (due) => {
    steps[due.step](due.t);
    // A paused server keeps its state, so Server 1 counts while it sleeps.
    leadersAtOnce = Math.max(leadersAtOnce, (s1.leads ? 1 : 0) + (s2.leads ? 1 : 0) + (servers[3].leads ? 1 : 0));
  });

  const final = s1.copy;
  const writesLost = (aDone && !final.a ? 1 : 0) + (bDoneAt >= 0 && !final.b ? 1 : 0);
  return {
    electedAt,
    wokeAt,
    steppedDownAt,
    bDoneAt,
    bLeader,
    bValue,
    aAt,
    aDone,
    aRefusedBy,
    read,
    final: { ...final },
    leadersAtOnce,
    writesLost,
    values,
  };
}
