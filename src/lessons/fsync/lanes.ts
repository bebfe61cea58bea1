/**
 * The chart "Where the record was when the power failed" as data for the kit's lane chart: one lane per place the
 * record can be (Program, Memory, the disk's cache when that setting is on, Disk), the record as a band on the lane
 * it is in and as a message where it moves down, the operating system's flushes as marks on the memory lane, and the
 * power failure as a wall across every lane with the lanes above the disk wiped from then on. Mapped once from the
 * state at the end, with the caption (the flushes' ticks and the power failure named once drawn) and where the record
 * is at each moment, for the line under playback.
 */
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { CaptionPart, LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';
import type { State } from './rules.ts';
import type { Settings } from './settings.ts';
import { CHART_CAPTION as CAPTION, LANE_NAMES } from './texts.ts';
import type { LaneId } from './types.ts';

/** One of the operating system's flushes, as the memory lane ticks it. */
interface Flush {
  t: number;
  /** This flush sent the new record to the disk. */
  carried: boolean;
  /** It would have come after the power failed: drawn as a flush that never happened. */
  afterCrash: boolean;
}

/** The caption: the record's way down, naming the flushes' ticks once one is drawn, and the power failure once drawn. */
function captionOf(flushes: readonly Flush[], crash: number): CaptionPart[] {
  const [before, after] = CAPTION.journey.split('{ticks}') as [string, string];
  const tick = flushes.find((f) => !f.afterCrash);
  return [
    { text: before },
    ...(tick === undefined ? [] : [{ text: CAPTION.ticks, from: tick.t }]),
    { text: after },
    { text: ` ${CAPTION.crash}`, from: crash },
  ];
}

/** Where the record is from each moment on, in a few words: each step of its journey before the power failed, then
 * the power failure (at one instant, the later step). */
function holdsOf(p: State, crash: number): { t: number; value: string }[] {
  const j = p.journey;
  const steps: [number | null, string][] = [
    [j.writtenAt, 'the new record is in memory only'],
    [j.sentAt, 'the new record is on its way to the disk'],
    [j.answeredAt, "the new record is in the disk's cache"],
    [j.safeAt, 'the new record is safe on the disk'],
  ];
  return [
    { t: 0, value: 'the file holds the old record' },
    ...steps.flatMap(([t, value]) => (t === null || t >= crash ? [] : [{ t, value }])),
    {
      t: crash,
      value:
        p.place === 'safe'
          ? 'the power has failed; the new record is safe on the disk'
          : 'the power has failed; the file holds the old record',
    },
  ];
}

/** The run as lanes, spans, marks, messages and the power failure (tenths), on an axis that reaches past the log's
 * last line (`end`, the kit's run's), the crash and, without fsync, the flush the record waits for. */
export function lanes(p: State, end: number, settings: Settings): LaneChartData {
  const j = p.journey;
  const crash = p.s.crashAt;
  // Without fsync the record waits for a flush: the axis reaches it, so a reader sees the window the crash fell in.
  const last = Math.max(end, crash, settings.fsync || p.place === 'unwritten' ? 0 : p.nextFlush);
  const chartEnd = last + 10; // the axis runs 1 s past the log's last line
  const flushes: Flush[] = [];
  for (let t = p.s.flushEvery; t <= chartEnd; t += p.s.flushEvery)
    flushes.push({ t, carried: j.sentBy === 'flush' && j.sentAt === t, afterCrash: t > crash });
  const max = axisOf(chartEnd).max;
  const cache = settings.diskCache;
  const spans: Record<LaneId, LaneSpan[]> = { program: [], memory: [], diskCache: [], disk: [] };
  const marks: Record<LaneId, LaneMark[]> = { program: [], memory: [], diskCache: [], disk: [] };
  const messages: LaneMessage[] = [];

  // The program: write(), the wait for fsync (cut short by the power failure if it never returns), "saved".
  if (j.writtenAt !== null) {
    messages.push({
      id: 'write',
      from: 'program',
      to: 'memory',
      sent: j.writtenAt,
      arrives: j.writtenAt,
      tone: 'neutral',
      label: 'write()',
    });
  }
  if (j.fsyncFrom !== null) {
    spans.program.push({
      id: 'fsync',
      from: j.fsyncFrom,
      to: j.fsyncTo ?? crash,
      tone: 'wait',
      style: 'thin',
      label: 'fsync waits',
      short: ['fsync'],
    });
  }
  if (j.toldAt !== null)
    marks.program.push({ id: 'saved', t: j.toldAt, symbol: 'check', tone: 'neutral', label: 'saved' });

  // Memory, the operating system's page cache: the new record from the write until it is sent down, or until the
  // power failure wipes it. Sent at once (by fsync), it passes through without a stretch to name.
  if (j.writtenAt !== null) {
    const lost = j.sentAt === null;
    const to = j.sentAt ?? crash;
    spans.memory.push({
      id: 'in-memory',
      from: j.writtenAt,
      to,
      tone: lost ? 'harm' : 'neutral',
      ...(to > j.writtenAt ? { label: 'new record (page cache)', short: ['new record', 'record'] } : {}),
    });
  }
  // The flushes, each a mark on the memory lane, those due after the power failed (which never happened) a cross:
  // the first of each kind is named, and the one that sends the record down.
  const firstMissed = flushes.find((f) => f.afterCrash);
  for (const [i, f] of flushes.entries()) {
    const label = f === firstMissed ? 'flush due' : i === 0 || f.carried ? 'flush' : '';
    const symbol = f.afterCrash ? 'cross' : 'diamond';
    marks.memory.push({
      id: `flush-${f.t}`,
      t: f.t,
      symbol,
      tone: 'neutral',
      label,
      short: [f.afterCrash ? 'due' : 'flush'],
    });
  }

  // Down to the disk (or its cache): the disk answers after a moment; a power failure on the way loses the record.
  const target: LaneId = cache ? 'diskCache' : 'disk';
  if (j.sentAt !== null) {
    const lost = j.answeredAt === null;
    messages.push({
      id: 'sent',
      from: 'memory',
      to: target,
      sent: j.sentAt,
      arrives: j.answeredAt ?? crash,
      tone: lost ? 'harm' : 'neutral',
      ...(lost ? { lost } : {}),
    });
  }
  if (cache && j.answeredAt !== null) {
    const lost = j.safeAt === null || j.safeAt > crash;
    spans.diskCache.push({
      id: 'in-cache',
      from: j.answeredAt,
      to: lost ? crash : (j.safeAt ?? crash),
      tone: lost ? 'harm' : 'neutral',
      label: 'new record',
      short: ['record'],
    });
    if (!lost && j.safeAt !== null)
      messages.push({
        id: 'to-disk',
        from: 'diskCache',
        to: 'disk',
        sent: j.safeAt,
        arrives: j.safeAt,
        tone: 'neutral',
      });
  }
  // The disk: the old record until the new one is safe there, then the new one to the end.
  const safe = j.safeAt !== null && j.safeAt <= crash ? j.safeAt : null;
  spans.disk.push({
    id: 'old',
    from: 0,
    to: safe ?? max,
    tone: 'neutral',
    style: 'outline',
    label: 'old record',
    short: ['old'],
  });
  if (safe !== null)
    spans.disk.push({ id: 'new', from: safe, to: max, tone: 'safe', label: 'new record', short: ['new'] });

  // Where the power failure catches the record, a cross: in memory or in the disk's cache (on the way down, the
  // message itself stops with one).
  if (p.place === 'memory' || p.place === 'diskCache')
    marks[p.place].push({ id: 'lost', t: crash, symbol: 'cross', tone: 'harm', label: 'lost' });

  const above: LaneId = cache ? 'diskCache' : 'memory';
  const ids: LaneId[] = cache ? ['program', 'memory', 'diskCache', 'disk'] : ['program', 'memory', 'disk'];
  return {
    end,
    scale: chartEnd,
    lanes: ids.map((id) => ({ id, name: LANE_NAMES[id], spans: spans[id], marks: marks[id] })),
    messages,
    walls: [{ id: 'crash', t: crash, tone: 'harm', label: 'power fails', short: ['power off'] }],
    brackets: [{ id: 'wiped', from: crash, to: max, lanes: ['program', above], tone: 'harm', label: 'wiped' }],
    caption: captionOf(flushes, crash),
    holds: holdsOf(p, crash),
  };
}
