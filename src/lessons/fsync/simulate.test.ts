/** The fsync model against its lesson spec: the default run word for word, the six experiments, each sentence. */
import { describe, expect, it } from 'vitest';
import { holdsAt } from '../../kit/index.ts';
import { model } from './model.ts';
import type { SentenceKey } from './rules.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...changes });
const lines = (r: Run): string[][] => r.events.map((e) => [e.time, e.actorName, e.text]);
const textOf = (r: Run, kind: SentenceKey): string | undefined => r.events.find((e) => e.kind === kind)?.text;
const outcomeLine = (r: Run): string => r.outcome.map((row) => row.value).join(' · ');

describe('the default run (lesson spec, Part 1), word for word', () => {
  const r = run();

  it('runs the defaults of the settings table', () => {
    expect(r.settings).toEqual({ fsync: false, flushEvery: 5, crashAt: 3, diskCache: false });
  });

  it('logs the four lines of "In order"', () => {
    expect(lines(r)).toEqual([
      ['0.0 s', 'Disk', 'The file on the disk holds the old record.'],
      [
        '1.0 s',
        'Program',
        "The program writes the new record. write() copies it into memory, the operating system's page cache, and returns at once.",
      ],
      ['1.0 s', 'Program', 'The program tells the user "saved". The record is only in memory.'],
      [
        '3.0 s',
        'Power',
        'The power fails. Memory is wiped, and the new record with it: the disk never had it. The file still holds the old record.',
      ],
    ]);
  });

  it('shows the three outcome terms in the spec’s order, with its values and tones', () => {
    expect(r.outcome.map(({ term, value, tone }) => [term, value, tone])).toEqual([
      ['User was told', 'saved', 'harm'],
      ['File after the crash', 'old record', 'harm'],
      ['Saved, then lost', 'yes', 'harm'],
    ]);
    expect(model.facts(r)).toEqual({ userWasTold: 'saved', fileAfterCrash: 'old record', savedThenLost: true });
    expect(r.verdict).toBe('lost');
  });

  it('explains it as the spec asks: write() returned at once, "saved" at 1.0 s, power at 3.0 s before the flush at 5.0 s, and fsync', () => {
    expect(r.explanation).toBe(
      'write() returned as soon as the record was in memory, the operating system\'s page cache, so the program said "saved" at 1.0 s. The power failed at 3.0 s, before the operating system\'s next flush at 5.0 s, and memory was wiped: the file still holds the old record. Turn on fsync to make the program wait until the disk has the record.',
    );
  });

  it('draws three lanes, the record in memory from 1.0 s, flush ticks every 5 s, the crash at 3.0 s', () => {
    const p = model.play(r.settings, true).state;
    expect(r.chart.lanes.map((l) => l.name)).toEqual(['Program', 'Memory', 'Disk']);
    expect(p.journey).toEqual({
      writtenAt: 10,
      sentAt: null,
      sentBy: null,
      answeredAt: null,
      safeAt: null,
      toldAt: 10,
      fsyncFrom: null,
      fsyncTo: null,
    });
    expect(r.chart.lanes[1]!.marks.map((m) => [m.id, m.t, m.symbol])).toEqual([
      ['flush-50', 50, 'cross'],
      ['lost', 30, 'cross'],
    ]);
    expect([p.s.crashAt, p.place, p.nextFlush, r.chart.scale]).toEqual([30, 'memory', 50, 60]);
    expect(r.events[p.crashEvent]?.kind).toBe('power-fails');
  });

  it('says where the record is at each moment, for playback', () => {
    expect([0, 10, 29, 30].map((t) => holdsAt(r.chart, t))).toEqual([
      'the file holds the old record',
      'the new record is in memory only',
      'the new record is in memory only',
      'the power has failed; the file holds the old record',
    ]);
  });
});

describe('the six experiments and the one to try (lesson spec, Part 3): told · file · saved then lost', () => {
  it.each<[string, Partial<Settings>, string, string]>([
    ['1 power fails at 8 s', { crashAt: 8 }, 'saved · new record · no', 'kept'],
    ['2 power fails at 3 s', {}, 'saved · old record · yes', 'lost'],
    ['3 flush more often', { flushEvery: 1 }, 'saved · new record · no', 'kept'],
    ['3, try a crash at 1.5 s', { flushEvery: 1, crashAt: 1.5 }, 'saved · old record · yes', 'lost'],
    ['4 ask for it', { fsync: true }, 'saved · new record · no', 'kept'],
    ['5 power fails during fsync', { fsync: true, crashAt: 1.1 }, 'nothing · old record · no', 'unfinished'],
    ['6 the disk that answers too soon', { fsync: true, diskCache: true }, 'saved · old record · yes', 'lost'],
  ])('%s', (_name, changes, outcome, verdict) => {
    const r = run(changes);
    expect(outcomeLine(r)).toBe(outcome);
    expect(r.verdict).toBe(verdict);
    expect(model.judge({ ...model.settings.defaults, ...changes })).toBe(verdict);
  });

  it('experiment 4: "saved" comes at 1.2 s, when fsync returns', () => {
    const r = run({ fsync: true });
    expect(model.play(r.settings, true).state.journey.toldAt).toBe(12);
    expect(r.events.filter((e) => e.kind === 'fsync-returns').map((e) => e.time)).toEqual(['1.2 s']);
  });
});

describe('each sentence form', () => {
  it.each<[string, Partial<Settings>, SentenceKey, string]>([
    ['calls fsync', { fsync: true }, 'program-calls-fsync', 'The program calls fsync and waits for it to return.'],
    [
      'sends for fsync',
      { fsync: true },
      'os-sends',
      'For fsync, the operating system sends the record to the disk at once.',
    ],
    [
      'sends at a flush',
      { crashAt: 8 },
      'os-sends',
      'The operating system flushes: it sends the record from memory to the disk.',
    ],
    [
      'disk writes',
      { crashAt: 8 },
      'disk-writes',
      'The disk writes the record and answers "done": the record is safe on the disk.',
    ],
    [
      'disk caches',
      { fsync: true, diskCache: true },
      'disk-caches',
      'The disk puts the record in its own cache and answers "done" at once. The record is not safe yet.',
    ],
    [
      'disk settles',
      { fsync: true, diskCache: true, crashAt: 5 },
      'disk-settles',
      'The disk writes the record from its cache onto the disk itself: the record is safe now.',
    ],
    ['fsync returns', { fsync: true }, 'fsync-returns', 'fsync returns, and the program tells the user "saved".'],
  ])('%s', (_name, changes, kind, text) => {
    expect(textOf(run(changes), kind)).toBe(text);
  });

  it.each<[string, Partial<Settings>, string]>([
    [
      'before the write',
      { crashAt: 0.5 },
      'The power fails before the program has written anything. The file still holds the old record.',
    ],
    [
      'in memory, with the disk cache on',
      { diskCache: true },
      "The power fails. Memory and the disk's cache are wiped, and the new record with them: the disk never had it. The file still holds the old record.",
    ],
    [
      'on its way',
      { fsync: true, crashAt: 1.1 },
      'The power fails while the record is on its way to the disk, before the disk has written it. The record is lost, and the file still holds the old record.',
    ],
    [
      "in the disk's cache",
      { fsync: true, diskCache: true },
      "The power fails. The disk's cache is wiped, and the new record with it. The file still holds the old record.",
    ],
    ['safe', { fsync: true }, 'The power fails. Memory is wiped, but the new record is safe on the disk.'],
    [
      'safe, with the disk cache on',
      { fsync: true, diskCache: true, crashAt: 5 },
      "The power fails. Memory and the disk's cache are wiped, but the new record is safe on the disk.",
    ],
  ])('the power fails: %s', (_name, changes, text) => {
    expect(textOf(run(changes), 'power-fails')).toBe(text);
  });

  it('a crash at the same instant as another step comes after it (rule 5)', () => {
    // The flush at 5.0 s sends the record, then the power fails: the record is on its way, not in memory.
    expect(run({ crashAt: 5 }).events.map((e) => e.kind)).toEqual([
      'start',
      'program-writes',
      'program-says-saved',
      'os-sends',
      'power-fails',
    ]);
    // At 1.0 s the program writes and says "saved" before the power fails.
    expect(outcomeLine(run({ crashAt: 1 }))).toBe('saved · old record · yes');
    // At 0.0 s the file's opening line comes first, and the program never writes.
    expect(run({ crashAt: 0 }).events.map((e) => e.kind)).toEqual(['start', 'power-fails']);
  });
});

describe('the explanation: each branch, word for word', () => {
  it.each<[string, Partial<Settings>, string]>([
    [
      'before the write',
      { crashAt: 0.5 },
      'The power failed at 0.5 s, before the program wrote anything at 1.0 s: the file keeps the old record, and nobody was told "saved". Move the power failure later.',
    ],
    [
      'on its way after a flush',
      { crashAt: 5.1 },
      'write() returned as soon as the record was in memory, the operating system\'s page cache, so the program said "saved" at 1.0 s. The flush at 5.0 s sent the record to the disk, but the power failed at 5.1 s, before the disk had written it: the file still holds the old record. Turn on fsync to make the program wait until the disk has the record.',
    ],
    [
      "in the disk's cache after a flush",
      { crashAt: 6, diskCache: true },
      'write() returned as soon as the record was in memory, the operating system\'s page cache, so the program said "saved" at 1.0 s. The flush at 5.0 s sent the record to the disk, which put it in its cache and answered at once; the power failed at 6.0 s, before the disk made it safe at 7.2 s. The file still holds the old record.',
    ],
    [
      'kept by the flush',
      { crashAt: 8 },
      'write() returned as soon as the record was in memory, the operating system\'s page cache, so the program said "saved" at 1.0 s. Nothing was on the disk then. This time the flush at 5.0 s got the record there, safe at 5.2 s, before the power failed at 8.0 s. The program was lucky: a power failure between 1.0 s and 5.2 s would have lost a record the user was told was saved.',
    ],
    [
      'during fsync',
      { fsync: true, crashAt: 1.1 },
      'The program called fsync at 1.0 s and was still waiting for the disk when the power failed at 1.1 s. The file keeps the old record, but the program never said "saved", so nobody was told anything false: the user can see the save did not finish.',
    ],
    [
      'kept by fsync',
      { fsync: true },
      'The program called fsync and waited: the disk answered at 1.2 s with the record safe, and only then did the program say "saved". The power failed at 3.0 s, and the record stayed. Being sure cost a wait of 0.2 s.',
    ],
    [
      "fsync, lost in the disk's cache",
      { fsync: true, diskCache: true },
      'fsync returned at 1.2 s because the disk answered "done" from its cache, so the program said "saved". The record would not have been safe until 3.2 s, and the power failed at 3.0 s: the disk\'s cache was wiped, and the file has the old record. fsync is only as good as the disk under it: one with a cache that forgets on power loss must write its cache out when asked, or have power-loss protection.',
    ],
    [
      "fsync, kept after the disk's cache",
      { fsync: true, diskCache: true, crashAt: 4 },
      'fsync returned at 1.2 s because the disk answered "done" from its cache, and the program said "saved". The record reached the disk itself at 3.2 s, before the power failed at 4.0 s, so it survived, but only because the power held on for 2 s after the promise. Move the power failure to between 1.2 s and 3.2 s.',
    ],
    [
      'kept by the flush at the very instant of the crash (P-2)',
      { flushEvery: 7, crashAt: 7.2 },
      'write() returned as soon as the record was in memory, the operating system\'s page cache, so the program said "saved" at 1.0 s. Nothing was on the disk then. This time the flush at 7.0 s got the record there, safe at 7.2 s, the instant before the power failed at 7.2 s. The program was lucky: a power failure between 1.0 s and 7.2 s would have lost a record the user was told was saved.',
    ],
    [
      "fsync, kept by the disk's cache at the very instant of the crash",
      { fsync: true, diskCache: true, crashAt: 3.2 },
      'fsync returned at 1.2 s because the disk answered "done" from its cache, and the program said "saved". The record reached the disk itself at 3.2 s, the instant before the power failed at 3.2 s, so it survived, but only because the power held on for 2 s after the promise. Move the power failure to between 1.2 s and 3.2 s.',
    ],
  ])('%s', (_name, changes, text) => {
    expect(run(changes).explanation).toBe(text);
  });
});
