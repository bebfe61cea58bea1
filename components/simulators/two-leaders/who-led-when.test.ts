import { describe, expect, it } from 'vitest';
import { model, simulate } from '../../../src/sim/two-leaders/index.ts';
import type { Settings } from '../../../src/sim/two-leaders/index.ts';
import {
  bracketText,
  chartText,
  heldAt,
  leaseOf,
  placeLabels,
  roundsOf,
  spread,
  textWidth,
  ticksOf,
} from './who-led-when.ts';

const { settings } = model;

describe('the chart "Who led when"', () => {
  it('ticks at a round step, at most five intervals, never past the axis end', () => {
    expect(ticksOf(200)).toEqual([0, 50, 100, 150, 200]);
    expect(ticksOf(235)).toEqual([0, 50, 100, 150, 200]);
    expect(ticksOf(650)).toEqual([0, 150, 300, 450, 600]);
    for (let end = 30; end <= 900; end += 7) {
      const ticks = ticksOf(end);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)).toBeLessThanOrEqual(end);
    }
  });

  it('spreads marks at one instant apart, in log order, and keeps them inside the chart', () => {
    expect(spread([100, 100], 20, 10, 290)).toEqual([100, 120]);
    expect(spread([300, 300], 20, 10, 290)).toEqual([270, 290]);
    expect(spread([0, 150], 20, 10, 290)).toEqual([10, 150]);
    expect(spread([], 20, 10, 290)).toEqual([]);
    // A gutter on the left does not pull marks on the right back: bounds are separate.
    expect(spread([222], 20, 76, 250)).toEqual([222]);
  });

  it('labels bars as long as they fit, spilling or moving over rather than clipping', () => {
    const bar = (role: 'leader' | 'follower', term: number) => ({ from: 0, to: 1, role, term });
    // Wide bars: full labels at their starts.
    expect(
      placeLabels(
        [
          { bar: bar('follower', 1), left: 66, right: 366 },
          { bar: bar('leader', 2), left: 366, right: 566 },
        ],
        66,
        576,
      ),
    ).toEqual([
      { text: 'term 1', x: 66 },
      { text: 'leader, term 2', x: 366 },
    ]);
    // A short last bar: its label moves left to end at the chart's edge.
    const [, last] = placeLabels(
      [
        { bar: bar('leader', 1), left: 66, right: 222 },
        { bar: bar('follower', 2), left: 222, right: 250 },
      ],
      66,
      260,
    );
    expect(last).toEqual({ text: 'term 2', x: 260 - textWidth('term 2') });
    // A short first bar: its label spills into the next one, which moves right.
    const [first, second] = placeLabels(
      [
        { bar: bar('follower', 1), left: 66, right: 110 },
        { bar: bar('leader', 2), left: 110, right: 320 },
      ],
      66,
      330,
    );
    expect(first).toEqual({ text: 'term 1', x: 66 });
    expect(second).toEqual({ text: 'leader, term 2', x: 66 + textWidth('term 1') + 6 });
    // No room at all: no label.
    expect(placeLabels([{ bar: bar('leader', 1), left: 66, right: 70 }], 66, 72)).toEqual([{ text: '', x: 66 }]);
  });

  it('reads the default run as text, lane by lane', () => {
    expect(chartText(model.simulate(model.settings.defaults))).toEqual([
      "Server 1 believes it leads in term 1 from 0.0 s; paused from 2.0 s to 17.0 s; holds 10, then 11 from 17.0 s; C gets 10 at 17.0 s, a stale read; A's +1 committed at 17.0 s, making 11.",
      "Server 2 follows in term 1 from 0.0 s, then believes it leads in term 2 from 12.0 s; holds 10, then 15 from 12.5 s, then 11 from 17.0 s; B's +5 committed at 12.5 s, making 15.",
      'Server 3 follows in term 1 from 0.0 s, then follows in term 2 from 12.0 s; holds 10, then 15 from 12.5 s, then 11 from 17.0 s.',
    ]);
  });
});

describe('the line under playback', () => {
  it('says what the servers hold at each moment of the default run', () => {
    const run = model.simulate(model.settings.defaults);
    expect([0, 124, 125, 169, 170].map((t) => heldAt(run, t))).toEqual([
      'every server holds 10',
      'every server holds 10',
      'Server 1 holds 10, Servers 2 and 3 hold 15',
      'Server 1 holds 10, Servers 2 and 3 hold 15',
      'every server holds 11',
    ]);
  });
});

describe('the mechanisms of experiments 4 to 6', () => {
  const exp = (change: Partial<Settings>) => simulate({ ...settings.defaults, ...change } as Settings);
  it('draws a round of messages when Server 1 asks a majority (4, 5), and none when it reads from memory (3, 6)', () => {
    const base = { pause: 15, timeout: 10, terms: true, lag: 0 } as const;
    expect(roundsOf(exp({ ...base, reads: 'majority' }))).toEqual([{ t: 170, refused: true }]);
    expect(roundsOf(exp({ ...base, reads: 'lease' }))).toEqual([{ t: 170, refused: true }]);
    expect(roundsOf(exp({ ...base, reads: 'memory' }))).toEqual([]);
    expect(roundsOf(exp({ ...base, reads: 'lease', lag: 6 }))).toEqual([]);
  });

  it("brackets Server 1's lease from the heartbeat before its pause, and its clock's lease 6 s later", () => {
    expect(leaseOf(exp({ pause: 15, timeout: 10, terms: true, reads: 'lease', lag: 0 }))).toEqual({
      from: 20,
      to: 120,
      clockTo: null,
    });
    expect(leaseOf(exp({ pause: 15, timeout: 10, terms: true, reads: 'lease', lag: 6 }))).toEqual({
      from: 20,
      to: 120,
      clockTo: 180,
    });
    expect(leaseOf(exp({ pause: 15, reads: 'majority' }))).toBeNull();
  });

  it('fits bracket words inside the bracket, or falls back to the shortest', () => {
    expect(bracketText(["Server 1's lease", 'lease'], 0, 400)).toBe("Server 1's lease");
    expect(bracketText(["Server 1's lease", 'lease'], 0, 60)).toBe('lease');
    expect(bracketText(["Server 1's lease", 'lease'], 0, 10)).toBe('lease');
  });
});
