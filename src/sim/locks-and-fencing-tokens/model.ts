/**
 * The rules of the model (lesson spec, Part 2), as one small discrete-event engine over integer tenths.
 *
 * `play` is the only place the rules live. `simulate` calls it with a recorder and turns what happened into
 * sentences and chart lanes; `sweep` calls it without one, so a sweep pays for no objects it does not need.
 */
import { Agenda, drain } from '../kit/index.ts';
import type { Actor } from './types.ts';

/** Settings in integer tenths of a second. */
export interface TenthsSettings {
  lease: number;
  pause: number;
  bAt: number;
  check: boolean;
  fencing: boolean;
}

export type Client = 'A' | 'B';

/** Rule 1: the store starts at 10. */
export const STORE_START = 10;
/** Rule 3: A reads at 1.0 s and plans to add 1. */
const A_READS_AT = 10;
const A_ADDS = 1;
/** Rules 4 and 5: A checks (if asked to) and pauses at 2.0 s. */
const A_PAUSES_AT = 20;
/** Rule 7: B works 0.2 s after its grant and adds 5. */
const B_WORKS_AFTER = 2;
const B_ADDS = 5;

// The facts behind each kind of event. Times are tenths. Type aliases (not interfaces) so that each is
// assignable to the contract's `Record<string, number | string | boolean>`.
export type GrantFacts = {
  client: Client;
  token: number;
  leaseEnd: number;
  lease: number;
  /** Tenths the client waited for the lock (0: it was free). */
  waited: number;
};
export type LeaseTermsFacts = { client: Client; lease: number };
export type ReadFacts = { client: Client; value: number; plan: number };
export type CheckOkFacts = { left: number };
export type CheckExpiredFacts = { leaseEnd: number };
export type PauseFacts = { duration: number; until: number };
export type ExpireFacts = { client: Client; holderPaused: boolean };
export type AskWaitFacts = { client: Client; holder: Client };
export type WriteFacts = {
  client: Client;
  /** The value the client read before writing. */
  read: number;
  value: number;
  token: number;
  /** The writer's lease had ended when the write arrived. */
  stale: boolean;
  /** A only: it wrote on waking from a pause. */
  woke: boolean;
  leaseEnd: number;
};
export type StoreAcceptFacts = {
  client: Client;
  value: number;
  token: number;
  stale: boolean;
  fencing: boolean;
  /** Whose update this write overwrote without having read it ("" if none). */
  overwrote: Client | '';
};
export type StoreRefuseFacts = {
  client: Client;
  value: number;
  token: number;
  highest: number;
  highestBy: Client;
};
export type ReleaseFacts = { client: Client };

interface FactsOf {
  grant: GrantFacts;
  'lease-terms': LeaseTermsFacts;
  read: ReadFacts;
  'check-ok': CheckOkFacts;
  'check-expired': CheckExpiredFacts;
  pause: PauseFacts;
  expire: ExpireFacts;
  'ask-wait': AskWaitFacts;
  write: WriteFacts;
  'store-accept': StoreAcceptFacts;
  'store-refuse': StoreRefuseFacts;
  release: ReleaseFacts;
}

/** One thing that happened, with its facts typed by kind. */
export type Happening = {
  [K in keyof FactsOf]: { t: number; actor: Actor; kind: K; facts: FactsOf[K]; storeValue: number };
}[keyof FactsOf];

/** A write as the chart marks it. */
export interface WriteRecord {
  client: Client;
  t: number;
  value: number;
  token: number;
  accepted: boolean;
  stale: boolean;
}

/** One client's history, kept as plain numbers so that playing without a recorder allocates little. */
export interface ClientTrack {
  askedAt: number;
  /** -1 until granted. */
  grantedAt: number;
  /** When its hold ended (release or lease end), -1 while holding or never granted. */
  heldTo: number;
  token: number;
  leaseEnd: number;
  /** Its lease ran out on its own at this time, or -1. */
  expiredAt: number;
  /** A only: pause span, -1 if none. */
  pausedFrom: number;
  pausedTo: number;
  /** A only: asked and gave up at 2.0 s. */
  gaveUp: boolean;
  /** Value read and planned, -1 before reading. */
  read: number;
  plan: number;
  /** Store version seen when it read: a write made from an older version overwrites someone's update. */
  readVersion: number;
}

/** What a finished play leaves behind. */
export interface Played {
  finalValue: number;
  staleAccepted: boolean;
  staleRefused: boolean;
  A: ClientTrack;
  B: ClientTrack;
  /** Writes in order; empty when played without a recorder. */
  writes: WriteRecord[];
}

// Rule 9: at one instant the lock service acts first, then Client A, then Client B.
const RANK_LOCK = 0;
const RANK_A = 1;
const RANK_B = 2;

type Step = 'A-ask' | 'A-read' | 'A-decide' | 'A-wake' | 'B-ask' | 'B-work' | 'lease-end';

/** A step of the rules; 'lease-end' carries the token of the lease that ends. */
type Due = { kind: Exclude<Step, 'lease-end'> } | { kind: 'lease-end'; token: number };

function newTrack(): ClientTrack {
  return {
    askedAt: -1,
    grantedAt: -1,
    heldTo: -1,
    token: -1,
    leaseEnd: -1,
    expiredAt: -1,
    pausedFrom: -1,
    pausedTo: -1,
    gaveUp: false,
    read: -1,
    plan: -1,
    readVersion: -1,
  };
}

/**
 * Plays one run of the model. Settings must already be normalised (integer tenths, in range).
 * Pass an array as `record` to receive every happening in order; pass null for the outcome only.
 */
export function play(s: TenthsSettings, record: Happening[] | null): Played {
  const agenda = new Agenda<Due>();
  const schedule = (t: number, rank: number, kind: Step, token = 0): void =>
    agenda.schedule(t, rank, kind === 'lease-end' ? { kind, token } : { kind });

  const tracks: Record<Client, ClientTrack> = { A: newTrack(), B: newTrack() };
  const A = tracks.A;
  const B = tracks.B;
  // The lock service.
  // Cast so that TypeScript does not narrow these to null: the closures below change them.
  let holder = null as Client | null;
  let waiting = null as Client | null;
  let nextToken = 1;
  // The storage.
  let value = STORE_START;
  let version = 0;
  let lastWriter: Client | '' = '';
  let highest = 0;
  let highestBy: Client = 'A';
  let staleAccepted = false;
  let staleRefused = false;
  const writes: WriteRecord[] = [];

  const holds = (c: Client): boolean => holder === c;

  const grant = (c: Client, t: number): void => {
    const track = tracks[c];
    track.grantedAt = t;
    track.token = nextToken++;
    track.leaseEnd = t + s.lease;
    holder = c;
    schedule(track.leaseEnd, RANK_LOCK, 'lease-end', track.token);
    if (record) {
      const actor = c;
      record.push({
        t,
        actor,
        kind: 'grant',
        facts: { client: c, token: track.token, leaseEnd: track.leaseEnd, lease: s.lease, waited: t - track.askedAt },
        storeValue: value,
      });
      if (c === 'A') {
        record.push({ t, actor: 'lock', kind: 'lease-terms', facts: { client: c, lease: s.lease }, storeValue: value });
      }
    }
    if (c === 'A') schedule(A_READS_AT, RANK_A, 'A-read');
    else schedule(t + B_WORKS_AFTER, RANK_B, 'B-work');
  };

  /** The lock becomes free; a waiting client gets it the same moment. */
  const free = (c: Client, t: number): void => {
    tracks[c].heldTo = t;
    holder = null;
    if (waiting !== null) {
      const next = waiting;
      waiting = null;
      grant(next, t);
    }
  };

  const read = (c: Client, add: number): void => {
    const track = tracks[c];
    track.read = value;
    track.plan = value + add;
    track.readVersion = version;
  };

  /** Rule 8: the storage takes or refuses a write. */
  const store = (c: Client, t: number): void => {
    const track = tracks[c];
    const stale = !holds(c);
    const token = track.token;
    const accepted = !(s.fencing && token < highest);
    if (record) {
      record.push({
        t,
        actor: c,
        kind: 'write',
        facts: {
          client: c,
          read: track.read,
          value: track.plan,
          token,
          stale,
          woke: track.pausedTo === t,
          leaseEnd: track.leaseEnd,
        },
        storeValue: value,
      });
      writes.push({ client: c, t, value: track.plan, token, accepted, stale });
    }
    if (!accepted) {
      staleRefused = true;
      record?.push({
        t,
        actor: 'store',
        kind: 'store-refuse',
        facts: { client: c, value, token, highest, highestBy },
        storeValue: value,
      });
      return;
    }
    const overwrote: Client | '' = track.readVersion < version ? lastWriter : '';
    value = track.plan;
    version++;
    lastWriter = c;
    if (token >= highest) {
      highest = token;
      highestBy = c;
    }
    if (stale) staleAccepted = true;
    record?.push({
      t,
      actor: 'store',
      kind: 'store-accept',
      facts: { client: c, value, token, stale, fencing: s.fencing, overwrote },
      storeValue: value,
    });
  };

  /** Rule 5: A writes what it planned, then releases the lock if its lease is still live. */
  const aWrites = (t: number): void => {
    store('A', t);
    if (holds('A')) {
      record?.push({ t, actor: 'A', kind: 'release', facts: { client: 'A' }, storeValue: value });
      free('A', t);
    }
  };

  A.askedAt = 0;
  schedule(0, RANK_A, 'A-ask');
  schedule(s.bAt, RANK_B, 'B-ask');

  drain(agenda, (due) => {
    const t = due.t;
    const step = due.step;
    switch (step.kind) {
      case 'A-ask':
        // Rule 2: nobody holds the lock at 0.0 before A, since A acts before B.
        grant('A', t);
        break;
      case 'A-read':
        read('A', A_ADDS);
        record?.push({
          t,
          actor: 'A',
          kind: 'read',
          facts: { client: 'A', value: A.read, plan: A.plan },
          storeValue: value,
        });
        schedule(A_PAUSES_AT, RANK_A, 'A-decide');
        break;
      case 'A-decide':
        // Rule 4: the check, then (rule 5) the pause right after it.
        if (s.check) {
          if (!holds('A')) {
            A.gaveUp = true;
            record?.push({ t, actor: 'A', kind: 'check-expired', facts: { leaseEnd: A.leaseEnd }, storeValue: value });
            break;
          }
          record?.push({ t, actor: 'A', kind: 'check-ok', facts: { left: A.leaseEnd - t }, storeValue: value });
        }
        if (s.pause > 0) {
          A.pausedFrom = t;
          A.pausedTo = t + s.pause;
          record?.push({
            t,
            actor: 'A',
            kind: 'pause',
            facts: { duration: s.pause, until: A.pausedTo },
            storeValue: value,
          });
          schedule(A.pausedTo, RANK_A, 'A-wake');
        } else {
          aWrites(t);
        }
        break;
      case 'A-wake':
        aWrites(t);
        break;
      case 'B-ask':
        B.askedAt = t;
        if (holder === null) {
          grant('B', t);
        } else {
          waiting = 'B';
          record?.push({ t, actor: 'B', kind: 'ask-wait', facts: { client: 'B', holder }, storeValue: value });
        }
        break;
      case 'B-work':
        read('B', B_ADDS);
        store('B', t);
        // B's release is not a line of the log (the spec's default run has none), only the end of its hold.
        free('B', t);
        break;
      case 'lease-end': {
        // Rule 6: a lease that was not released ends at its end time. A released lease has nothing to end.
        const c = holder;
        if (c === null || tracks[c].token !== step.token) break;
        tracks[c].expiredAt = t;
        record?.push({
          t,
          actor: 'lock',
          kind: 'expire',
          facts: {
            client: c,
            holderPaused: tracks[c].pausedFrom >= 0 && tracks[c].pausedFrom < t && t <= tracks[c].pausedTo,
          },
          storeValue: value,
        });
        free(c, t);
        break;
      }
    }
  });

  return { finalValue: value, staleAccepted, staleRefused, A, B, writes };
}
