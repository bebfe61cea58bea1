/**
 * The chart "Where the record was when the power failed" as lanes: the default run and the record's other journeys
 * draw the places, the flushes, the power failure and the wipe the lesson describes, and for every preset and a grid
 * of settings the chart's words stay inside the plot and clear of each other and of the symbols, from a 320 px
 * phone's walkthrough figure (144 px of plot) to a desktop (900 px).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { describeLanes, laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { captionAt } from '../../kit/index.ts';
import type { LaneChartData } from '../../kit/index.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';

const lesson = load(
  readFileSync(new URL('../../../content/lessons/fsync.yaml', import.meta.url), 'utf8'),
) as LessonData;
const runOf = (preset: Record<string, unknown>) =>
  model.simulate({ ...model.settings.defaults, ...preset } as Settings);

/** Each lane's bands and marks in words, "Memory: new record (page cache) 10–30 harm, flush due at 50". */
const drawn = (data: LaneChartData): string[] =>
  data.lanes.map(
    (l) =>
      `${l.name}: ${[
        ...l.spans.map((s) => `${s.label ?? s.id} ${s.from}–${s.to} ${s.tone}`),
        ...l.marks.map((m) => `${m.label} at ${m.t}`),
      ].join(', ')}`,
  );

describe('the chart as lanes', () => {
  it('draws the default run: "saved" at once, the record wiped from memory at 3.0 s before the flush at 5.0 s', () => {
    const data = runOf({}).chart;
    expect(drawn(data)).toEqual([
      'Program: saved at 10',
      'Memory: new record (page cache) 10–30 harm, flush due at 50, lost at 30',
      'Disk: old record 0–60 neutral',
    ]);
    expect(data.messages!.map((m) => `${m.id} ${m.from}→${m.to} at ${m.sent}`)).toEqual(['write program→memory at 10']);
    expect(data.walls).toEqual([expect.objectContaining({ t: 30, label: 'power fails' })]);
    // The power failure wipes every lane above the disk, from then to the axis's end.
    expect(data.brackets).toEqual([expect.objectContaining({ from: 30, to: 60, lanes: ['program', 'memory'] })]);
    // The playback ends with the log at the crash; the axis reaches past the flush that never came.
    expect([data.end, data.scale]).toEqual([30, 60]);
  });

  it('with fsync: the program waits, the record goes down at once and lands on the disk, safe, before "saved"', () => {
    const data = runOf({ fsync: true }).chart;
    expect(drawn(data)).toEqual([
      'Program: fsync waits 10–12 wait, saved at 12',
      'Memory: in-memory 10–10 neutral',
      'Disk: old record 0–12 neutral, new record 12–40 safe',
    ]);
    expect(data.messages!.map((m) => `${m.id} ${m.sent}→${m.arrives}${m.lost ? ' lost' : ''}`)).toEqual([
      'write 10→10',
      'sent 10→12',
    ]);
  });

  it("with the disk's cache: a fourth lane, where the power failure catches the record the disk answered for", () => {
    const data = runOf({ fsync: true, diskCache: true }).chart;
    expect(data.lanes.map((l) => l.name)).toEqual(['Program', 'Memory', "Disk's cache", 'Disk']);
    expect(drawn(data)[2]).toBe("Disk's cache: new record 12–30 harm, lost at 30");
    expect(data.brackets![0]!.lanes).toEqual(['program', 'diskCache']);
  });

  it('a power failure while the record is on its way: the message stops halfway, with its cross', () => {
    const data = runOf({ fsync: true, crashAt: 1.1 }).chart;
    expect(data.messages!.find((m) => m.id === 'sent')).toMatchObject({
      sent: 10,
      arrives: 11,
      lost: true,
      tone: 'harm',
    });
    expect(drawn(data)[0]).toBe('Program: fsync waits 10–11 wait');
  });

  it('flushes every second: each is a mark, those after the power failed crosses, the first of each named', () => {
    const marks = runOf({ flushEvery: 1, crashAt: 1.5 }).chart.lanes[1]!.marks;
    expect(marks.map((m) => `${m.label} ${m.symbol} at ${m.t}`)).toEqual([
      'flush diamond at 10',
      'flush due cross at 20',
      ' cross at 30',
      'lost cross at 15',
    ]);
  });

  it('its text alternative says where the record was and when the power failed', () => {
    const text = describeLanes(runOf({}).chart);
    expect(text).toContain('Memory: new record (page cache) from 1 s to 3 s; lost at 3 s; flush due at 5 s.');
    expect(text).toContain('power fails at 3 s.');
    expect(text).toContain('wiped: 3 s to 6 s, across Program to Memory.');
  });
});

const presets = lesson.experiments.flatMap((e) => [e.preset, ...(e.tryThis === undefined ? [] : [e.tryThis.preset])]);
const grid: Settings[] = [];
for (const fsync of [false, true])
  for (const diskCache of [false, true])
    for (const flushEvery of [1, 2, 5, 10, 30])
      for (let crash = 0; crash <= 200; crash += 5) grid.push({ fsync, diskCache, flushEvery, crashAt: crash / 10 });

/** What is untidy in these runs' charts at a plot `plot` px wide. */
function untidyAt(runs: readonly Record<string, unknown>[], plot: number): string[] {
  const width = widthFor(runOf({ diskCache: true }).chart, plot);
  return runs.flatMap((preset) => {
    const where = model.settings.toQuery({ ...model.settings.defaults, ...preset } as Settings) || 'defaults';
    return untidy(laneLayout(runOf(preset).chart, width), where);
  });
}

describe("the chart's words stay inside and clear of each other", () => {
  it.each([144, 300, 900])("for every preset, at %i px of plot (144: a 320 px phone's walkthrough figure)", (plot) => {
    expect(untidyAt(presets, plot)).toEqual([]);
  });

  it.each([300, 900])("for a grid of settings, at %i px of plot (300: a phone's lab)", (plot) => {
    expect(untidyAt(grid, plot).slice(0, 10)).toEqual([]);
  });
});

describe('the caption', () => {
  const ticks = '(the ticks on the memory lane)';
  const crash = 'The red line is the power failure';

  it('names only what is drawn: no tick when every flush is due after the power failed', () => {
    const run = runOf({});
    expect(captionAt(run.chart, null)).not.toContain(ticks);
    expect(captionAt(run.chart, null)).toContain(crash);
  });

  it("names the flushes' ticks once one is drawn, and the power failure's line once it is reached", () => {
    const run = runOf({ crashAt: 12, flushEvery: 5 });
    expect(captionAt(run.chart, null)).toContain(ticks);
    expect(captionAt(run.chart, 40)).not.toContain(ticks);
    expect(captionAt(run.chart, 50)).toContain(ticks);
    expect(captionAt(run.chart, 119)).not.toContain(crash);
    expect(captionAt(run.chart, 120)).toContain(crash);
  });

  it("tells nothing of a run at its start, for every experiment's setup", () => {
    for (const e of lesson.experiments) {
      const start = captionAt(runOf(e.preset).chart, 0);
      if (runOf(e.preset).settings.crashAt > 0) expect(start).not.toContain(crash);
      expect(start).not.toContain(ticks);
    }
  });
});
