/** The rules of the model (lesson spec, Part 2), as a table on the kit's agenda, over integer tenths. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { descriptor } from './settings.ts';

export type Actor = 'A' | 'B' | 'lock' | 'store';

export type Client = 'A' | 'B';

/** Rule 1: the store starts at 10. */
export const STORE_START = 10;
/** Rule 3: A reads at 1.0 s and plans to add 1. */
const A_READS_AT = 10;
const A_ADDS = 1;
/** Rules 4 and 5: A checks (if asked to) and pauses at 2.0 s. */
export const A_PAUSES_AT = 20;
/** Rule 7: B works 0.2 s after its grant and adds 5. */
const B_WORKS_AFTER = 2;
const B_ADDS = 5;

/** The facts behind each kind of event, times in tenths (type literals, so each is assignable to the log's record). */
interface FactsOf {
  /** The lock service gives a client the lock; `waited`: tenths it waited (0: the lock was free). */
  grant: { client: Client; token: number; leaseEnd: number; lease: number; waited: number };
  'lease-terms': { client: Client; lease: number };
  read: { client: Client; value: number; plan: number };
  'check-ok': { left: number };
  'check-expired': { leaseEnd: number };
  pause: { duration: number; until: number };
  expire: { client: Client; holderPaused: boolean };
  'ask-wait': { client: Client; holder: Client };
  /** A client writes: `read`, the value it read; `stale`, its lease had ended; `woke`, A wrote on waking. */
  write: {
    client: Client;
    read: number;
    value: number;
    token: number;
    stale: boolean;
    woke: boolean;
    leaseEnd: number;
  };
  /** `overwrote`: whose update the accepted write overwrote without having read it ("" if none). */
  'store-accept': {
    client: Client;
    value: number;
    token: number;
    stale: boolean;
    fencing: boolean;
    overwrote: Client | '';
  };
  'store-refuse': { client: Client; value: number; token: number; highest: number; highestBy: Client };
  release: { client: Client };
}

/** One thing that happened, with its facts typed by kind. */
export type Happening = {
  [K in keyof FactsOf]: { t: number; actor: Actor; kind: K; facts: FactsOf[K]; storeValue: number };
}[keyof FactsOf];

export type HappeningOf<K extends Happening['kind']> = Extract<Happening, { kind: K }>;

/** The last happening of a kind in a log, by `client` where given. */
export function lastOf<K extends Happening['kind']>(
  log: readonly Happening[],
  kind: K,
  client?: Client,
): HappeningOf<K> | undefined {
  const by = (h: Happening) => client === undefined || (h.facts as { client?: Client }).client === client;
  return log.findLast((h): h is HappeningOf<K> => h.kind === kind && by(h));
}

/** One client's history as plain numbers (tenths, -1 until known), so a run without a recorder allocates little. */
function newTrack() {
  return {
    askedAt: -1,
    grantedAt: -1,
    /** When its hold ended: its release or its lease's end. */
    heldTo: -1,
    token: -1,
    leaseEnd: -1,
    /** A only: its pause. */
    pausedFrom: -1,
    pausedTo: -1,
    read: -1,
    plan: -1,
    /** Store version seen when it read: a write made from an older version overwrites someone's update. */
    readVersion: -1,
  };
}

export type ClientTrack = ReturnType<typeof newTrack>;

/** What the rules share while a run plays, and what the outcome, the words and the chart read after it. */
export interface State {
  s: Tenths<typeof descriptor>;
  A: ClientTrack;
  B: ClientTrack;
  /** The lock service: who holds the lock, who waits for it, the next token. */
  holder: Client | null;
  waiting: Client | null;
  nextToken: number;
  /** The storage: its value, version, last writer and the highest token it accepted. */
  finalValue: number;
  version: number;
  lastWriter: Client | '';
  highest: number;
  highestBy: Client;
  staleAccepted: boolean;
  staleRefused: boolean;
  shouldBe: number;
  /** A reader's own rule decided the storage's check (see rule.ts), not the Fencing switch. */
  ruled: boolean;
  /** An accepted write overwrote an update its writer had not read: an acknowledged update lost. */
  clobbered: boolean;
  /** A write was refused while its writer still held the lock. */
  liveRefused: boolean;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<
  State,
  Happening,
  { aAsk: []; aRead: []; aDecide: []; aWrites: []; bAsk: []; bWork: []; leaseEnd: [token: number] }
>;

type Ctx = Context<Types>;

/** Records one happening at the step's instant, with the store's value then. */
function say<K extends keyof FactsOf>(p: State, ctx: Ctx, actor: Actor, kind: K, facts: FactsOf[K]): void {
  ctx.say({ t: ctx.t, actor, kind, facts, storeValue: p.finalValue } as Happening);
}

function grant(p: State, ctx: Ctx, c: Client): void {
  const track = p[c];
  const { lease } = p.s;
  track.grantedAt = ctx.t;
  track.token = p.nextToken++;
  track.leaseEnd = ctx.t + lease;
  p.holder = c;
  const { token, leaseEnd } = track;
  ctx.at(leaseEnd, 'leaseEnd', token);
  say(p, ctx, c, 'grant', { client: c, token, leaseEnd, lease, waited: ctx.t - track.askedAt });
  if (c === 'A') say(p, ctx, 'lock', 'lease-terms', { client: c, lease });
  if (c === 'A') ctx.at(A_READS_AT, 'aRead');
  else ctx.at(ctx.t + B_WORKS_AFTER, 'bWork');
}

/** The lock becomes free; a waiting client gets it the same moment. */
function free(p: State, ctx: Ctx, c: Client): void {
  p[c].heldTo = ctx.t;
  p.holder = null;
  const next = p.waiting;
  p.waiting = null;
  if (next !== null) grant(p, ctx, next);
}

function read(p: State, c: Client, add: number): void {
  const track = p[c];
  track.read = p.finalValue;
  track.plan = p.finalValue + add;
  track.readVersion = p.version;
}

/** Rule 8: the storage takes or refuses a write. */
function store(p: State, ctx: Ctx, c: Client): void {
  const { read, plan: value, token, leaseEnd, pausedTo, readVersion } = p[c];
  const { fencing } = p.s;
  const { highest, highestBy } = p;
  const stale = p.holder !== c;
  const rule = ctx.hooks['accepts'];
  if (rule !== undefined) p.ruled = true;
  // With fencing, a write whose token is below the highest accepted is refused. A reader's rule (rule.ts) is given
  // what the storage sees, and nothing of the lease: the storage cannot know whether a writer's lease has ended.
  const accepted =
    rule === undefined
      ? !fencing || token >= highest
      : rule({ token, value }, { value: p.finalValue, highestToken: highest }) === true;
  say(p, ctx, c, 'write', { client: c, read, value, token, stale, woke: pausedTo === ctx.t, leaseEnd });
  if (!accepted) {
    if (stale) p.staleRefused = true;
    else p.liveRefused = true;
    say(p, ctx, 'store', 'store-refuse', { client: c, value: p.finalValue, token, highest, highestBy });
    return;
  }
  const overwrote: Client | '' = readVersion < p.version ? p.lastWriter : '';
  if (overwrote !== '') p.clobbered = true;
  p.finalValue = value;
  p.version++;
  p.lastWriter = c;
  if (token >= highest) {
    p.highest = token;
    p.highestBy = c;
  }
  if (stale) p.staleAccepted = true;
  say(p, ctx, 'store', 'store-accept', { client: c, value, token, stale, fencing, overwrote });
}

/** Rule 5: A writes what it planned, then releases the lock if its lease is still live. */
function aWrites(p: State, ctx: Ctx): void {
  store(p, ctx, 'A');
  if (p.holder === 'A') {
    say(p, ctx, 'A', 'release', { client: 'A' });
    free(p, ctx, 'A');
  }
}

/** The rules, top to bottom. At one instant (rule 9) the lock service acts first (0), then Client A (1), then B (2). */
export const rules = defineRules<Types>({
  aAsk: {
    says: 'Rule 2: nobody holds the lock at 0.0 before A, since A acts before B.',
    rank: 1,
    step(p, ctx) {
      grant(p, ctx, 'A');
    },
  },
  aRead: {
    says: 'Rule 3: A reads and plans to add 1.',
    rank: 1,
    step(p, ctx) {
      read(p, 'A', A_ADDS);
      say(p, ctx, 'A', 'read', { client: 'A', value: p.A.read, plan: p.A.plan });
      ctx.at(A_PAUSES_AT, 'aDecide');
    },
  },
  aDecide: {
    says: 'Rule 4: the check, then (rule 5) the pause right after it.',
    rank: 1,
    step(p, ctx) {
      const { s, A } = p;
      const t = ctx.t;
      if (s.check) {
        if (p.holder !== 'A') {
          say(p, ctx, 'A', 'check-expired', { leaseEnd: A.leaseEnd });
          return;
        }
        say(p, ctx, 'A', 'check-ok', { left: A.leaseEnd - t });
      }
      if (s.pause === 0) return aWrites(p, ctx);
      A.pausedFrom = t;
      A.pausedTo = t + s.pause;
      say(p, ctx, 'A', 'pause', { duration: s.pause, until: A.pausedTo });
      ctx.at(A.pausedTo, 'aWrites');
    },
  },
  aWrites: {
    says: 'Rule 5: when its pause is over, A writes what it planned, then releases the lock if its lease is still live.',
    rank: 1,
    step: aWrites,
  },
  bAsk: {
    says: 'B asks for the lock: it gets it if free, or waits for it.',
    rank: 2,
    step(p, ctx) {
      p.B.askedAt = ctx.t;
      if (p.holder === null) return grant(p, ctx, 'B');
      p.waiting = 'B';
      say(p, ctx, 'B', 'ask-wait', { client: 'B', holder: p.holder });
    },
  },
  bWork: {
    says: 'Rule 7: B reads, writes and releases at once.',
    rank: 2,
    step(p, ctx) {
      read(p, 'B', B_ADDS);
      store(p, ctx, 'B');
      // B's release is not a line of the log (the spec's default run has none), only the end of its hold.
      free(p, ctx, 'B');
    },
  },
  leaseEnd: {
    says: 'Rule 6: a lease that was not released ends at its end time. A released lease has nothing to end.',
    rank: 0,
    step(p, ctx, token) {
      const c = p.holder;
      if (c === null || p[c].token !== token) return;
      const { t } = ctx;
      const { pausedFrom, pausedTo } = p[c];
      say(p, ctx, 'lock', 'expire', { client: c, holderPaused: pausedFrom >= 0 && pausedFrom < t && t <= pausedTo });
      free(p, ctx, c);
    },
  },
});
/** The start: A asks for the lock at 0, B when the reader chose. */
export function start(s: State['s'], ctx: Ctx): State {
  ctx.at(0, 'aAsk');
  ctx.at(s.bAt, 'bAsk');
  return {
    s,
    A: { ...newTrack(), askedAt: 0 },
    B: newTrack(),
    holder: null,
    waiting: null,
    nextToken: 1,
    finalValue: STORE_START,
    version: 0,
    lastWriter: '',
    highest: 0,
    highestBy: 'A',
    staleAccepted: false,
    staleRefused: false,
    shouldBe: STORE_START,
    ruled: false,
    clobbered: false,
    liveRefused: false,
  };
}
