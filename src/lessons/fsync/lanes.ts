/**
 * The chart "Where the record was when the power failed" as data for the kit's lane chart: one lane per place the
 * record can be (Program, Memory, the disk's cache when that setting is on, Disk), the record as a band on the lane
 * it is in and as a message where it moves down, the operating system's flushes as marks on the memory lane, and the
 * power failure as a wall across every lane with the lanes above the disk wiped from then on. It reads only what the
 * run holds.
 */
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';
import { CHART_CAPTION as CAPTION } from './texts.ts';
import type { LaneId, Run } from './index.ts';

/**
 * The caption of the run drawn up to `drawnTo` (tenths; null: the whole run): it names the flushes' ticks and the
 * power failure's line only once they are drawn, so a setup's caption tells nothing of what is to come.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number): boolean => drawnTo === null || t <= drawnTo;
  const ticks = run.flushes.some((f) => !f.afterCrash && drawn(f.t));
  const journey = CAPTION.journey.replace('{ticks}', ticks ? CAPTION.ticks : '');
  return drawn(run.crashAt) ? `${journey} ${CAPTION.crash}` : journey;
}

/** The run as lanes, spans, marks, messages and the power failure (tenths). */
export function lanesOf(run: Run): LaneChartData {
  const j = run.journey;
  const crash = run.crashAt;
  const max = axisOf(run.chartEnd).max;
  const cache = run.settings.diskCache;
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
  const firstMissed = run.flushes.find((f) => f.afterCrash);
  for (const [i, f] of run.flushes.entries()) {
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
  if (run.lostFrom === 'memory' || run.lostFrom === 'diskCache')
    marks[run.lostFrom].push({ id: 'lost', t: crash, symbol: 'cross', tone: 'harm', label: 'lost' });

  const above: LaneId = cache ? 'diskCache' : 'memory';
  return {
    end: run.end,
    scale: run.chartEnd,
    lanes: run.lanes.map((lane) => ({ id: lane.id, name: lane.name, spans: spans[lane.id], marks: marks[lane.id] })),
    messages,
    walls: [{ id: 'crash', t: crash, tone: 'harm', label: 'power fails', short: ['power off'] }],
    brackets: [{ id: 'wiped', from: crash, to: max, lanes: ['program', above], tone: 'harm', label: 'wiped' }],
  };
}
