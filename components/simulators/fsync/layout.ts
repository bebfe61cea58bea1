/**
 * Geometry of the chart "Where the record was when the power failed", in pixels for a measured width: one lane per
 * place the record can be (Program, Memory, the disk's cache when that setting is on, Disk), the record drawn as a
 * bar on the lane it is in and as an arrow where it moves down, the flushes as ticks on the memory lane, and the
 * power failure as a line across every lane. Everything comes from the run; nothing here re-plays the model.
 */
import { formatTime } from '../../../src/sim/kit/index.ts';
import { DISK_ANSWERS_AFTER } from '../../../src/sim/fsync/index.ts';
import type { LaneId, Run } from '../../../src/sim/fsync/index.ts';
import { anchorAt, axisOf, placeLabels } from '../../sim-kit/chart.ts';
import type { Box, LabelWish, PlacedLabel } from '../../sim-kit/chart.ts';

/** The chart's text size, px. */
export const FONT = 12;
/** Room above the first lane for the power failure's label and the "saved" mark, px. */
const TOP = 50;
/** Distance between two lanes' centre lines, px. */
const LANE = 50;
/** Height of a bar that shows the record on a lane, px. */
export const BAR = 12;
/** Width of the "saved" badge, px. */
export const SAVED = 46;
/** Half the size of the cross where the record is lost, px. */
export const CROSS = 5;

/** A lane's centre line. */
export interface LaneLine {
  id: LaneId;
  name: string;
  /** Under the name, smaller: "page cache". */
  note: string | null;
  y: number;
}

/** A stretch of time the record (or the old record, or the program's wait) spends on a lane. */
export interface Bar {
  lane: LaneId;
  kind: 'new' | 'old' | 'wait';
  t0: number;
  t1: number;
  x0: number;
  x1: number;
  y: number;
  /** The power failure ended it: the record was lost here. */
  lost: boolean;
}

/** The record moving down from one lane to another: from (x1, y1) at t0 to (x2, y2) at t1. */
export interface Move {
  t0: number;
  t1: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The power failed on the way: the arrow stops where it was, with a cross. */
  lost: boolean;
}

/** Everything the chart draws, placed. */
export interface Layout {
  width: number;
  height: number;
  x: (t: number) => number;
  lanes: LaneLine[];
  laneY: (id: LaneId) => number;
  axis: { y: number; ticks: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] };
  bars: Bar[];
  moves: Move[];
  flushes: { x: number; t: number; carried: boolean; afterCrash: boolean }[];
  crash: { x: number; t: number; top: number; bottom: number; label: PlacedLabel };
  /** The part of the chart the power failure wipes: every lane above the disk, from the crash on. */
  wipe: { x0: number; x1: number; y0: number; y1: number };
  /** Where the record was lost, if it was: a cross on its lane at the crash. */
  lostAt: { x: number; y: number } | null;
  /** The "saved" mark on the program's lane. */
  saved: { x: number; cx: number; y: number; t: number } | null;
  /** Words on the lanes: "write()", "fsync", "new record", "old record". */
  labels: (PlacedLabel & { t: number; tone: 'plain' | 'lost' | 'safe' })[];
}

const NOTES: Partial<Record<LaneId, string>> = { memory: 'page cache' };

/**
 * The narrowest plot the chart lays out for, px: the walkthrough's figure on a 320 px phone leaves 144 px beside
 * the lane names. A narrower floor than the room there would push words past the figure's edge.
 */
export const PLOT_FLOOR = 136;
/** Least room from one tick's middle to the next's, px, so that "8 s" and "10 s" never touch. */
const TICK_ROOM = 34;

/** Lays the run out for a plot `width` px wide. */
export function layout(run: Run, width: number): Layout {
  const { max, ticks: every } = axisOf(run.chartEnd);
  // On a narrow plot every other tick (or fewer) is written, counted back from the axis's end, which is always written.
  const stride = Math.max(1, Math.ceil(TICK_ROOM / ((every[1] ?? max) / max) / width));
  const ticks = every.filter((_, i) => (every.length - 1 - i) % stride === 0);
  const x = (t: number): number => Math.round((Math.min(max, Math.max(0, t)) / max) * width * 10) / 10;
  const lanes: LaneLine[] = run.lanes.map((l, i) => ({
    id: l.id,
    name: l.id === 'diskCache' ? "Disk's" : l.name,
    note: l.id === 'diskCache' ? 'cache' : (NOTES[l.id] ?? null),
    y: TOP + i * LANE,
  }));
  const laneY = (id: LaneId): number => lanes.find((l) => l.id === id)?.y ?? 0;
  const lastY = lanes.at(-1)?.y ?? 0;
  const axisY = lastY + 26;
  const j = run.journey;
  const crash = run.crashAt;
  const end = max;
  const bars: Bar[] = [];
  const moves: Move[] = [];
  const target: LaneId = run.settings.diskCache ? 'diskCache' : 'disk';
  const bar = (lane: LaneId, kind: Bar['kind'], t0: number, t1: number, lost: boolean): void => {
    bars.push({ lane, kind, t0, t1, x0: x(t0), x1: x(t1), y: laneY(lane), lost });
  };

  // The program's wait for fsync, until it returns or the power fails.
  if (j.fsyncFrom !== null) bar('program', 'wait', j.fsyncFrom, j.fsyncTo ?? crash, j.fsyncTo === null);
  // The record in memory, until it is sent (it leaves the lane then, as far as this chart goes) or the power fails.
  if (j.writtenAt !== null) bar('memory', 'new', j.writtenAt, j.sentAt ?? crash, j.sentAt === null);
  if (j.sentAt !== null) {
    const arrives = j.answeredAt ?? crash;
    const lost = j.answeredAt === null;
    const y1 = laneY('memory');
    const full = laneY(target);
    // An arrow cut by the power failure stops as far down as the record had got on its way to the disk's answer.
    const share = lost ? Math.min(1, (crash - j.sentAt) / DISK_ANSWERS_AFTER) : 1;
    moves.push({ t0: j.sentAt, t1: arrives, x1: x(j.sentAt), y1, x2: x(arrives), y2: y1 + (full - y1) * share, lost });
  }
  if (run.settings.diskCache && j.answeredAt !== null) {
    bar('diskCache', 'new', j.answeredAt, j.safeAt ?? crash, j.safeAt === null);
    if (j.safeAt !== null) {
      const y1 = laneY('diskCache');
      moves.push({ t0: j.safeAt, t1: j.safeAt, x1: x(j.safeAt), y1, x2: x(j.safeAt), y2: laneY('disk'), lost: false });
    }
  }
  // The disk: the old record until the new one is safe there, then the new one to the end.
  const safe = j.safeAt !== null && j.safeAt <= crash ? j.safeAt : null;
  bar('disk', 'old', 0, safe ?? end, false);
  if (safe !== null) bar('disk', 'new', safe, end, false);

  const lostAt =
    run.lostFrom === 'memory'
      ? { x: x(crash), y: laneY('memory') }
      : run.lostFrom === 'diskCache'
        ? { x: x(crash), y: laneY('diskCache') }
        : run.lostFrom === 'sending'
          ? { x: moves[0]?.x2 ?? x(crash), y: moves[0]?.y2 ?? laneY('memory') }
          : null;
  // "saved" sits just above the program's lane, on a stem, so that it never hides the wait for fsync.
  // Its badge stays inside the plot; its stem marks the moment.
  const saved =
    j.toldAt !== null
      ? {
          x: x(j.toldAt),
          cx: Math.min(width - SAVED / 2, Math.max(SAVED / 2, x(j.toldAt))),
          y: laneY('program') - 17,
          t: j.toldAt,
        }
      : null;

  // Words: each sits just above its lane, on the first row where it fits; the "saved" mark's box is taken first.
  const taken: Box[] = [];
  if (saved)
    taken.push({ x0: saved.cx - SAVED / 2 - 2, x1: saved.cx + SAVED / 2 + 2, y0: saved.y - 9, y1: saved.y + 9 });
  const crashLabel = placeLabels(
    [{ id: 'crash', x: x(crash), text: 'power fails', rows: [14], size: FONT, prefer: 'middle' }],
    width,
  )[0] as PlacedLabel;
  taken.push(crashLabel.box);
  const wishes: (LabelWish & { t: number; tone: 'plain' | 'lost' | 'safe' })[] = [];
  const above = (lane: LaneId): number[] => [laneY(lane) - BAR / 2 - 4, laneY(lane) + BAR / 2 + FONT + 2];
  if (j.writtenAt !== null) {
    const below = laneY('program') + BAR / 2 + FONT + 2;
    wishes.push({
      id: 'write',
      x: x(j.writtenAt),
      text: j.fsyncFrom !== null ? 'write(), then fsync' : 'write()',
      short: j.fsyncFrom !== null ? ['write(), fsync'] : [],
      rows: [below, below + FONT + 4],
      prefer: 'middle',
      t: j.writtenAt,
      tone: 'plain',
    });
    wishes.push({
      id: 'mem',
      x: x(j.writtenAt),
      text: 'new record',
      short: ['new'],
      rows: above('memory'),
      t: j.writtenAt,
      tone: j.sentAt === null ? 'lost' : 'plain',
    });
  }
  if (run.settings.diskCache && j.answeredAt !== null) {
    wishes.push({
      id: 'cache',
      x: x(j.answeredAt),
      text: 'new record',
      short: ['new'],
      rows: above('diskCache'),
      t: j.answeredAt,
      tone: j.safeAt === null || j.safeAt > crash ? 'lost' : 'plain',
    });
  }
  wishes.push({ id: 'old', x: 0, text: 'old record', short: ['old'], rows: above('disk'), t: 0, tone: 'plain' });
  if (safe !== null)
    wishes.push({
      id: 'new',
      x: x(safe),
      text: 'new record',
      short: ['new'],
      rows: above('disk'),
      t: safe,
      tone: 'safe',
    });
  const flushRow = laneY('memory') + BAR / 2 + FONT + 2;
  const firstFlush = run.flushes[0];
  if (firstFlush)
    wishes.push({
      id: 'flush',
      x: x(firstFlush.t),
      text: 'flush',
      rows: [flushRow],
      prefer: 'middle',
      t: firstFlush.t,
      tone: 'plain',
    });
  const placed = placeLabels(wishes, width, [], taken);
  const labels = placed.map((p, i) => ({ ...p, t: wishes[i]?.t ?? 0, tone: wishes[i]?.tone ?? 'plain' }));

  return {
    width,
    height: axisY + 22,
    x,
    lanes,
    laneY,
    axis: {
      y: axisY,
      ticks: ticks.map((t) => ({
        x: x(t),
        text: formatTime(t).replace('.0 s', ' s'),
        // A tick near either edge is anchored inward, so its words stay inside the plot at any width.
        anchor: anchorAt(t, max),
      })),
    },
    bars,
    moves,
    flushes: run.flushes.map((f) => ({ ...f, x: x(f.t) })),
    crash: { x: x(crash), t: crash, top: 20, bottom: lastY + 14, label: crashLabel },
    wipe: { x0: x(crash), x1: width, y0: 20, y1: lastY - LANE / 2 },
    lostAt,
    saved,
    labels,
  };
}
