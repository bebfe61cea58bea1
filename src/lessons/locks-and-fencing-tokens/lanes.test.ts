/**
 * The chart "Who held the lock when" as lanes: the default run drawn as the lesson draws it (every lane, band, mark,
 * the lease line and A's time without the lock), every preset's marks and lines read from its run, and the layout's
 * labels inside the plot, clear of each other and of the lease line at a 320 px phone's, a phone lab's and a desktop's
 * plot widths.
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';

const text = import.meta.glob<string>('../../../content/lessons/locks-and-fencing-tokens.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
type Data = { experiments: { title: string; preset: Partial<Settings>; tryThis?: { preset: Partial<Settings> } }[] };
const data = load(Object.values(text)[0]!) as Data;
/** Every preset of the lesson: each experiment's, and its "try this" beat's. */
const PRESETS: [string, Partial<Settings>][] = data.experiments.flatMap((e) => [
  [e.title, e.preset] as [string, Partial<Settings>],
  ...(e.tryThis ? [[`${e.title}, try this`, e.tryThis.preset] as [string, Partial<Settings>]] : []),
]);
const run = (p: Partial<Settings> = {}): Run => model.simulate({ ...model.settings.defaults, ...p });

describe('the default run as lanes', () => {
  const d = run().chart;
  const lane = (id: string) => d.lanes.find((l) => l.id === id)!;

  it('has the four lanes, in order, on an axis to A’s write at 17 s', () => {
    expect(d.lanes.map((l) => l.name)).toEqual(['Lock service', 'Client A', 'Client B', 'Storage']);
    expect(d.end).toBe(170);
    expect(laneLayout(d, 600).reference).toBeNull();
  });

  it('shows whom the lock service gave the lock, for how long, with which token', () => {
    expect(lane('lock').spans.map((s) => [s.label, s.from, s.to, s.tone])).toEqual([
      ['A · token 1', 0, 100, 'safe'],
      ['B · token 2', 103, 105, 'safe'],
    ]);
  });

  it('shows A’s lease, its pause as a thin amber bar inside it, and its belief outlined past the lease', () => {
    expect(lane('A').spans.map((s) => [s.id, s.from, s.to, s.tone, s.style ?? 'fill', s.label])).toEqual([
      ['lease-A', 0, 100, 'safe', 'fill', undefined],
      ['pause', 20, 170, 'wait', 'thin', undefined],
      ['belief', 0, 100, 'neutral', 'outline', undefined],
      ['belief-late', 100, 170, 'neutral', 'outline', 'A still believes it holds the lock'],
    ]);
    expect(lane('A').marks.map((m) => [m.t, m.symbol, m.tone, m.label])).toEqual([
      [10, 'dot', 'neutral', 'reads 10'],
      [170, 'diamond', 'harm', "writes 11: B's update lost"],
    ]);
  });

  it('shows B waiting, then its lease and its accepted write', () => {
    expect(lane('B').spans.map((s) => [s.from, s.to, s.tone, s.style ?? 'fill', s.label])).toEqual([
      [103, 105, 'safe', 'fill', undefined],
    ]);
    expect(lane('B').marks.map((m) => [m.t, m.symbol, m.tone, m.label])).toEqual([
      [105, 'check', 'safe', 'writes 15: accepted'],
    ]);
  });

  it('shows the storage’s value at each accepted write and the highest token it has seen', () => {
    expect(lane('store').series).toMatchObject({
      kind: 'strip',
      lead: 'holds ',
      points: [
        { t: 0, value: '10' },
        { t: 105, value: '15' },
        { t: 170, value: '11' },
      ],
    });
    expect(lane('store').line?.lead).toBe('highest token seen: ');
    expect(lane('store').line?.points.map((p) => [p.t, p.value, p.level])).toEqual([[105, '2', 2]]);
  });

  it('draws the red lease line at 10 s and, across both clients, A writing without the lock as harm', () => {
    expect(d.walls).toMatchObject([{ id: 'lease-end', t: 100, tone: 'harm', label: "A's lease ends" }]);
    expect(d.brackets?.map((b) => [b.from, b.to, b.lanes, b.tone, b.label])).toEqual([
      [100, 170, ['A', 'B'], 'harm', 'A writes without the lock'],
    ]);
  });

  it('marks a short run’s axis as a share of the long runs’ 20 s', () => {
    const short = laneLayout(run({ pause: 0, bAt: 1.5 }).chart, 600);
    expect(short.axis.max).toBe(30);
    expect(short.reference?.text).toBe('3 s of the 20 s the long runs take');
  });
});

describe('every preset’s lanes, read from its run', () => {
  it.each(PRESETS)('%s', (_title, preset) => {
    const r = run(preset);
    const d = r.chart;
    const [, a, b] = d.lanes;
    const at = (kind: string, actor: string) => r.events.find((e) => e.kind === kind && e.actor === actor);
    // One mark per write, by what the storage answered (the log's next line): refused, lost an update, late but
    // harmless, or accepted.
    for (const [client, lane] of [
      ['A', a!],
      ['B', b!],
    ] as const) {
      const writes = r.events.flatMap((e, i) =>
        e.kind === 'write' && e.actor === client ? [[e, r.events[i + 1]!]] : [],
      );
      const marks = lane.marks.filter((m) => m.id?.startsWith('write-'));
      expect(marks.map((m) => m.t)).toEqual(writes.map(([w]) => w!.t));
      for (const [i, m] of marks.entries()) {
        const [write, answer] = writes[i]!;
        const lost = answer!.facts['overwrote'];
        const want =
          answer!.kind === 'store-refuse'
            ? ['refused', 'refused', 'refused']
            : lost !== ''
              ? ['diamond', 'harm', `${lost}'s update lost`]
              : write!.facts['stale'] === true
                ? ['late', 'harmless', 'late, harmless']
                : ['check', 'safe', 'accepted'];
        expect([m.symbol, m.tone, m.label]).toEqual([
          ...want.slice(0, 2),
          `writes ${write!.facts['value']}: ${want[2]}`,
        ]);
      }
    }
    // The lease line exactly when A's lease ran out; the time without the lock exactly when A acted past it.
    const expired = at('expire', 'lock');
    const aExpired = expired?.facts['client'] === 'A' ? expired.t : null;
    expect(d.walls?.map((w) => w.t)).toEqual(aExpired === null ? [] : [aExpired]);
    const acted = at('write', 'A') ?? at('check-expired', 'A');
    expect(d.brackets?.length).toBe(aExpired !== null && acted !== undefined && acted.t > aExpired ? 1 : 0);
    expect(b!.spans.some((s) => s.label === 'B waits')).toBe(at('ask-wait', 'B') !== undefined);
    expect(a!.spans.some((s) => s.id === 'pause')).toBe(at('pause', 'A') !== undefined);
    // The storage's values as it held them, and under them each highest token it came to accept.
    const accepted = r.events.filter((e) => e.kind === 'store-accept');
    const store = d.lanes.find((l) => l.id === 'store')!;
    expect(store.series?.points.map((p) => p.value)).toEqual(['10', ...accepted.map((e) => `${e.facts['value']}`)]);
    const tokens = accepted.map((e) => Number(e.facts['token']));
    const highest = [...new Set(tokens.map((_, i) => Math.max(...tokens.slice(0, i + 1))))];
    expect(store.line?.points.map((p) => p.value)).toEqual(highest.map(String));
    // Nothing the chart draws lies past its axis.
    const times = d.lanes.flatMap((l) => [...l.spans.map((s) => s.to), ...l.marks.map((m) => m.t)]);
    expect(Math.max(...times)).toBeLessThanOrEqual(d.end);
  });
});

describe('the layout’s labels', () => {
  it.each(PRESETS.flatMap(([title, p]) => [144, 300, 900].map((plot) => [title, plot, p] as const)))(
    '%s at a %i px plot: inside, clear of each other, of the symbols and of the lease line',
    (title, plot, preset) => {
      const d = run(preset).chart;
      const l = laneLayout(d, widthFor(d, plot));
      expect(l.plot).toBe(plot);
      const walls = (d.walls ?? []).map((w) => l.x(w.t));
      const crossing = l.labels
        .filter((lab) => walls.some((x) => x > lab.box.x0 + 0.5 && x < lab.box.x1 - 0.5))
        .map((lab) => `"${lab.text}" crosses the lease line`);
      expect([...untidy(l, `${title} at ${plot}`), ...crossing]).toEqual([]);
    },
  );
});
