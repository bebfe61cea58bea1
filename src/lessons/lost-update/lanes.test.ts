/**
 * The chart "Who read and wrote what, when" as lanes: the default run drawn as the lesson draws it (both clients'
 * windows, reads and writes, the overlap across both lanes, the counter's steps), every preset's marks read from its
 * run, and the layout's labels inside the plot and clear of each other at a 320 px phone's, a phone lab's and a
 * desktop's plot widths.
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import { playedOf } from './testing.ts';
import type { Played } from './testing.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';
import { captionAt } from '../../kit/index.ts';

const text = import.meta.glob<string>('../../../content/lessons/lost-update.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
type Preset = Partial<Settings>;
type Data = { experiments: { title: string; preset: Preset; tryThis?: { preset: Preset } }[] };
const data = load(Object.values(text)[0]!) as Data;
/** Every preset of the lesson: each experiment's, and its "try this" beat's. */
const PRESETS: [string, Preset][] = data.experiments.flatMap((e) => [
  [e.title, e.preset] as [string, Preset],
  ...(e.tryThis ? [[`${e.title}, try this`, e.tryThis.preset] as [string, Preset]] : []),
]);
const run = (p: Preset = {}): Played => playedOf({ ...model.settings.defaults, ...p } as Settings);

describe('the default run as lanes', () => {
  const d = run().chart;
  const lane = (id: string) => d.lanes.find((l) => l.id === id)!;

  it('has a lane per client and the counter, on an axis fitted to the run', () => {
    expect(d.lanes.map((l) => l.name)).toEqual(['Client A', 'Client B', 'Counter']);
    // The playback's end is the run's; the axis runs on to the chart's end, a little past it.
    expect([d.end, d.scale]).toEqual([run().end, run().end + 5]);
  });

  it('draws each window from its read to its write, and B’s 15 written over by A’s 11', () => {
    expect(lane('A').spans.map((s) => [s.from, s.to, s.tone])).toEqual([[10, 30, 'neutral']]);
    expect(lane('B').spans.map((s) => [s.from, s.to, s.tone])).toEqual([[15, 25, 'neutral']]);
    expect(lane('A').marks.map((m) => [m.t, m.symbol, m.tone, m.label])).toEqual([
      [10, 'dot', 'neutral', 'reads 10'],
      [30, 'diamond', 'harm', 'writes 11'],
    ]);
    expect(lane('B').marks.map((m) => [m.t, m.symbol, m.tone, m.label])).toEqual([
      [15, 'dot', 'neutral', 'reads 10'],
      [25, 'check', 'safe', 'writes 15'],
    ]);
  });

  it('shades the overlap across both lanes, and steps the counter through 10, 15, 11', () => {
    expect(d.brackets?.map((b) => [b.from, b.to, b.lanes, b.tone, b.label])).toEqual([
      [15, 25, ['A', 'B'], 'harm', 'overlap: both read before either wrote'],
    ]);
    expect(lane('counter').series).toMatchObject({ kind: 'step', lead: 'holds ' });
    expect(lane('counter').series?.points.map((p) => [p.t, p.value, p.level])).toEqual([
      [0, '10', 0],
      [25, '15', 5],
      [30, '11', 1],
    ]);
  });
});

describe('other methods', () => {
  it('compare-and-set: A’s refused write on A’s lane, its wasted window outlined, then its retry', () => {
    const [a] = run({ method: 'cas' }).chart.lanes;
    expect(a!.marks.find((m) => m.tone === 'refused')?.label).toBe('11 if still 10: refused');
    // The kit's one refused mark, ⊘, as Locks, Two leaders and Split brain draw a refused write (not a cross).
    expect(a!.marks.find((m) => m.tone === 'refused')?.symbol).toBe('refused');
    expect(a!.spans.map((s) => [s.tone, s.style ?? 'fill'])).toEqual([
      ['refused', 'outline'],
      ['neutral', 'fill'],
    ]);
  });

  it('the lock: B’s wait on B’s lane, and no overlap', () => {
    const d = run({ method: 'lock' }).chart;
    expect(d.lanes[1]!.spans[0]).toMatchObject({ from: 15, to: 30, style: 'outline', label: 'waits 1.5 s' });
    expect(d.brackets).toEqual([]);
  });

  it('the storage adds: no read, but the same work bars as read-then-write, and an add at each write', () => {
    const [a, b] = run({ method: 'atomic' }).chart.lanes;
    const [pa, pb] = run({ method: 'plain' }).chart.lanes;
    expect([a, b].map((l) => l!.spans.map((s) => [s.from, s.to]))).toEqual(
      [pa, pb].map((l) => l!.spans.map((s) => [s.from, s.to])),
    );
    expect([a!.marks, b!.marks].map((m) => m.map((x) => x.label))).toEqual([['adds 1'], ['adds 5']]);
  });
});

describe('every preset’s lanes, read from its run', () => {
  it.each(PRESETS)('%s', (_title, preset) => {
    const r = run(preset);
    const d = r.chart;
    const marks = d.lanes.flatMap((l) => l.marks);
    expect(marks.filter((m) => m.symbol !== 'dot')).toHaveLength(r.attempts.length);
    expect(marks.filter((m) => m.tone === 'harm')).toHaveLength(r.result.updatesLost);
    expect(marks.filter((m) => m.tone === 'refused')).toHaveLength(r.result.retries);
    expect(d.brackets).toHaveLength(r.overlaps.length);
    expect(d.lanes.flatMap((l) => l.spans).filter((s) => s.id?.startsWith('wait-'))).toHaveLength(r.waits.length);
    const times = d.lanes.flatMap((l) => [...l.spans.map((s) => s.to), ...l.marks.map((m) => m.t)]);
    expect(Math.max(...times)).toBeLessThanOrEqual(d.end);
    // Each window's read is labelled before it and its write after, so the words frame the window.
    for (const m of marks) expect(m.prefer).toBe(m.symbol === 'dot' ? 'end' : 'start');
  });
});

describe('the caption', () => {
  it('names only the marks the run draws, each once it is drawn: never an outcome before the run', () => {
    const lost = run({});
    expect(captionAt(lost.chart, 0)).toBe(
      "Each bar runs from a client's read to its write. The step line is the counter's value.",
    );
    expect(captionAt(lost.chart, 20)).toBe(
      "Each bar runs from a client's read to its write. Where A's and B's bars overlap, shaded red, each read before the other wrote. The step line is the counter's value.",
    );
    expect(captionAt(lost.chart, null)).toContain("A red diamond marks a write over the other's update.");
    expect(captionAt(run({ method: 'atomic' }).chart, null)).toBe(
      'Each bar is a client\'s work, from its start to its "add"; it reads nothing. The step line is the counter\'s value.',
    );
    expect(captionAt(run({ method: 'cas' }).chart, 29)).not.toContain('refused');
    expect(captionAt(run({ method: 'cas' }).chart, null)).toContain('A purple ⊘ is a refused write.');
    expect(captionAt(run({ method: 'lock' }).chart, null)).toContain('A dashed line is a wait for the lock.');
  });

  it.each(PRESETS)('%s: before the run, the same words as any run with its settings’ kind of bars', (_t, preset) => {
    const r = run(preset);
    expect(captionAt(r.chart, 0)).not.toMatch(/overlap|diamond|⊘|dashed/);
  });
});

describe('the layout’s labels', () => {
  it.each(PRESETS.flatMap(([title, p]) => [144, 300, 900].map((plot) => [title, plot, p] as const)))(
    '%s at a %i px plot: inside, clear of each other and of the symbols',
    (title, plot, preset) => {
      const d = run(preset).chart;
      const l = laneLayout(d, widthFor(d, plot));
      expect(l.plot).toBe(plot);
      expect(untidy(l, `${title} at ${plot}`)).toEqual([]);
    },
  );
});

describe('the text alternative', () => {
  it('says in words what the chart draws, lane by lane, with the overlap and the counter', () => {
    expect(run({}).chart.description).toBe(
      "Who read and wrote what, when, from 0 to 4 s. Client A reads 10 at 1.0 s and writes 11 at 3.0 s, over the other client's update. Client B reads 10 at 1.5 s and writes 15 at 2.5 s. The two windows overlap from 1.5 s to 2.5 s. The counter holds 10 at the start, then 15 from 2.5 s, then 11 from 3.0 s.",
    );
    expect(run({ method: 'lock' }).chart.description).toContain(
      'Client B waits for the lock from 1.5 s to 3.0 s (1.5 s), then reads 11 at 3.0 s and writes 16 at 4.0 s.',
    );
    expect(run({ method: 'cas' }).chart.description).toContain(
      'Client A reads 10 at 1.0 s; its "set to 11 if it is still 10" at 3.0 s is refused, then reads 15 at 3.0 s and writes 16 at 5.0 s.',
    );
  });
});
