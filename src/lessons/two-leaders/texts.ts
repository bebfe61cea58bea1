/**
 * The sentences a reader sees. The default run's and the explanation's clauses are the lesson spec's word for word
 * (Part 1 and Part 2, "The log" and "Explanation"); every other run speaks in the same voice.
 */
import { formatSpan } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { ActorId, Happening, State, TenthsSettings } from './rules.ts';

/** Each actor as the log prints it. */
export const ACTOR_NAMES: Readonly<Record<ActorId, string>> = Object.freeze({
  server1: 'Server 1',
  server2: 'Server 2',
  server3: 'Server 3',
  A: 'Client A',
  B: 'Client B',
  C: 'Client C',
});

/** Why a server might freeze for this long (tenths): the steps the lesson on locks uses too. */
function pauseWhy(pause: number): string {
  if (pause <= 10) return 'a garbage collection';
  if (pause <= 50) return 'a long garbage collection';
  return 'a long garbage collection, a stalled disk, a suspended virtual machine';
}

/** The "In order" sentence for one happening. */
export function sentence(h: Happening): string {
  switch (h.kind) {
    case 'start':
      return 'Server 1 is the leader, in term 1. Every server holds 10.';
    case 'timer':
      return `Servers 2 and 3 will start an election if they hear nothing from a leader for ${formatSpan(h.facts.timeout)}.`;
    case 'a-asks':
      return 'A asks Server 1 to add 1.';
    case 'pause':
      return `Server 1 reads its copy, 10, and is about to send 11 to the others when it pauses for ${formatSpan(h.facts.pause)} (${pauseWhy(h.facts.pause)}).`;
    case 'a-sends-now':
      return 'Server 1 reads its copy, 10, and sends 11 with term 1 to Servers 2 and 3.';
    case 'election':
      return `Nothing from the leader for ${formatSpan(h.facts.timeout)}. Server 2 starts an election for term 2 and Server 3 votes for it: Server 2 now leads term 2. Server 1, paused, still leads term 1 in its own eyes.`;
    case 'b-waits':
      return 'B asks the leader to add 5. Server 1 is paused and no one else leads yet, so B waits.';
    case 'b-asks':
      return h.facts.leader === 2
        ? 'B asks Server 2, the leader of term 2, to add 5.'
        : 'B asks Server 1, the leader, to add 5.';
    case 'b-write': {
      const { leader, value, copiers } = h.facts;
      const copy = copiers.length === 1 ? `Server ${copiers[0]} copies it` : `Servers ${copiers.join(' and ')} copy it`;
      return `Server ${leader} adds 5 to its copy: ${value}. ${copy}, so a majority holds ${value} and B is told it is done.`;
    }
    case 'c-asks-waits':
      return 'B tells C that its update is done. C asks Server 1 for the value; Server 1 is paused, so the question waits.';
    case 'c-asks':
      return 'B tells C that its update is done. C asks Server 1 for the value.';
    case 'wake-deposed':
      return 'Server 1 wakes up. No message has told it about term 2, so it still believes it leads term 1.';
    case 'wake-leader':
      return `Server 1 wakes up after ${formatSpan(h.facts.pause)}, within the ${formatSpan(h.facts.timeout)} election timeout: it is still the leader.`;
    case 'read-memory':
      return `Server 1 answers C from its memory: ${h.facts.value}.`;
    case 'lease-ok':
      return `Server 1's clock says ${formatSpan(h.facts.age)} have passed since a majority last answered it, less than its ${formatSpan(h.facts.timeout)} lease, so it answers C from its memory: ${h.facts.value}.`;
    case 'lease-over':
      return `Server 1's clock says ${formatSpan(h.facts.age)} have passed since a majority last answered it, so its ${formatSpan(h.facts.timeout)} lease is over and it must ask first.`;
    case 'confirm-asks':
      return 'Server 1 asks Servers 2 and 3 to confirm that it still leads term 1.';
    case 'confirm-ok':
      return `Servers 2 and 3 confirm it, so Server 1 answers C: ${h.facts.value}.`;
    case 'confirm-unchecked':
      return `Servers 2 and 3 say yes: they do not check terms. Server 1 answers C from its memory: ${h.facts.value}.`;
    case 'confirm-refused':
      return 'Servers 2 and 3 refuse: they know term 2, newer than term 1. Server 1 steps down, takes the value from Server 2, and tells C to ask Server 2.';
    case 'c-redirected':
      return 'Server 1 no longer leads; it tells C to ask Server 2.';
    case 'answer-newest':
      return `Server 2, the leader of term 2, answers C: ${h.facts.value}.`;
    case 'a-sends':
      return 'Server 1 sends 11 with term 1 to Servers 2 and 3.';
    case 'a-accepted':
      return 'Servers 2 and 3 copy it, so a majority holds 11 and A is told it is done.';
    case 'a-unchecked': {
      const lost = h.facts.bLost ? " B's update, which B was told was done, is lost." : '';
      return `Servers 2 and 3 accept it: they do not check terms. Every server now holds 11, and A is told it is done.${lost}`;
    }
    case 'a-refused':
      return 'Servers 2 and 3 refuse it: term 1 is older than term 2. Server 1 steps down and takes the value from Server 2, and A is told its write was refused.';
    case 'a-refused-self':
      return "Server 1 no longer leads, so it refuses A's write and tells A that Server 2 leads.";
  }
}

/** X1: how many leaders there were. */
function leadersClause(s: TenthsSettings, p: State): string {
  if (p.electedAt >= 0)
    return 'Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1.';
  if (s.pause === 0) return 'Server 1 never paused, so there was only ever one leader.';
  return `Server 1 woke up after ${formatSpan(s.pause)}, before Servers 2 and 3 gave up on it, so there was only ever one leader.`;
}

/** X2: what C's read got, and why. */
function readClause(s: TenthsSettings, p: State): string {
  const { answer, committedAtAsk, stale, how } = p.read;
  if (stale && how === 'memory')
    return `Server 1 answered C from its memory with ${answer} after B had been told ${committedAtAsk} was done: a stale read, which no server could refuse, since a read from memory sends no message.`;
  if (stale && how === 'lease')
    return `Server 1's clock had missed ${formatSpan(Math.min(s.lag, s.pause))} of its pause, so it thought its lease still ran and answered C from its memory with ${answer}: a stale read.`;
  if (stale && how === 'unchecked')
    return `Server 1 asked Servers 2 and 3 first, but they do not check terms, so they said yes and Server 1 answered C with ${answer}: a stale read.`;
  if (how === 'redirect-asked')
    return `Server 1 learned of term 2 when it asked Servers 2 and 3 first, and sent C to Server 2, which answered ${answer}.`;
  if (how === 'redirect-refused')
    return `Server 1 learned of term 2 when its write was refused, and sent C to Server 2, which answered ${answer}.`;
  // B's acknowledged update was already gone when C asked: "the value a majority held" is true, but calling the
  // read good would hide that C was told 15 was done and got something else.
  if (p.bDoneAt >= 0 && !p.final.b && answer !== p.bValue)
    return `C got ${answer}, the value a majority held when it asked, not the ${p.bValue} that B had told it was done: Server 1's late write had already replaced B's update.`;
  return `C got ${answer}, the value a majority held when it asked.`;
}

/** X3: what became of A's write. */
function writeClause(p: State): string {
  if (p.bDoneAt >= 0 && !p.final.b)
    return "Server 1's late write of 11 replaced B's 15 on every server, although B had been told it was done.";
  if (p.aRefusedBy === 'self')
    return "Server 1 no longer led when it came to A's write, so it refused it itself, and B's update stands.";
  if (p.aRefusedBy === 'followers')
    return "Servers 2 and 3 refused Server 1's write because term 1 is older than term 2, so B's update stands.";
  if (p.electedAt >= 0)
    return "Server 1's write of 11 was accepted without a term check, but it landed before B's update, which built on it: late, but nothing was lost.";
  return `A's write and B's update both count: the value is ${p.final.value}.`;
}

/** X4: what to try next, or nothing. */
function nextClause(s: TenthsSettings, p: State): string {
  const elected = p.electedAt >= 0;
  if (elected && !s.terms) return 'Turn on term checks to see the servers refuse the old leader.';
  if (p.read.stale && s.reads === 'memory') return 'Let Server 1 ask a majority before it answers a read.';
  if (p.read.stale)
    return 'A lease is only as good as the clock that measures it: asking a majority does not depend on clocks.';
  if (!elected) return 'Make the pause at least as long as the election timeout to see two leaders.';
  return '';
}

/** The plain-words explanation under the outcome: clauses X1 to X4, in order, joined by spaces. */
export function explain(s: TenthsSettings, p: State): string {
  return [leadersClause(s, p), readClause(s, p), writeClause(p), nextClause(s, p)].filter((c) => c !== '').join(' ');
}

/** How a run ends, in a word: the sweep map's colours. */
export type Verdict = 'safe' | 'late-harmless' | 'refused' | 'stale-read' | 'lost';

/**
 * Every verdict with its words, tone and mark, in the order a legend lists them: from one leader, through two
 * leaders that did no harm or were fenced off, to the two ways a run goes wrong.
 */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'One leader', tone: 'safe', symbol: '✓' },
  'late-harmless': { label: 'Late but harmless', tone: 'harmless', symbol: '◷' },
  refused: { label: 'Old leader refused', tone: 'refused', symbol: '⊘' },
  'stale-read': { label: 'Stale read', tone: 'harm', symbol: '◆' },
  lost: { label: 'Update lost', tone: 'harm', symbol: '⚠' },
});
