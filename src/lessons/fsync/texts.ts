/** The words of the fsync lesson (lesson spec, Part 1, word for word): names, log, outcome, explanation, verdicts. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, State } from './rules.ts';
import { CACHE_SAFE_AFTER, DISK_ANSWERS_AFTER, WRITE_AT } from './rules.ts';

/** How a run ends: `unfinished` when the power failed while fsync waited, so nobody was told "saved". */
export type Verdict = 'kept' | 'lost' | 'unfinished' | 'unwritten';

/** Each actor as the log prints it. */
export const ACTOR_NAMES: Readonly<Record<Happening['actor'], string>> = Object.freeze({
  program: 'Program',
  os: 'Operating system',
  disk: 'Disk',
  power: 'Power',
});

/** Each lane as the chart labels it, top to bottom (the disk's cache drawn only when that setting is on). */
export const LANE_NAMES = Object.freeze({
  program: 'Program',
  memory: 'Memory',
  diskCache: "Disk's cache",
  disk: 'Disk',
});

export const CHART_TITLE = 'Where the record was when the power failed';

/** The chart's caption: what its marks mean, and nothing the picture does not show. */
export const CHART_CAPTION = {
  /** Always: the record's way down. `{ticks}` is where the flushes' ticks are named once one is drawn. */
  journey:
    'The record moves down: into memory when the program writes it, then to the disk when the operating system sends it there, at a flush{ticks} or when the program asks.',
  ticks: ' (the ticks on the memory lane)',
  /** Once the power failure is drawn. */
  crash: 'The red line is the power failure: it wipes every lane above the disk.',
} as const;

/** The note beside the settings. */
export const SETTINGS_NOTE =
  'One program writes one record, once, at 1.0 s. The disk answers 0.2 s after it is sent data; a disk that answers from its cache makes the record safe 2.0 s after that. When the power fails at the very instant something else happens, that other step comes first: a record that becomes safe at that instant is kept. The operating system here flushes on a single clock; Linux uses two settings, how often its flusher wakes up and how old cached data must be before it is written, so a real record can wait longer than one period.';

/** The outcome panel's terms, in the panel's order (lesson spec, Part 1, word for word). */
export const TERMS = Object.freeze({
  userWasTold: 'User was told',
  fileAfterCrash: 'File after the crash',
  savedThenLost: 'Saved, then lost',
});

/** What a power failure wipes, in words: memory alone, or memory and the disk's cache. */
function wiped(diskCache: boolean): string {
  return diskCache ? "Memory and the disk's cache are wiped" : 'Memory is wiped';
}

/** The "In order" sentence for one happening. */
export function describe(h: Happening): string {
  switch (h.kind) {
    case 'start':
      return 'The file on the disk holds the old record.';
    case 'program-writes':
      return "The program writes the new record. write() copies it into memory, the operating system's page cache, and returns at once.";
    case 'program-says-saved':
      return 'The program tells the user "saved". The record is only in memory.';
    case 'program-calls-fsync':
      return 'The program calls fsync and waits for it to return.';
    case 'os-sends':
      return h.by === 'fsync'
        ? 'For fsync, the operating system sends the record to the disk at once.'
        : 'The operating system flushes: it sends the record from memory to the disk.';
    case 'disk-writes':
      return 'The disk writes the record and answers "done": the record is safe on the disk.';
    case 'disk-caches':
      return 'The disk puts the record in its own cache and answers "done" at once. The record is not safe yet.';
    case 'fsync-returns':
      return 'fsync returns, and the program tells the user "saved".';
    case 'disk-settles':
      return 'The disk writes the record from its cache onto the disk itself: the record is safe now.';
    case 'power-fails':
      switch (h.place) {
        case 'unwritten':
          return 'The power fails before the program has written anything. The file still holds the old record.';
        case 'memory':
          return `The power fails. ${wiped(h.diskCache)}, and the new record with ${h.diskCache ? 'them' : 'it'}: the disk never had it. The file still holds the old record.`;
        case 'sending':
          return 'The power fails while the record is on its way to the disk, before the disk has written it. The record is lost, and the file still holds the old record.';
        case 'diskCache':
          return "The power fails. The disk's cache is wiped, and the new record with it. The file still holds the old record.";
        case 'safe':
          return `The power fails. ${wiped(h.diskCache)}, but the new record is safe on the disk.`;
      }
  }
}

const at = formatTime;

/** "before the power failed at 7.4 s", or "the instant before the power failed at 7.2 s" when the record became safe
 * at the crash's very instant (every other step at that instant comes first). */
function beforeCrash(safeAt: number, crashAt: number): string {
  const when = at(safeAt) === at(crashAt) ? 'the instant before' : 'before';
  return `${when} the power failed at ${at(crashAt)}`;
}

/** The explanation under the outcome: why the file holds what it holds, and what to try next, for each place. */
export function explain(played: State): string {
  const { s, place, journey, nextFlush } = played;
  const crash = at(s.crashAt);
  if (place === 'unwritten')
    return `The power failed at ${crash}, before the program wrote anything at ${at(WRITE_AT)}: the file keeps the old record, and nobody was told "saved". Move the power failure later.`;
  if (!s.fsync) {
    const said = `write() returned as soon as the record was in memory, the operating system's page cache, so the program said "saved" at ${at(WRITE_AT)}.`;
    if (place === 'memory')
      return `${said} The power failed at ${crash}, before the operating system's next flush at ${at(nextFlush)}, and memory was wiped: the file still holds the old record. Turn on fsync to make the program wait until the disk has the record.`;
    if (place === 'sending')
      return `${said} The flush at ${at(nextFlush)} sent the record to the disk, but the power failed at ${crash}, before the disk had written it: the file still holds the old record. Turn on fsync to make the program wait until the disk has the record.`;
    if (place === 'diskCache')
      return `${said} The flush at ${at(nextFlush)} sent the record to the disk, which put it in its cache and answered at once; the power failed at ${crash}, before the disk made it safe at ${at((journey.answeredAt ?? 0) + CACHE_SAFE_AFTER)}. The file still holds the old record.`;
    return `${said} Nothing was on the disk then. This time the flush at ${at(nextFlush)} got the record there, safe at ${at(journey.safeAt ?? 0)}, ${beforeCrash(journey.safeAt ?? 0, s.crashAt)}. The program was lucky: a power failure between ${at(WRITE_AT)} and ${at(journey.safeAt ?? 0)} would have lost a record the user was told was saved.`;
  }
  const answered = WRITE_AT + DISK_ANSWERS_AFTER;
  if (place === 'sending')
    return `The program called fsync at ${at(WRITE_AT)} and was still waiting for the disk when the power failed at ${crash}. The file keeps the old record, but the program never said "saved", so nobody was told anything false: the user can see the save did not finish.`;
  if (!s.diskCache)
    return `The program called fsync and waited: the disk answered at ${at(answered)} with the record safe, and only then did the program say "saved". The power failed at ${crash}, and the record stayed. Being sure cost a wait of ${formatSpan(DISK_ANSWERS_AFTER)}.`;
  const safe = answered + CACHE_SAFE_AFTER;
  if (place === 'diskCache')
    return `fsync returned at ${at(answered)} because the disk answered "done" from its cache, so the program said "saved". The record would not have been safe until ${at(safe)}, and the power failed at ${crash}: the disk's cache was wiped, and the file has the old record. fsync is only as good as the disk under it: one with a cache that forgets on power loss must write its cache out when asked, or have power-loss protection.`;
  return `fsync returned at ${at(answered)} because the disk answered "done" from its cache, and the program said "saved". The record reached the disk itself at ${at(safe)}, ${beforeCrash(safe, s.crashAt)}, so it survived, but only because the power held on for ${formatSpan(CACHE_SAFE_AFTER)} after the promise. Move the power failure to between ${at(answered)} and ${at(safe)}.`;
}

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Saved and kept', tone: 'safe', symbol: '✓' },
  unfinished: { label: 'Unfinished, nobody misled', tone: 'harmless', symbol: '…' },
  unwritten: { label: 'Nothing written yet', tone: 'harmless', symbol: '–' },
  lost: { label: 'Saved, then lost', tone: 'harm', symbol: '✕' },
});
