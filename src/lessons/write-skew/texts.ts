/** The words of the write-skew lesson (outcome terms word for word, lesson spec Part 1); nothing here decides. */
import { formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import { onCallNow, otherOf } from './rules.ts';
import type { Failure, Happening, State } from './rules.ts';
import type { Settings } from './settings.ts';

/** The run in a word: kept (no wait, no abort), waited or aborted (kept after either), or broken (nobody on call). */
export type Verdict = 'kept' | 'waited' | 'aborted' | 'broken';

/** Each actor as the log prints it. */
export const ACTOR_NAMES: Readonly<Record<Happening['actor'], string>> = Object.freeze({
  alice: "Alice's transaction",
  bob: "Bob's transaction",
  db: 'Database',
});

export const NAMES = Object.freeze({ alice: 'Alice', bob: 'Bob', carol: 'Carol' });

/** The outcome panel's terms, in the panel's order (lesson spec, Part 1). */
export const TERMS = Object.freeze({
  doctorsOnCall: 'Doctors on call at the end',
  ruleKept: 'Rule kept',
  aborted: 'Transactions aborted',
  timeWaiting: 'Time waiting',
});

/** PostgreSQL's error message for each serialization failure. */
export const ERRORS: Readonly<Record<Failure, string>> = Object.freeze({
  'concurrent-update': 'could not serialize access due to concurrent update',
  'read-write': 'could not serialize access due to read/write dependencies among transactions',
});

export const CHART_TITLE = 'Who read what, who went off call, and who is left';

/** The chart's caption in pieces, a mark's kind each, so the chart names a mark only once drawn (lanes.ts). */
export const CAPTION = Object.freeze({
  lanes: 'The top two lanes are the transactions.',
  /** Its "end" until the first commit or abort is drawn, then "commit (a tick)", "abort (a cross)" or both. */
  bars: 'Each bar runs from its read, with the count it saw, to its ',
  end: 'end',
  commit: 'commit (a tick)',
  or: ' or its ',
  abort: 'abort (a cross)',
  off: 'A diamond "off" is where it sets its own row off call',
  stays: 'a dot "stays" is where it writes nothing',
  wait: "A thin band before a bar is a wait for the other's locks",
  retry: 'a second bar is a retry',
  rows: "Below, each doctor's row as committed, on call or off",
  pending: 'a dashed outline is an off-call write not yet committed',
  onCall: 'The last lane counts who is on call.',
});

export const SETTINGS_NOTE =
  'The rule: at least one doctor on call. Each transaction counts who is on call; if it counts two or more, it sets its own row off call 1.0 s later, and commits 1.0 s after that. Alice begins at 1.0 s.';

/** "2 doctors on call", "1 doctor on call". */
export const onCallText = (n: number): string => `${n} ${n === 1 ? 'doctor' : 'doctors'} on call`;

/** The "In order" sentence for one happening. */
export function describe(h: Happening, s: Settings): string {
  switch (h.kind) {
    case 'start':
      return `${h.onCall === 3 ? 'Alice, Bob and Carol are' : 'Alice and Bob are'} on call. The rule: at least one doctor on call.`;
    case 'reads': {
      const counted = onCallText(h.count);
      const lock = h.locks ? ' and locks the rows' : '';
      if (h.waited)
        return s.level === 'read-committed'
          ? `The other transaction has ended, so the read goes on: it counts ${counted}, as committed now,${lock}.`
          : `The other transaction has ended without a change to these rows, so the read goes on: it keeps its snapshot's count, ${counted},${lock}.`;
      return `${h.tryNo > 1 ? 'Begins again' : 'Begins'}${h.locks ? ',' : ' and'} counts ${counted}${lock}.`;
    }
    case 'waits':
      return `Begins its read, but ${ACTOR_NAMES[h.holder]} holds the locks on those rows, so it waits.`;
    case 'sets-off':
      return `It counted ${h.count}, so ${NAMES[h.actor]} may go: it sets ${NAMES[h.actor]}'s row off call. Nobody else sees this until it commits.`;
    case 'stays':
      return `It counted ${h.count}, so ${NAMES[h.actor]} stays on call: it writes nothing.`;
    case 'commits':
      return h.wrote
        ? `Commits: ${NAMES[h.actor]} is off call. ${onCallText(h.onCall)} now.`
        : 'Commits, with nothing written.';
    case 'aborted': {
      const why =
        h.failure === 'read-write'
          ? `Its commit fails: "${ERRORS[h.failure]}". Nothing it wrote is kept.`
          : `${ACTOR_NAMES[h.by]} committed a change to a row this read waited for, so it fails: "${ERRORS[h.failure]}".`;
      const next =
        h.retryAt === null
          ? ` Nobody tries it again: ${NAMES[h.actor]}'s request fails.`
          : ` It will be tried again at ${formatTime(h.retryAt)}.`;
      return why + next;
    }
  }
}

/** The explanation under the outcome: why the run ends as it does, and where to look next. */
export function explain(p: State, s: Settings): string {
  const firsts = p.attempts.filter((a) => a.tryNo === 1);
  const [x, y] = [firsts[0]!, firsts[1]!];
  const left = onCallNow(p);
  const failed = p.attempts.find((a) => a.failure !== null);
  if (left === 0)
    return (
      `${NAMES[x.doctor]} (${formatTime(x.begin)}) and ${NAMES[y.doctor]} (${formatTime(y.begin)}) each counted two on call, as neither had committed yet. ` +
      'Each set only their own row off call, so no two writes touched one row and nothing conflicted. ' +
      `Both committed, and nobody is on call, though each was right alone.${s.level === 'snapshot' ? ' Snapshot isolation stops two writes to one row; these rows differ.' : ''} ` +
      'Serializable, or locking the rows read, keeps the rule.'
    );
  if (failed !== undefined) {
    const who = NAMES[failed.doctor];
    const other = NAMES[otherOf(failed.doctor)];
    const cause =
      failed.failure === 'read-write'
        ? `${who}'s commit at ${formatTime(failed.end ?? 0)} failed: ${other} had committed a change after ${who}'s read began, so ${who}'s decision rested on a count that no longer held.`
        : `${who}'s read waited for ${other}'s locks from ${formatTime(failed.begin)}; when ${other} committed a change at ${formatTime(failed.end ?? 0)}, the wait ended in a serialization failure, not a fresh read.`;
    const retry = p.attempts.find((a) => a.doctor === failed.doctor && a.tryNo === failed.tryNo + 1);
    const after =
      retry === undefined
        ? `Nobody tried again, so ${who} is still on call, but ${who}'s request failed: retrying is the application's job.`
        : `The retry at ${formatTime(retry.begin)} counted ${retry.count} and ${(retry.count ?? 0) >= 2 ? 'went off call' : 'stayed'}.`;
    const rule =
      s.onCall === 3 && (failed.count ?? 0) === 3
        ? ' Both had counted 3, which no one-after-the-other order gives, so the abort was no false alarm; yet the rule would have held anyway, with Carol on call: serializable checks what each transaction read and wrote, not the rule.'
        : '';
    return `${cause} ${after}${rule}`;
  }
  if (p.waited > 0) {
    const w = p.attempts.find((a) => a.wait !== null)!;
    return `${NAMES[w.doctor]}'s read waited for the other's locks from ${formatTime(w.begin)} to ${formatTime(w.readAt ?? 0)}, then counted the rows as committed then: ${w.count}. ${(w.count ?? 0) >= 2 ? `${NAMES[w.doctor]} went off call too, and ${onCallText(left)} remain.` : `So ${NAMES[w.doctor]} stayed on call.`}`;
  }
  if (x.end !== null && y.begin < x.end)
    return `Both counted ${y.count} on call, as neither had committed, and both went off call; Carol kept the rule. The skew is still there: one more doctor on call hid it.`;
  return `${NAMES[y.doctor]}'s read at ${formatTime(y.begin)} came after ${NAMES[x.doctor]}'s commit at ${formatTime(x.end ?? 0)}, so it counted ${y.count} and ${(y.count ?? 0) >= 2 ? 'went off call too' : 'stayed'}. One after the other, each check still held at its commit.`;
}

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Rule kept', tone: 'safe', symbol: '✓' },
  waited: { label: 'Kept, after a wait', tone: 'safe', symbol: '…' },
  aborted: { label: 'Kept, after an abort', tone: 'harmless', symbol: '↻' },
  broken: { label: 'Nobody on call', tone: 'harm', symbol: '✕' },
});
