/**
 * The chart's words stay inside the plot and clear of each other, for every experiment of the lesson and its "try
 * this" runs, with three and seven replicas too, from a 320 px phone's walkthrough figure (200 px wide) to a desktop;
 * and the chart shows what Part 1 of the spec asks: the partition, each write's arrows, "done" or a refusal, and the
 * dropped value at the heal.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import { captionAt, holdsAt } from '../../kit/index.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy } from '../../../components/sim-kit/testing/lane-tidy.ts';

const data = load(
  readFileSync(new URL('../../../content/lessons/split-brain.yaml', import.meta.url), 'utf8'),
) as LessonData;
type Preset = Record<string, number | string | boolean>;
const presets: [string, Preset][] = data.experiments.flatMap((e) => [
  [e.id, e.preset as Preset] as [string, Preset],
  ...(e.tryThis ? [[`${e.id}, try this`, e.tryThis.preset as Preset] as [string, Preset]] : []),
]);
const runs: [string, Preset][] = [
  ...presets,
  ...presets.map(([id, p]): [string, Preset] => [
    `${id}, N = 3`,
    { ...p, n: 3, cut: Math.min(Number(p['cut'] ?? 1), 1) },
  ]),
  ...presets.map(([id, p]): [string, Preset] => [`${id}, N = 7`, { ...p, n: 7, cut: p['cut'] ?? 3 }]),
  ['equal stamps', { bAt: 2 }],
  ['a late heal', { bAt: 11.9, healAt: 12 }],
  ['B first, heal at 2.0 s', { bAt: 0.5, healAt: 2 }],
];
const simulate = (p: Preset) => model.simulate(model.settings.normalise({ ...model.settings.defaults, ...p }).settings);
const lanesOf = (p: Preset) => simulate(p).chart;

describe("the chart's words stay inside the chart and clear of each other", () => {
  it.each(runs)('%s', (name, preset) => {
    const run = simulate(preset);
    for (const width of [200, 390, 900]) {
      // The kit's one check of a tidy chart: inside it, clear of each other and of the marks, none crowded.
      expect(untidy(laneLayout(run.chart, width), `${name} at ${width}`)).toEqual([]);
    }
  });
});

describe('what the chart shows', () => {
  it('draws the default run as Part 1 asks', () => {
    const d = lanesOf({});
    expect(d.lanes.map((l) => l.name)).toEqual([
      'Client A',
      'Replica 1',
      'Replica 2',
      'Replica 3',
      'Replica 4',
      'Replica 5',
      'Client B',
    ]);
    expect(d.brackets).toEqual([expect.objectContaining({ from: 10, to: 60, lanes: ['replica-4', 'replica-5'] })]);
    expect(d.walls?.map((w) => w.t)).toEqual([60]);
    expect(d.messages?.filter((m) => m.from === 'a').map((m) => m.to)).toEqual(['replica-1', 'replica-2', 'replica-3']);
    expect(d.messages?.filter((m) => m.from === 'b').map((m) => m.to)).toEqual(['replica-5', 'replica-4']);
    expect(d.lanes[1]!.marks).toEqual([expect.objectContaining({ t: 60, symbol: 'cross', label: '+1 dropped' })]);
    expect(d.lanes[1]!.series?.points.map((p) => [p.t, p.value, p.tone])).toEqual([
      [0, '10', 'neutral'],
      [20, '11', 'harm'],
      [60, '15', 'safe'],
    ]);
  });

  it('marks a refusal on the client and draws no partition without one', () => {
    const refused = lanesOf({ policy: 'majority' });
    expect(refused.lanes.at(-1)!.marks).toEqual([
      expect.objectContaining({ symbol: 'refused', label: 'refused: no majority' }),
    ]);
    const whole = lanesOf({ cut: 0 });
    expect([whole.brackets, whole.walls]).toEqual([[], []]);
  });

  it('says what each side holds under the playback', () => {
    const chart = lanesOf({});
    expect(holdsAt(chart, 5)).toBe('every replica holds 10');
    expect(holdsAt(chart, 35)).toBe('the main side holds 11, the cut-off side 15: split');
    expect(holdsAt(chart, 60)).toBe('every replica holds 15');
  });

  it('names in its caption only what the run draws, and a mark only once drawn', () => {
    const caption = (p: Preset, drawnTo: number | null = null) => captionAt(lanesOf(p), drawnTo);
    expect(caption({})).toContain('A cross at the heal');
    expect(caption({}, 59)).not.toContain('A cross at the heal');
    expect(caption({})).not.toContain('refused');
    expect(caption({ policy: 'majority' })).toContain('refused');
    expect(caption({ policy: 'majority' }, 29)).not.toContain('refused');
    expect(caption({ cut: 0 })).not.toContain('dashed band');
  });
});
