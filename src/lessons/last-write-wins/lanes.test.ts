/**
 * The chart "Whose write the store kept" as lanes: the default run draws B's write dropped at the store and A's
 * stamp ahead of real time, the logical clock draws B's read with its counter, and for every preset and a grid of
 * settings the chart's words stay inside the plot and clear of each other and of the symbols, from a 320 px
 * phone's walkthrough figure (144 px of plot) to a desktop (900 px).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { describeLanes, laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import type { LaneChartData } from '../../kit/index.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';
import { captionAt, holdsAt } from '../../kit/index.ts';

const lesson = load(
  readFileSync(new URL('../../../content/lessons/last-write-wins.yaml', import.meta.url), 'utf8'),
) as LessonData;
const runOf = (preset: Record<string, unknown>) =>
  model.simulate({ ...model.settings.defaults, ...preset } as Settings);
const lanesOf = (run: { chart: LaneChartData }): LaneChartData => run.chart;
/** The caption of a run's chart drawn up to `drawnTo` (tenths; the whole run without it). */
const captionOf = (run: { chart: LaneChartData }, drawnTo: number | null = null): string =>
  captionAt(run.chart, drawnTo) ?? '';

/** Each lane's marks in words, "Client A: writes 11 · stamp 4.0 s at 10". */
const drawn = (data: LaneChartData): string[] =>
  data.lanes.map((l) => `${l.name}: ${l.marks.map((m) => `${m.label} at ${m.t}`).join(', ')}`);

describe('the chart as lanes', () => {
  it("draws the default run: A's stamp 3 s ahead, B's write dropped at the store, the store holding A's 11", () => {
    const run = runOf({});
    const data = lanesOf(run);
    expect(drawn(data)).toEqual([
      "Client A: writes 11 · stamp 4.0 s at 10, A's clock, 3 s ahead at 40",
      'Client B: writes 16 · stamp 2.0 s at 20',
      "Store: B's 16 dropped at 20",
    ]);
    expect(data.lanes[0]!.spans).toEqual([
      expect.objectContaining({ id: 'offset', from: 10, to: 40, style: 'outline' }),
    ]);
    expect(data.messages!.map((m) => `${m.id} at ${m.sent} ${m.tone}`)).toEqual([
      'read at 20 neutral',
      'to-store-A at 10 neutral',
      'to-store-B at 20 harm',
    ]);
    expect(data.lanes[2]!.series!.points.map((p) => p.value)).toEqual(['10', '11 (4.0 s)']);
    expect(holdsAt(data, 15)).toBe('the store holds 11');
    expect(describeLanes(data)).toContain(
      "Store: holds 10 from 0 s; B's 16 dropped at 2 s; holds 11 (4.0 s) from 1 s.".replace(
        "B's 16 dropped at 2 s; holds 11 (4.0 s) from 1 s",
        "holds 11 (4.0 s) from 1 s; B's 16 dropped at 2 s",
      ),
    );
  });

  it("with the logical clock: counters, no offset, B's read of A's write with its counter, nothing dropped", () => {
    const data = lanesOf(runOf({ order: 'lamport' }));
    expect(drawn(data)).toEqual([
      'Client A: writes 11 · counter 1 at 10',
      'Client B: writes 16 · counter 2 at 20',
      'Store: ',
    ]);
    expect(data.lanes[0]!.spans).toEqual([]);
    expect(data.messages![0]).toMatchObject({ id: 'read', label: 'reads 11' });
    // The counter B read stands in the store's strip beside the read: 11 with counter 1.
    expect(data.lanes[2]!.series!.points.map((p) => p.value)).toEqual(['10', '11 (1)', '16 (2)']);
  });
});

const presets = lesson.experiments.flatMap((e) => [e.preset, ...(e.tryThis === undefined ? [] : [e.tryThis.preset])]);
const grid: Settings[] = [];
for (const order of ['wall', 'lamport'] as const)
  for (const bRead of [false, true])
    for (let skew = -50; skew <= 50; skew += 5)
      for (let gap = 0; gap <= 50; gap += 5) grid.push({ order, bRead, skew: skew / 10, gap: gap / 10 });

/** What is untidy in these runs' charts at a plot `plot` px wide. */
function untidyAt(runs: readonly Record<string, unknown>[], plot: number): string[] {
  const width = widthFor(lanesOf(runOf({})), plot);
  return runs.flatMap((preset) => {
    const where = model.settings.toQuery({ ...model.settings.defaults, ...preset } as Settings) || 'defaults';
    return untidy(laneLayout(lanesOf(runOf(preset)), width), where);
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

describe("the chart's caption, built from the run", () => {
  it('names a dropped write only once the chart draws it, and says when B writes in real time', () => {
    const run = runOf({});
    // Before Run (the setup) and while A's write alone is drawn: no cross is named, nor B's read.
    expect(captionOf(run, 0)).toBe(
      'Each write is a mark at the real time it happened, with its value and its stamp. ' +
        'B writes 1 s after A, at 2.0 s of real time.',
    );
    expect(captionOf(run, 15)).toContain("A's clock is drawn beside real time, so its skew shows as an offset.");
    expect(captionOf(run, 15)).not.toContain('cross');
    expect(captionOf(run)).toMatch(/ A write the store dropped ends in a cross on the store's lane\.$/);
  });

  it('names no cross, offset or stamp of a clock where none is drawn', () => {
    for (const preset of [{ skew: 0 }, { order: 'lamport' }, { order: 'lamport', bRead: false }, { gap: 4 }]) {
      const run = runOf(preset);
      const data = lanesOf(run);
      const marks = data.lanes.flatMap((l) => l.marks.map((m) => m.symbol));
      expect(captionOf(run).includes('cross'), JSON.stringify(preset)).toBe(marks.includes('cross'));
      expect(captionOf(run).includes('offset'), JSON.stringify(preset)).toBe(marks.includes('diamond'));
    }
    expect(captionOf(runOf({ order: 'lamport' }))).toMatch(/^Each write is a mark .* with its value and its counter\./);
    expect(captionOf(runOf({ gap: 0 }))).toContain('B writes at the same real time as A, 1.0 s.');
  });
});
