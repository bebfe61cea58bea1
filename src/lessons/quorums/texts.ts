/**
 * The quorums lesson's words: actors, outcome terms (lesson spec, Part 1: exact), the log's sentences and the
 * explanation under the outcome. Sentences are built from the run; nothing here decides what happens.
 */
import { formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, State } from './rules.ts';
import { isSlow } from './rules.ts';
import type { Settings } from './settings.ts';

/** The outcome panel's four terms, in the spec's order and exact words. */
export const TERMS = {
  valueRead: 'Value read',
  ackAt: 'Write acknowledged at',
  stale: 'Stale read',
  holding: 'Replicas holding 15',
} as const;

/** The chart's heading. */
export const CHART_TITLE = 'The write, the acknowledgements and the read';

/** The chart's caption: what it draws, and nothing it does not. */
export const CHART_CAPTION =
  "One lane per replica, with the value it holds as a band (10, then 15), between Client A's lane and Client B's. " +
  "A's write is a line to every replica, ending when that replica stores 15; each acknowledgement is a line back to " +
  'A, and "done" marks the one that makes W. B\'s read is a line to each replica it asks and back, with the answer; ' +
  'an answer of 10 after A was told "done" is marked stale.';

/** The note under the settings. */
export const SETTINGS_NOTE =
  'A sends the write at 1.0 s. A fast replica stores it at 1.1 s, a slow one at 6.0 s, and each acknowledgement ' +
  'reaches A 0.1 s after its replica stored. At one instant, a replica stores before it answers a read, and an ' +
  'acknowledgement reaches A before B reads. W and R can be at most N, and at least one replica is fast, so the ' +
  'panel offers only what N allows.';

/** A replica's name: "Replica 3". */
export function replicaName(i: number): string {
  return `Replica ${i}`;
}

/** Names joined as a sentence says them: "Replica 3", "Replicas 3 and 2", "Replicas 5, 4 and 3". */
export function replicasText(list: readonly number[]): string {
  if (list.length === 1) return replicaName(list[0]!);
  const head = list.slice(0, -1).join(', ');
  return `Replicas ${head} and ${list.at(-1)}`;
}

/** A small count in words, for the explanation: "one", "two" .. "five". */
export function countWord(k: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five'][k] ?? String(k);
}

/** The log line for one happening. */
export function describe(h: Happening, settings: Settings): string {
  switch (h.kind) {
    case 'start':
      return `Every replica holds ${h.value} (version 1).`;
    case 'send':
      return `A sends ${h.value} (version 2) to all ${settings.n} replicas and waits for W = ${settings.w} acknowledgements.`;
    case 'store':
      return isSlow(settings, h.replica!)
        ? `${replicaName(h.replica!)}, a slow one, stores 15 at last and acknowledges.`
        : `${replicaName(h.replica!)} stores 15 and acknowledges.`;
    case 'ack':
      return h.count! < settings.w
        ? `${replicaName(h.replica!)}'s acknowledgement reaches A: ${h.count} of the ${settings.w} it waits for.`
        : `${replicaName(h.replica!)}'s acknowledgement reaches A, which was already told "done".`;
    case 'done':
      return `${replicaName(h.replica!)}'s acknowledgement reaches A: that makes W = ${settings.w}, so A is told its write is done.`;
    case 'ask':
      return `B asks ${replicasText(h.asked!)} for the value (R = ${settings.r}).`;
    case 'answer':
      return `${replicaName(h.replica!)} answers ${h.value} (version ${h.value === 15 ? 2 : 1}).`;
    case 'return':
      return h.value === 15
        ? 'B returns 15: the answer with the highest version.'
        : 'B returns 10: no replica it asked had stored 15.';
  }
}

/** The plain-words explanation under the outcome. */
export function explain(settings: Settings, p: State): string {
  const { n, w, r } = settings;
  const done = formatTime(p.doneAt);
  const at = formatTime(p.readAt);
  const sum = r + w;
  const overlap = sum > n;
  const askedSlow = p.asked.every((i) => isSlow(settings, i));
  const askedText = replicasText(p.asked);
  if (p.stale) {
    const who = askedSlow ? (p.asked.length === 1 ? ', the slow one,' : ', all slow,') : '';
    const held = p.asked.length === 1 ? 'which still held 10' : 'which all still held 10';
    return (
      `A was told "done" at ${done}, once ${countWord(w)} ${w === 1 ? 'replica had' : 'replicas had'} stored 15. ` +
      `At ${at} B asked ${p.asked.length === 1 ? 'only ' : ''}${askedText}${who} ${held}. ` +
      `${cap(countWord(r))} ${r === 1 ? 'replica' : 'replicas'} read and ${countWord(w)} written make ${countWord(sum)}, ` +
      `not more than ${countWord(n)}, so the replicas read need not include one that was written, and here none did: ` +
      `the read missed the latest write. Reading from ${countWord(n - w + 1)} would make R + W more than N, and a ` +
      'replica holding 15 would always be among those asked.'
    );
  }
  if (p.valueRead === 10)
    return (
      `B read 10 at ${at}, but A was not told "done" until ${done}: the write was not finished when B read, so ` +
      `10 is not stale, only early. ${w > n - settings.slow ? `W = ${w} is more than the ${n - settings.slow === 1 ? 'one fast replica' : `${countWord(n - settings.slow)} fast replicas`}, so A waited for a slow replica's acknowledgement, which came only at ${done}: a write that needs a slow replica waits as long as it does.` : ''}`
    ).trim();
  const fresh = p.answers.filter((a) => a.value === 15).map((a) => a.replica);
  const holder = `${replicasText(fresh)} had stored 15, and B keeps the answer with the highest version`;
  if (p.holding === n && !overlap)
    return settings.slow > 0
      ? `By ${at} every replica had stored 15, the slow ones too, so any replica B asked held it: ${holder}. ` +
          `R + W = ${sum} is not more than N = ${n}, so earlier the read could have missed it: the gap was a ` +
          'window in time, and it had closed.'
      : `No replica was slow, so every replica had stored 15 by 1.1 s: ${holder}. R + W = ${sum} is not more ` +
          `than N = ${n}, so one slow replica would have been enough to open a gap.`;
  if (overlap)
    return (
      `R + W = ${r} + ${w} = ${sum}, more than N = ${n}: any ${countWord(r)} ${r === 1 ? 'replica' : 'replicas'} ` +
      `read and any ${countWord(w)} written share at least one. ${holder}.` +
      (p.doneAt > p.readAt ? ` (A was not even told "done" yet: that came at ${done}.)` : '')
    );
  return (
    `${holder}. R + W = ${sum} is not more than N = ${n}, so this read was fresh because of which replicas ` +
    'were slow and which were asked, not because the quorums overlap.'
  );
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * How a run ends, in a word:
 * - `fresh`: B's read returns 15, the latest write;
 * - `stale`: A had been told "done" at or before the read, and the read still returns 10;
 * - `early`: the read returns 10, but A had not been told "done" yet: the write was not finished.
 */
export type Verdict = 'fresh' | 'stale' | 'early';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  fresh: { label: 'Fresh read', tone: 'safe', symbol: '✓' },
  early: { label: 'Read before done', tone: 'wait', symbol: '…' },
  stale: { label: 'Stale read', tone: 'harm', symbol: '◆' },
});
