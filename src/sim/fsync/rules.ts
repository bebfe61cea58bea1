/**
 * The rules of the fsync model (lesson spec, Part 2, rules 1 to 6) as step functions on the kit's agenda. Each step
 * records what happened as plain facts (a `Happening`); texts.ts turns those into sentences.
 */
import { Agenda, drain, toTenths } from '../kit/index.ts';
import type { Settings } from './settings.ts';
import type { Actor, Journey, Place } from './types.ts';

/** When the program writes the new record (rule 1): 1.0 s. */
export const WRITE_AT = 10;
/** How long the disk takes to answer after it is sent data (rule 4): 0.2 s. */
export const DISK_ANSWERS_AFTER = 2;
/** How long a disk that answers from its cache takes to make the data safe after answering (rule 4): 2.0 s. */
export const CACHE_SAFE_AFTER = 20;

/**
 * Same-instant order (rule 5): every other step at an instant happens before the crash. Among the others the
 * order is causal (each schedules the next), so one rank serves them all.
 */
const RANK = { step: 0, crash: 1 } as const;

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number; actor: Actor } & (
  | { kind: 'start' }
  | { kind: 'program-writes' }
  | { kind: 'program-says-saved' }
  | { kind: 'program-calls-fsync' }
  | { kind: 'os-sends'; by: 'flush' | 'fsync' }
  | { kind: 'disk-writes' }
  | { kind: 'disk-caches' }
  | { kind: 'fsync-returns' }
  | { kind: 'disk-settles' }
  | { kind: 'power-fails'; place: Place; diskCache: boolean }
);

/** The sentence keys of the log. */
export type SentenceKey = Happening['kind'];

/** Settings with the times in integer tenths. */
export interface TenthsSettings {
  fsync: boolean;
  flushEvery: number;
  crashAt: number;
  diskCache: boolean;
}

/** Everything a run's rules leave behind: the log, where the record was, and its journey for the chart. */
export interface Played {
  s: TenthsSettings;
  log: Happening[];
  /** Where the record was when the power failed. */
  place: Place;
  journey: Journey;
  /** The first flush strictly after the write (rule 2). */
  nextFlush: number;
  /** The index of the crash's line in the log. */
  crashEvent: number;
}

/** The state the steps share while a run plays. */
interface Play extends Played {
  /** The power has failed: nothing more happens. */
  off: boolean;
}

type Step = (p: Play, t: number) => void;

/** The smallest multiple of `every` strictly after `t` (rule 2). */
export function flushAfter(t: number, every: number): number {
  return (Math.floor(t / every) + 1) * every;
}

function say(p: Play, h: Happening): number {
  p.log.push(h);
  return p.log.length - 1;
}

/** Rule 1: the file holds the old record. */
function start(p: Play, t: number): void {
  say(p, { t, actor: 'disk', kind: 'start' });
}

/** Rules 1 to 3: the program writes; without fsync it says "saved" at once, with fsync it waits. */
function write(p: Play, t: number, agenda: Agenda<Step>): void {
  say(p, { t, actor: 'program', kind: 'program-writes' });
  p.place = 'memory';
  p.journey.writtenAt = t;
  if (p.s.fsync) {
    say(p, { t, actor: 'program', kind: 'program-calls-fsync' });
    p.journey.fsyncFrom = t;
    send(p, t, 'fsync', agenda);
  } else {
    say(p, { t, actor: 'program', kind: 'program-says-saved' });
    p.journey.toldAt = t;
    agenda.schedule(p.nextFlush, RANK.step, (q, at) => send(q, at, 'flush', agenda));
  }
}

/** Rules 2 and 3: the operating system sends the record to the disk, which answers 0.2 s later. */
function send(p: Play, t: number, by: 'flush' | 'fsync', agenda: Agenda<Step>): void {
  say(p, { t, actor: 'os', kind: 'os-sends', by });
  p.place = 'sending';
  p.journey.sentAt = t;
  p.journey.sentBy = by;
  agenda.schedule(t + DISK_ANSWERS_AFTER, RANK.step, (q, at) => answer(q, at, agenda));
}

/** Rule 4: the disk answers; the data is safe now, or, from its cache, 2.0 s later. Then fsync returns. */
function answer(p: Play, t: number, agenda: Agenda<Step>): void {
  p.journey.answeredAt = t;
  if (p.s.diskCache) {
    say(p, { t, actor: 'disk', kind: 'disk-caches' });
    p.place = 'diskCache';
    agenda.schedule(t + CACHE_SAFE_AFTER, RANK.step, settle);
  } else {
    say(p, { t, actor: 'disk', kind: 'disk-writes' });
    p.place = 'safe';
    p.journey.safeAt = t;
  }
  if (p.journey.sentBy === 'fsync') {
    say(p, { t, actor: 'program', kind: 'fsync-returns' });
    p.journey.fsyncTo = t;
    p.journey.toldAt = t;
  }
}

/** Rule 4, with the disk's cache: the disk writes the record from its cache onto the disk itself. */
function settle(p: Play, t: number): void {
  say(p, { t, actor: 'disk', kind: 'disk-settles' });
  p.place = 'safe';
  p.journey.safeAt = t;
}

/** Rule 5: memory and the disk's cache are lost; what is safe on the disk stays. */
function crash(p: Play, t: number): void {
  p.crashEvent = say(p, { t, actor: 'power', kind: 'power-fails', place: p.place, diskCache: p.s.diskCache });
  p.off = true;
}

/** Plays the rules for these settings (already in range) up to the power failure. */
export function play(settings: Settings): Played {
  const s: TenthsSettings = {
    fsync: settings.fsync,
    flushEvery: toTenths(settings.flushEvery),
    crashAt: toTenths(settings.crashAt),
    diskCache: settings.diskCache,
  };
  const p: Play = {
    s,
    log: [],
    place: 'unwritten',
    journey: {
      writtenAt: null,
      sentAt: null,
      sentBy: null,
      answeredAt: null,
      safeAt: null,
      toldAt: null,
      fsyncFrom: null,
      fsyncTo: null,
    },
    nextFlush: flushAfter(WRITE_AT, s.flushEvery),
    crashEvent: -1,
    off: false,
  };
  const agenda = new Agenda<Step>();
  agenda.schedule(0, RANK.step, start);
  agenda.schedule(WRITE_AT, RANK.step, (q, t) => write(q, t, agenda));
  agenda.schedule(s.crashAt, RANK.crash, crash);
  // Rule 5: after the crash nothing more happens, so whatever is still on the agenda is dropped.
  drain(agenda, (due) => {
    if (!p.off) due.step(p, due.t);
  });
  return { s, log: p.log, place: p.place, journey: p.journey, nextFlush: p.nextFlush, crashEvent: p.crashEvent };
}
