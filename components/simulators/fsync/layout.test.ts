/**
 * The chart's geometry for every experiment of the lesson and every setting kind: each word inside the plot and
 * clear of every other word and of the "saved" mark, at the plot widths of a 320 px phone up to a 1280 px desktop;
 * and the text alternative says what is drawn.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/fsync/index.ts';
import type { Settings } from '../../../src/sim/fsync/index.ts';
import type { LessonData } from '../../../src/site/lesson-data.ts';
import { describeChart } from './alt.ts';
import { PLOT_FLOOR, SAVED, layout } from './layout.ts';

const data = load(readFileSync(new URL('../../../content/lessons/fsync.yaml', import.meta.url), 'utf8')) as LessonData;
const presets: [string, Settings][] = data.experiments.flatMap((e) => [
  [e.id, { ...model.settings.defaults, ...e.preset } as Settings],
  ...(e.tryThis
    ? [[`${e.id} (try this)`, { ...model.settings.defaults, ...e.tryThis.preset } as Settings] as [string, Settings]]
    : []),
]);
const extra: [string, Settings][] = [
  ['crash before the write', { fsync: false, flushEvery: 5, crashAt: 0.5, diskCache: false }],
  ['crash as the flush sends', { fsync: false, flushEvery: 5, crashAt: 5, diskCache: false }],
  ["lost in the disk's cache after a flush", { fsync: false, flushEvery: 5, crashAt: 6, diskCache: true }],
  ['a flush every 30 s', { fsync: false, flushEvery: 30, crashAt: 20, diskCache: false }],
  ['a flush every second to 20 s', { fsync: false, flushEvery: 1, crashAt: 20, diskCache: true }],
];
/** Plot widths: a 320 px phone's (the chart's floor), a 390 px phone's, a tablet's and a 1280 px desktop's. */
const WIDTHS = [PLOT_FLOOR, 200, 420, 680];

describe('the chart’s words stay inside the plot and clear of each other', () => {
  it.each([...presets, ...extra])('%s', (_name, settings) => {
    const run = model.simulate(settings);
    for (const width of WIDTHS) {
      const l = layout(run, width);
      const boxes = [...l.labels.map((p) => ({ id: p.id, ...p.box })), { id: 'crash', ...l.crash.label.box }];
      if (l.saved)
        boxes.push({
          id: 'saved',
          x0: l.saved.cx - SAVED / 2,
          x1: l.saved.cx + SAVED / 2,
          y0: l.saved.y - 9,
          y1: l.saved.y + 9,
        });
      for (const b of boxes) {
        expect(b.x0, `${b.id} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(b.x1, `${b.id} at ${width}`).toBeLessThanOrEqual(width + 0.5);
      }
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
          expect(overlap, `${a.id} and ${b.id} at ${width}`).toBe(false);
        }
      expect(
        l.labels.filter((p) => p.crowded).map((p) => p.id),
        `crowded at ${width}`,
      ).toEqual([]);
    }
  });
});

describe('what is drawn', () => {
  it('the default run: the record in memory from 1.0 s, cut by the crash at 3.0 s, with a cross; the disk keeps the old record', () => {
    const run = model.simulate(model.settings.defaults);
    const l = layout(run, 400);
    expect(l.bars.map((b) => [b.lane, b.kind, b.t0, b.t1, b.lost])).toEqual([
      ['memory', 'new', 10, 30, true],
      ['disk', 'old', 0, 60, false],
    ]);
    expect(l.lostAt).toEqual({ x: l.x(30), y: l.laneY('memory') });
    expect(l.lanes.map((x) => x.name)).toEqual(['Program', 'Memory', 'Disk']);
    expect(describeChart(run)).toBe(
      'Where the record was when the power failed, from 0 to 6.0 s. Program: calls write() at 1.0 s, says "saved" at 1.0 s. Memory (page cache): holds the new record from 1.0 s until the power fails, which wipes it; ticks mark a flush due at 5.0 s, after the power failed, drawn faint. Disk: the old record throughout. At 3.0 s the power fails: a line across every lane, and everything above the disk is wiped from then on.',
    );
  });

  it("experiment 6: a lane for the disk's cache, where the record is lost", () => {
    const run = model.simulate({ fsync: true, flushEvery: 5, crashAt: 3, diskCache: true });
    const l = layout(run, 400);
    expect(l.lanes.map((x) => x.id)).toEqual(['program', 'memory', 'diskCache', 'disk']);
    expect(l.bars.find((b) => b.lane === 'diskCache')).toMatchObject({ t0: 12, t1: 30, lost: true });
    expect(l.lostAt?.y).toBe(l.laneY('diskCache'));
    expect(describeChart(run)).toContain(
      "Disk's cache: holds the new record from 1.2 s until the power fails, which wipes it.",
    );
  });

  it('experiment 1: the flush at 5.0 s carries the record down, and the disk holds the new record from 5.2 s', () => {
    const run = model.simulate({ fsync: false, flushEvery: 5, crashAt: 8, diskCache: false });
    const l = layout(run, 400);
    expect(l.flushes.filter((f) => f.carried).map((f) => f.t)).toEqual([50]);
    expect(l.moves.map((m) => [m.t0, m.t1, m.lost])).toEqual([[50, 52, false]]);
    expect(l.bars.filter((b) => b.lane === 'disk').map((b) => [b.kind, b.t0])).toEqual([
      ['old', 0],
      ['new', 52],
    ]);
    expect(l.lostAt).toBeNull();
  });
});
