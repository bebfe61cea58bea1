/** The rules of the fsync model (lesson spec, Part 2, rules 1 to 6) on the kit's agenda; texts.ts words their facts. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { descriptor } from './settings.ts';

/** When the program writes the new record (rule 1): 1.0 s. */
export const WRITE_AT = 10;
/** How long the disk takes to answer after it is sent data (rule 4): 0.2 s. */
export const DISK_ANSWERS_AFTER = 2;
/** How long a disk that answers from its cache takes to make the data safe after answering (rule 4): 2.0 s. */
export const CACHE_SAFE_AFTER = 20;

/** Where the new record was when the power failed: not written yet, in the operating system's page cache only, sent
 * to the disk (no answer yet), in the disk's own cache (after its "done"), or safe on the disk itself. */
export type Place = 'unwritten' | 'memory' | 'sending' | 'diskCache' | 'safe';

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number; actor: 'program' | 'os' | 'disk' | 'power' } & (
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

/** The record's journey, as the words and the chart read it: each time null when that step never happened. */
export interface Journey {
  writtenAt: number | null;
  sentAt: number | null;
  sentBy: 'flush' | 'fsync' | null;
  answeredAt: number | null;
  safeAt: number | null;
  /** When the program told the user "saved". */
  toldAt: number | null;
  /** When the program called fsync, and when fsync returned (null: it never did). */
  fsyncFrom: number | null;
  fsyncTo: number | null;
}

/** The state the steps share: where the record is, and its journey for the words and the chart. */
export interface State {
  s: Tenths<typeof descriptor>;
  place: Place;
  journey: Journey;
  /** The first flush strictly after the write (rule 2). */
  nextFlush: number;
  /** The index of the crash's line in the log. */
  crashEvent: number;
  /** The power has failed: nothing more happens. */
  off: boolean;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { opening: []; write: []; flush: []; answer: []; settle: []; crash: [] }>;

type Ctx = Context<Types>;

/** Rules 2 and 3: the operating system sends the record to the disk, which answers 0.2 s later. */
function send(p: State, ctx: Ctx, by: 'flush' | 'fsync'): void {
  const t = ctx.t;
  ctx.say({ t, actor: 'os', kind: 'os-sends', by });
  p.place = 'sending';
  p.journey.sentAt = t;
  p.journey.sentBy = by;
  ctx.at(t + DISK_ANSWERS_AFTER, 'answer');
}

/** The rules, top to bottom. Every rule at an instant acts before the crash (rule 5: the crash alone ranks 1); among
 * the others the order is causal (each schedules the next), so one rank, the default 0, serves them all. After the
 * crash nothing more happens: a rule still on the agenda then is dropped. */
export const rules = defineRules<Types>(
  {
    opening: {
      says: 'Rule 1: the file holds the old record.',
      step(_p, ctx) {
        ctx.say({ t: ctx.t, actor: 'disk', kind: 'start' });
      },
    },
    write: {
      says: 'Rules 1 to 3: the program writes; without fsync it says "saved" at once, with fsync it waits.',
      step(p, ctx) {
        const t = ctx.t;
        ctx.say({ t, actor: 'program', kind: 'program-writes' });
        p.place = 'memory';
        p.journey.writtenAt = t;
        if (p.s.fsync) {
          ctx.say({ t, actor: 'program', kind: 'program-calls-fsync' });
          p.journey.fsyncFrom = t;
          send(p, ctx, 'fsync');
        } else {
          ctx.say({ t, actor: 'program', kind: 'program-says-saved' });
          p.journey.toldAt = t;
          ctx.at(p.nextFlush, 'flush');
        }
      },
    },
    flush: {
      says: 'Rule 2: the operating system flushes: it sends the record to the disk.',
      step(p, ctx) {
        send(p, ctx, 'flush');
      },
    },
    answer: {
      says: 'Rule 4: the disk answers; the data is safe now, or, from its cache, 2.0 s later. Then fsync returns.',
      step(p, ctx) {
        const t = ctx.t;
        p.journey.answeredAt = t;
        if (p.s.diskCache) {
          ctx.say({ t, actor: 'disk', kind: 'disk-caches' });
          p.place = 'diskCache';
          ctx.at(t + CACHE_SAFE_AFTER, 'settle');
        } else {
          ctx.say({ t, actor: 'disk', kind: 'disk-writes' });
          p.place = 'safe';
          p.journey.safeAt = t;
        }
        if (p.journey.sentBy === 'fsync') {
          ctx.say({ t, actor: 'program', kind: 'fsync-returns' });
          p.journey.fsyncTo = t;
          p.journey.toldAt = t;
        }
      },
    },
    settle: {
      says: "Rule 4, with the disk's cache: the disk writes the record from its cache onto the disk itself.",
      step(p, ctx) {
        ctx.say({ t: ctx.t, actor: 'disk', kind: 'disk-settles' });
        p.place = 'safe';
        p.journey.safeAt = ctx.t;
      },
    },
    crash: {
      says: "Rule 5: memory and the disk's cache are lost; what is safe on the disk stays.",
      rank: 1,
      step(p, ctx) {
        p.crashEvent = ctx.say({
          t: ctx.t,
          actor: 'power',
          kind: 'power-fails',
          place: p.place,
          diskCache: p.s.diskCache,
        });
        p.off = true;
      },
    },
  },
  { skip: (p) => p.off },
);

/** The start: the old record on the disk; the program writes at 1.0 s and the power fails when the reader chose. */
export function start(s: State['s'], ctx: Ctx): State {
  ctx.at(0, 'opening');
  ctx.at(WRITE_AT, 'write');
  ctx.at(s.crashAt, 'crash');
  return {
    s,
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
    nextFlush: (Math.floor(WRITE_AT / s.flushEvery) + 1) * s.flushEvery,
    crashEvent: -1,
    off: false,
  };
}
