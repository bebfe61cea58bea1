/** The words of "The counter that forgot" (lesson spec, Part 1's terms exact): built from the run, deciding nothing. */
import { formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import { logs, snaps } from './rules.ts';
import type { Happening, State } from './rules.ts';
import type { Settings } from './settings.ts';

/** How a run ends, in a word: no OK sent yet, nothing lost, some OKs lost, every OK lost. */
export type Verdict = 'kept' | 'lost-some' | 'lost-all' | 'no-ok';

/** The outcome panel's terms, in its order (Part 1, exact). */
export const TERMS = {
  acknowledged: 'Increments acknowledged',
  afterRestart: 'Counter after restart',
  lost: 'Acknowledged increments lost',
  replayed: 'Log entries replayed',
} as const;

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Nothing lost', tone: 'safe', symbol: '✓' },
  'lost-some': { label: 'Some OKs lost', tone: 'harm', symbol: '⚠' },
  'lost-all': { label: 'Every OK lost', tone: 'harm', symbol: '✗' },
  'no-ok': { label: 'No OK sent yet', tone: 'neutral', symbol: '·' },
});

export const CHART_TITLE = 'The counter in memory, and in any snapshot file or log';

/** The chart's caption in pieces, one per kind of mark, named only once drawn (lanes.ts, `captionOf`). */
export const CHART_CAPTION = Object.freeze({
  oks: 'Each check on the Clients lane is an OK for one increment.',
  memory: 'The line on the Memory lane is the counter',
  gap: 'gone from the crash to the restart',
  snapshots: 'Diamonds are snapshots, each with the value it saved',
  log: 'the Log lane counts the entries on disk',
  replay: 'After the restart the counter climbs one entry at a time: a longer log, a later return.',
});

export const SETTINGS_NOTE =
  'A client sends one increment a second (at 0.5 s, 1.5 s, ...). The server restarts 1 s after the crash and ' +
  'replays one log entry every 0.1 s. The snapshot interval counts only with snapshots.';

/** "1 entry", "3 entries". */
export const entries = (n: number): string => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** What the disk holds at the start, by what the server saves. */
const START_DISK: Readonly<Record<Settings['persist'], string>> = {
  none: 'The server saves nothing to disk.',
  snapshots: 'On disk: no snapshot file yet.',
  log: 'On disk: an empty log.',
  both: 'On disk: no snapshot file yet and an empty log.',
};

/** What the disk holds at the crash, in words. */
function onDisk(settings: Settings, snapshot: number | null, log: number): string {
  const parts: string[] = [];
  if (snaps(settings.persist)) parts.push(snapshot === null ? 'no snapshot yet' : `the snapshot (${snapshot})`);
  if (logs(settings.persist)) parts.push(`a log of ${entries(log)}`);
  return parts.length === 0 ? 'nothing' : parts.join(' and ');
}

/** The log line for one happening. */
export function describe(h: Happening, settings: Settings, p: State): string {
  switch (h.kind) {
    case 'start':
      return `The counter in memory is 0. ${START_DISK[settings.persist]}`;
    case 'increment':
      return h.entry === null
        ? `A client asks for +1: the counter in memory becomes ${h.value}, and the server answers OK.`
        : `A client asks for +1: the server appends log entry ${h.entry}, the counter in memory becomes ${h.value}, and it answers OK.`;
    case 'snapshot':
      return settings.persist === 'both'
        ? `Snapshot: the counter, ${h.value}, is written to the snapshot file, and the log (${entries(h.entry ?? 0)}) is emptied.`
        : `Snapshot: the counter, ${h.value}, is written to the snapshot file.`;
    case 'crash':
      return `Crash: memory is wiped, and the counter with it. On disk: ${onDisk(settings, h.value, h.entry ?? 0)}.`;
    case 'restart':
      return p.snapshot === null
        ? `The server restarts. With no snapshot, the counter starts at 0.`
        : `The server restarts and loads the snapshot: the counter is ${h.value}.`;
    case 'replay':
      return `Replays log entry ${h.entry} of ${p.log}: the counter is ${h.value}.`;
    case 'back':
      return `Recovery is done: the server answers again, with the counter at ${h.value}.`;
  }
}

/** The plain-words explanation under the outcome. */
export function explain(s: Settings, p: State): string {
  const crash = formatTime(p.crashAt);
  const ack = p.acknowledged;
  const after = p.counter ?? 0;
  const lost = ack - after;
  if (ack === 0)
    return `The crash at ${crash} came before the first increment: no OK was sent, so nothing acknowledged could be lost.`;
  if (s.persist === 'none')
    return (
      `The server answered OK to ${ack} increments while the counter lived only in memory. The crash at ${crash} ` +
      `wiped it. The restart found nothing on disk and began at 0, and no client was told. A snapshot, a copy of ` +
      `the counter saved to disk now and then, would keep some of it.`
    );
  const last = p.snapshots.at(-1);
  const snap = last === undefined ? null : `the snapshot taken at ${formatTime(last.t)} (${last.value})`;
  if (s.persist === 'snapshots') {
    if (snap === null)
      return (
        `The crash at ${crash} came before the first snapshot, due at ${s.snapEvery} s. The restart found no ` +
        `snapshot and began at 0: all ${ack} acknowledged increments were lost.`
      );
    if (lost === 0)
      return (
        `The restart loaded ${snap}, and no increment came between that snapshot and the crash, so nothing was ` +
        `lost this time. One more OK before the crash would have been lost.`
      );
    return (
      `The restart loaded ${snap}. ${lost === 1 ? 'The increment after it was' : `The ${lost} increments after it were`} ` +
      `acknowledged but lived only in memory, and the crash took them. A snapshot every ${s.snapEvery} s can lose up to ` +
      `${s.snapEvery} s of OKs; writing each increment to a log before its OK loses none.`
    );
  }
  const back = formatTime(p.backAt);
  if (s.persist === 'log' || snap === null)
    return (
      `Each of the ${ack} increments was written to the log before its OK. The restart began at 0 and replayed ` +
      `all ${entries(p.replayed)}, one at a time, so the counter came back to ${after} and nothing was lost. ` +
      `The server answered again at ${back}. ${s.persist === 'log' ? 'This log only grows: the longer the server runs, the longer the next restart.' : `The first snapshot, due at ${s.snapEvery} s, had not come yet.`}`
    );
  return (
    `The restart loaded ${snap} and replayed the ${entries(p.replayed)} logged after it: ${p.snapshot} + ` +
    `${p.replayed} = ${after}, nothing lost, and the server answered again at ${back}. Each snapshot emptied the log, ` +
    `so a restart replays at most the ${s.snapEvery} entries of one interval.`
  );
}
