/** The chart's layout: every label inside the plot and clear of the others, and marks where the run puts them. */
import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/lost-update/index.ts';
import type { Settings } from '../../../src/sim/lost-update/index.ts';
import { describeChart } from './alt.ts';
import { layout } from './layout.ts';

const presets: Partial<Settings>[] = [
  {},
  { bAt: 3.5 },
  { aWork: 0.3 },
  { aWork: 0.3, bAt: 1.2 },
  { method: 'atomic' },
  { method: 'cas' },
  { method: 'lock' },
  { method: 'lock', bAt: 0 },
  { method: 'cas', aWork: 0, bAt: 0 },
  { aWork: 5, bAt: 6 },
  { method: 'lock', aWork: 5, bAt: 0.5 },
];
const run = (p: Partial<Settings>) => model.simulate({ ...model.settings.defaults, ...p });
const overlap = (a: { x0: number; x1: number; y0: number; y1: number }, b: typeof a): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('the chart’s labels', () => {
  it.each(presets.flatMap((p) => [220, 260, 330, 460, 700].map((w) => [JSON.stringify(p), w, p] as const)))(
    '%s at %i px: inside the plot, none overlapping another',
    (_name, width, p) => {
      const l = layout(run(p), width, null);
      for (const lab of l.labels) {
        expect(lab.box.x0, lab.id).toBeGreaterThanOrEqual(0);
        expect(lab.box.x1, lab.id).toBeLessThanOrEqual(width + 0.5);
      }
      const boxes = l.labels.map((lab) => lab.box);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${l.labels[i]?.id}`).toBe(false);
      if (width >= 330) expect(l.labels.filter((lab) => lab.crowded).map((lab) => lab.id)).toEqual([]);
    },
  );
});

describe('what the chart draws', () => {
  it('the default run: both windows, the overlap between 1.5 s and 2.5 s, and A’s write marked as replacing B’s', () => {
    const l = layout(run({}), 500, null);
    expect(l.bars).toHaveLength(2);
    expect(l.bands).toHaveLength(1);
    const band = l.bands[0]!;
    const barB = l.bars.find((b) => b.client === 'B')!;
    expect([band.x, band.width]).toEqual([barB.x, barB.width]);
    expect(l.marks.filter((m) => m.kind === 'overwrite').map((m) => m.client)).toEqual(['A']);
    expect(l.labels.map((x) => x.text)).toContain('writes 11');
  });

  it('cas: the refusal on A’s lane; lock: the wait on B’s lane; atomic: no windows', () => {
    const cas = layout(run({ method: 'cas' }), 500, null);
    expect(cas.marks.filter((m) => m.kind === 'refused').map((m) => m.client)).toEqual(['A']);
    const lock = layout(run({ method: 'lock' }), 500, null);
    expect(lock.waits).toHaveLength(1);
    expect(lock.waits[0]!.y).toBe(lock.bars.find((b) => b.client === 'B')!.y + 7);
    expect(lock.bands).toEqual([]);
    const atomic = layout(run({ method: 'atomic' }), 500, null);
    expect([atomic.bars.length, atomic.marks.map((m) => m.kind)]).toEqual([0, ['add', 'add']]);
  });

  it('draws nothing of the future during playback', () => {
    const l = layout(run({}), 500, 12);
    expect(l.marks.map((m) => [m.client, m.kind])).toEqual([['A', 'read']]);
    expect(l.bands).toEqual([]);
    expect(l.labels.map((x) => x.text)).toEqual(['reads 10', 'holds 10']);
  });

  it('says in words what it draws', () => {
    expect(describeChart(run({}))).toBe(
      "Who read and wrote what, when, from 0 to 4 s. Client A reads 10 at 1.0 s and writes 11 at 3.0 s, over the other client's update. Client B reads 10 at 1.5 s and writes 15 at 2.5 s. The two windows overlap from 1.5 s to 2.5 s. The counter holds 10 at the start, then 15 from 2.5 s, then 11 from 3.0 s.",
    );
    expect(describeChart(run({ method: 'lock' }))).toContain(
      'Client B waits for the lock from 1.5 s to 3.0 s (1.5 s), then reads 11 at 3.0 s and writes 16 at 4.0 s.',
    );
    expect(describeChart(run({ method: 'cas' }))).toContain(
      'Client A reads 10 at 1.0 s; its "set to 11 if it is still 10" at 3.0 s is refused, then reads 15 at 3.0 s and writes 16 at 5.0 s.',
    );
  });
});
