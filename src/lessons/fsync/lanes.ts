/** The chart "Where the record was when the power failed", mapped once from the state at the end: a lane per place the
 * record can be, the flushes as marks on memory's, the power failure as a wall that wipes every lane above the disk. */
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { CaptionPart, LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';
import type { State } from './rules.ts';
import { CHART_CAPTION as CAPTION, LANE_NAMES } from './texts.ts';

type LaneId = keyof typeof LANE_NAMES;

/** The caption: the record's way down, naming the flushes' ticks once one is drawn (the first, at `every`, if it came
 * before the crash), and the power failure once drawn. */
function captionOf(every: number, crash: number): CaptionPart[] {
  const [before, after] = CAPTION.journey.split('{ticks}') as [string, string];
  return [
    { text: before },
    ...(every > crash ? [] : [{ text: CAPTION.ticks, from: every }]),
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

/** The run's lane data (tenths), on an axis past the log's last line (`end`), the crash and the flush awaited. */
export function lanes(p: State, end: number): LaneChartData {
  const j = p.journey;
  const crash = p.s.crashAt;
  // Without fsync the record waits for a flush: the axis reaches it, so a reader sees the window the crash fell in.
  const last = Math.max(end, crash, p.s.fsync || p.place === 'unwritten' ? 0 : p.nextFlush);
  const chartEnd = last + 10; // the axis runs 1 s past the log's last line
  const every = p.s.flushEvery;
  const max = axisOf(chartEnd).max;
  const cache = p.s.diskCache;
  const spans: Record<LaneId, LaneSpan[]> = { program: [], memory: [], diskCache: [], disk: [] };
  const marks: Record<LaneId, LaneMark[]> = { program: [], memory: [], diskCache: [], disk: [] };
  const messages: LaneMessage[] = [];

  // write() puts the new record in memory, the operating system's page cache, until it is sent down or the power
  // failure wipes it. Sent at once (by fsync), it passes through without a stretch to name.
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
    const to = j.sentAt ?? crash;
    spans.memory.push({
      id: 'in-memory',
      from: j.writtenAt,
      to,
      tone: j.sentAt === null ? 'harm' : 'neutral',
      ...(to > j.writtenAt ? { label: 'new record (page cache)', short: ['new record', 'record'] } : {}),
    });
  }
  // The program waits for fsync (cut short by the power failure if it never returns), then says "saved".
  if (j.fsyncFrom !== null)
    spans.program.push({
      id: 'fsync',
      from: j.fsyncFrom,
      to: j.fsyncTo ?? crash,
      tone: 'wait',
      style: 'thin',
      label: 'fsync waits',
      short: ['fsync'],
    });
  if (j.toldAt !== null)
    marks.program.push({ id: 'saved', t: j.toldAt, symbol: 'check', tone: 'neutral', label: 'saved' });

  // The flushes, each a mark on the memory lane, those due after the power failed (which never happened) a cross:
  // the first of each kind is named, and the one that sends the record down.
  for (let t = every; t <= chartEnd; t += every) {
    const missed = t > crash;
    const carried = j.sentBy === 'flush' && j.sentAt === t;
    const label = missed && t - every <= crash ? 'flush due' : t === every || carried ? 'flush' : '';
    const symbol = missed ? 'cross' : 'diamond';
    marks.memory.push({ id: `flush-${t}`, t, symbol, tone: 'neutral', label, short: [missed ? 'due' : 'flush'] });
  }

  // Down to the disk (or its cache): the disk answers after a moment; a power failure on the way loses the record.
  if (j.sentAt !== null) {
    const lost = j.answeredAt === null;
    messages.push({
      id: 'sent',
      from: 'memory',
      to: cache ? 'diskCache' : 'disk',
      sent: j.sentAt,
      arrives: j.answeredAt ?? crash,
      tone: lost ? 'harm' : 'neutral',
      ...(lost ? { lost } : {}),
    });
  }
  const safe = j.safeAt !== null && j.safeAt <= crash ? j.safeAt : null;
  if (cache && j.answeredAt !== null) {
    spans.diskCache.push({
      id: 'in-cache',
      from: j.answeredAt,
      to: safe ?? crash,
      tone: safe === null ? 'harm' : 'neutral',
      label: 'new record',
      short: ['record'],
    });
    if (safe !== null)
      messages.push({ id: 'to-disk', from: 'diskCache', to: 'disk', sent: safe, arrives: safe, tone: 'neutral' });
  }
  // The disk: the old record until the new one is safe there, then the new one to the end.
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
    caption: captionOf(every, crash),
    holds: holdsOf(p, crash),
  };
}
