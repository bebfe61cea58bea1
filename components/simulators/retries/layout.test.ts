/** The chart's layout over every setting on the grid and a range of widths: nothing overlaps, nothing leaves the plot. */
import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/retries/index.ts';
import type { Settings } from '../../../src/sim/retries/index.ts';
import { describeChart } from './alt.ts';
import { CROSS, layout, textWidth } from './layout.ts';

const grid: Settings[] = [];
for (const op of ['add', 'set', 'ifTen'] as const)
  for (const lose of ['nothing', 'request', 'reply'] as const)
    for (const retry of [false, true])
      for (const ids of [false, true]) for (let t = 0; t <= 100; t++) grid.push({ op, lose, retry, ids, bAt: t / 10 });

/** Plot widths: a 320 px phone leaves about 190 px beside the lane names; a desktop about 640. */
const WIDTHS = [180, 240, 320, 640, 900];

const apart = (a: { left: number; right: number }, b: { left: number; right: number }): boolean =>
  a.right <= b.left + 1e-6 || b.right <= a.left + 1e-6;

describe('the chart "What crossed the network"', () => {
  it('draws the default run: six arrows, one lost and stopping halfway, four values, "?" at 3.0 s', () => {
    const run = model.simulate(model.settings.defaults);
    const l = layout(run, 400);
    expect(l.arrows).toHaveLength(6);
    const lost = l.arrows.filter((a) => a.lost);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.y2).toBe((l.lanes.serverTop + l.lanes.A) / 2);
    expect(l.badges.map((b) => b.text)).toEqual(['10', '11', '16', '17']);
    expect(l.question).toMatchObject({ x: 300 });
    expect(l.axis.ticks.map((t) => t.text)).toEqual(['0 s', '1 s', '2 s', '3 s', '4 s']);
  });

  it.each(WIDTHS)('at %i px, for all 3,636 settings: labels, values and ticks stay inside and apart', (width) => {
    const bad: string[] = [];
    for (const s of grid) {
      const l = layout(model.simulate(s), width);
      const where = model.settings.toQuery(s) || 'defaults';
      for (const label of l.labels) {
        if (label.left < 0 || label.right > width) bad.push(`${where}: label "${label.text}" leaves the plot`);
        if (label.right - label.left < textWidth(label.text) - 1e-6)
          bad.push(`${where}: label "${label.text}" squeezed`);
      }
      for (const a of l.arrows.filter((x) => x.lost)) {
        const cross = { left: a.x - CROSS, right: a.x + CROSS };
        for (const label of l.labels.filter((x) => x.party === a.party)) {
          const level = label.y + 3 >= a.y2 - CROSS && label.y - 11 <= a.y2 + CROSS;
          if (level && !apart(label, cross)) bad.push(`${where}: label "${label.text}" covers a cross`);
        }
      }
      const bands = [l.labels.filter((x) => x.party === 'A'), l.labels.filter((x) => x.party === 'B')];
      for (const band of bands)
        band.forEach((a, i) =>
          band.slice(i + 1).forEach((b) => {
            if (a.row === b.row && !apart(a, b)) bad.push(`${where}: labels "${a.text}" and "${b.text}" overlap`);
          }),
        );
      const spans = l.badges.map((b) => ({ left: b.cx - b.width / 2, right: b.cx + b.width / 2 }));
      spans.forEach((a, i) => {
        if (a.left < 0 || a.right > width) bad.push(`${where}: a value leaves the plot`);
        const next = spans[i + 1];
        if (next && !apart(a, next)) bad.push(`${where}: values overlap`);
      });
      const ticks = l.axis.ticks.map((t) => {
        const w = textWidth(t.text);
        const left = t.anchor === 'start' ? t.x : t.anchor === 'end' ? t.x - w : t.x - w / 2;
        return { left, right: left + w };
      });
      ticks.forEach((a, i) => {
        if (a.left < 0 || a.right > width) bad.push(`${where}: tick leaves the plot`);
        const next = ticks[i + 1];
        if (next && !apart(a, next)) bad.push(`${where}: ticks overlap`);
      });
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

describe('the chart in words', () => {
  it.each(WIDTHS)('at %i px, a request and its reply at one instant keep their labels on their own sides', (width) => {
    const swapped: string[] = [];
    for (const s of grid) {
      const { labels } = layout(model.simulate(s), width);
      for (const a of labels)
        for (const b of labels)
          // The request is sent first (its log line comes first). Swapped is the request's label on the right and the
          // reply's on the left; both on one side is allowed where the plot's edge leaves no room on the other.
          if (a.party === b.party && a.t === b.t && a.event < b.event && a.anchor === 'start' && b.anchor === 'end')
            swapped.push(`${model.settings.toQuery(s) || 'defaults'}: "${a.text}" and "${b.text}"`);
    }
    expect(swapped.slice(0, 5)).toEqual([]);
  });

  it('reads the default run in order', () => {
    expect(describeChart(model.simulate(model.settings.defaults))).toBe(
      'What crossed the network, from 0 to 4.0 s. 1.0 s: Client A sends "add 1" to the server. 1.0 s: The server replies "done: 11" to Client A; the network loses it. 2.0 s: Client B sends "add 5" to the server. 2.0 s: The server replies "done: 16" to Client B. 3.0 s: no reply has reached Client A (?). 3.0 s: Client A sends "add 1" to the server. 3.0 s: The server replies "done: 17" to Client A. The server\'s value: 10 at the start, 11 at 1.0 s, 16 at 2.0 s, 17 at 3.0 s.',
    );
  });

  it('says "?" even when nothing is sent at 3.0 s (A gives up)', () => {
    const text = describeChart(model.simulate({ ...model.settings.defaults, retry: false }));
    expect(text).toContain('3.0 s: no reply has reached Client A (?).');
  });
});
