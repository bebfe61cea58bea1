/** The sentences a reader sees: the default run's are the spec's (Part 1) word for word, others in the same voice. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import { lastOf } from './rules.ts';
import type { Actor, Happening, State } from './rules.ts';

/** Each actor as the log prints it. */
export const ACTOR_NAMES: Readonly<Record<Actor, string>> = Object.freeze({
  A: 'Client A',
  B: 'Client B',
  lock: 'Lock service',
  store: 'Storage',
});

/** What a pause of this length (tenths) could be: up to 1 s a garbage collection, up to 5 s a long one, beyond that
 * anything that stops a process (spec Part 3: multi-second collections are not common). */
export function pauseCause(duration: number): string {
  if (duration <= 10) return 'a garbage collection';
  if (duration <= 50) return 'a long garbage collection';
  return 'a long garbage collection, a stalled network, a busy machine';
}

/** The "In order" sentence for one happening. */
export function describe(h: Happening): string {
  switch (h.kind) {
    case 'grant': {
      const f = h.facts;
      if (f.client === 'A')
        return `A asks for the lock and gets it, with token ${f.token}. The lease lasts ${formatSpan(f.lease)}.`;
      return f.waited > 0
        ? `${f.client} has been waiting, and gets the lock the moment it is free, with token ${f.token}.`
        : `${f.client} asks for the lock and gets it, with token ${f.token}.`;
    }
    case 'lease-terms':
      return `The lock service will give the lock to someone else after ${formatSpan(h.facts.lease)}, whatever ${h.facts.client} is doing.`;
    case 'read':
      return `${h.facts.client} reads the value: ${h.facts.value}. It plans to write ${h.facts.plan}.`;
    case 'check-ok':
      return `A asks the lock service whether it still holds the lock. It does, with ${formatTime(h.facts.left)} left, so it goes on.`;
    case 'check-expired':
      return `A asks the lock service whether it still holds the lock. It does not: its lease ended at ${formatTime(h.facts.leaseEnd)}. A gives up and writes nothing.`;
    case 'pause':
      return `A pauses for ${formatSpan(h.facts.duration)} (${pauseCause(h.facts.duration)}).`;
    case 'expire': {
      const c = h.facts.client;
      return h.facts.holderPaused
        ? `${c}'s lease runs out. ${c} is not there to renew it, so the lock is free.`
        : `${c}'s lease runs out. ${c} has not renewed it, so the lock is free.`;
    }
    case 'ask-wait':
      return `${h.facts.client} asks for the lock. ${h.facts.holder} still holds it, so ${h.facts.client} waits.`;
    case 'write': {
      const f = h.facts;
      if (f.client === 'B') return `B reads ${f.read} and writes ${f.value}.`;
      const writes = `writes ${f.value} with token ${f.token}`;
      if (f.woke)
        return f.stale
          ? `A wakes up. Nothing tells it that time has passed, so it still believes it holds the lock, and ${writes}.`
          : `A wakes up with ${formatTime(f.leaseEnd - h.t)} of its lease left, and ${writes}.`;
      return f.stale
        ? `A ${writes}. Nothing has told it that its lease ended at ${formatTime(f.leaseEnd)}, so it still believes it holds the lock.`
        : `A ${writes}.`;
    }
    case 'store-accept': {
      const f = h.facts;
      if (f.overwrote !== '')
        return `The store accepts it. ${f.overwrote}'s update is overwritten: the value is ${f.value}.`;
      if (f.stale)
        return f.fencing
          ? `The store accepts it: token ${f.token} is not lower than any token it has seen. It now holds ${f.value}.`
          : `The store accepts it, as it accepts every write. It now holds ${f.value}.`;
      return `The store now holds ${f.value}, written with token ${f.token}.`;
    }
    case 'store-refuse': {
      const f = h.facts;
      return `The store refuses it: token ${f.token} is lower than token ${f.highest}, which it has already accepted. ${f.highestBy}'s update stands: the value is ${f.value}.`;
    }
    case 'release':
      return `${h.facts.client} releases the lock.`;
  }
}

/** The plain-words explanation under the outcome, from what happened and how it ended. */
export function explain(log: readonly Happening[], played: State, verdict: Verdict, fencing: boolean): string {
  const { finalValue, shouldBe } = played;
  const aWrite = lastOf(log, 'write', 'A');
  const a = aWrite?.facts;
  const b = lastOf(log, 'write', 'B')?.facts;
  const checkOk = lastOf(log, 'check-ok');
  const refusal = lastOf(log, 'store-refuse');
  const gaveUp = lastOf(log, 'check-expired');
  const pause = lastOf(log, 'pause');
  const fencingNote = 'fencing keeps writes in token order; it does not stop every late write.';

  switch (verdict) {
    case 'lost': {
      // A lease that ran out before the pause began was lost while A was still working: the pause is not to blame.
      const endedFirst = a !== undefined && pause !== undefined && a.leaseEnd <= pause.t;
      const late = checkOk
        ? `A asked at ${formatTime(checkOk.t)} whether it still held the lock and was told yes, with ${formatTime(checkOk.facts.left)} left. Then it paused, woke up after its lease ended and wrote anyway.`
        : endedFirst
          ? `A's lease had already ended at ${formatTime(a.leaseEnd)}, while A was still working and before its pause began. Nothing told A, so it woke up and wrote anyway.`
          : a?.woke
            ? 'A woke up after its lease ended and wrote anyway.'
            : 'A was still working when its lease ended, and wrote anyway.';
      const check = checkOk ? ' The check did not help: the pause came after it.' : '';
      return `${late} The storage accepted it, so B's update was overwritten: the value is ${finalValue} and should be ${shouldBe}.${check} Turn on fencing to see the storage refuse it.`;
    }
    case 'refused': {
      const f = refusal?.facts;
      const writer = f?.client ?? 'A';
      const by = f?.highestBy ?? 'B';
      const highest = f?.highest ?? 2;
      const adds = a ? a.value - a.read : 1;
      return `The storage refuses it: ${writer}'s token ${f?.token ?? 1} is lower than ${by}'s token ${highest}, which it has already accepted. ${by}'s update stands and the value is ${finalValue}, as it should be. Fencing did not stop ${writer} from writing late; it stopped the late write from doing harm. A real client would now get an error it can see, take the lock again with a new token, ${highest + 1}, read ${finalValue} and write ${finalValue + adds}; the simulation stops at the refusal.`;
    }
    case 'late-harmless': {
      const at = aWrite?.t ?? 0;
      const bHeld = played.B.grantedAt >= 0 && played.B.grantedAt <= at;
      const who = bHeld
        ? `B already held the lock, with token ${played.B.token}, but had not written yet`
        : 'Nobody with a newer token had written yet';
      const after = b ? ` B then read ${b.read} and wrote ${b.value}, building on it.` : '';
      const note = fencing ? `Fencing accepted it too: ${fencingNote}` : `Fencing would accept it too: ${fencingNote}`;
      return `A wrote ${a?.value ?? finalValue} after its lease had ended, a late write. ${who}, so nothing was overwritten.${after} The value is ${finalValue}, as it should be. ${note}`;
    }
    case 'safe': {
      if (gaveUp)
        return `A asked at ${formatTime(gaveUp.t)} whether it still held the lock, learned that its lease had ended at ${formatTime(gaveUp.facts.leaseEnd)}, and wrote nothing. Only B wrote: the value is ${finalValue}, as it should be. The check helped only because the lease ended before it; a pause right after a check would slip past it.`;
      const first = a?.woke
        ? `A woke with ${formatTime(a.leaseEnd - (aWrite?.t ?? 0))} of its lease left, wrote ${a.value} and released the lock.`
        : `A wrote ${a?.value ?? finalValue} within its lease and released the lock.`;
      const then = b
        ? played.B.grantedAt > played.B.askedAt
          ? ` B, which had been waiting, then got the lock, read ${b.read} and wrote ${b.value}.`
          : ` B then got the lock, read ${b.read} and wrote ${b.value}.`
        : '';
      return `${first}${then} Nobody wrote without the lock, so the value is ${finalValue}, as it should be.`;
    }
  }
}

/** How one run ends, in one word: the sweep strip's colours. */
export type Verdict = 'safe' | 'late-harmless' | 'lost' | 'refused';

/** Each verdict's words, tone and mark, in legend order: a refused stale write is the fix working (the refused tone);
 * a late write that did no harm is its own harmless state. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Safe', tone: 'safe', symbol: '✓' },
  'late-harmless': { label: 'Late but harmless', tone: 'harmless', symbol: '◷' },
  lost: { label: 'Update lost', tone: 'harm', symbol: '⚠' },
  refused: { label: 'Refused', tone: 'refused', symbol: '⊘' },
});
