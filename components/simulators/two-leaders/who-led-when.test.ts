import { describe, expect, it } from 'vitest';
import { model } from '../../../src/sim/two-leaders/index.ts';
import { barLabel, chartText, heldAt, spread, textWidth, ticksOf } from './who-led-when.ts';

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
    expect(spread([100, 100], 20, 300)).toEqual([100, 120]);
    expect(spread([300, 300], 20, 300)).toEqual([270, 290]);
    expect(spread([0, 150], 20, 300)).toEqual([10, 150]);
    expect(spread([], 20, 300)).toEqual([]);
  });

  it('labels a bar as long as it fits, then shorter, then not at all', () => {
    const leader = { from: 0, to: 10, role: 'leader' as const, term: 2 };
    expect(barLabel(leader, 200)).toBe('leader, term 2');
    expect(barLabel(leader, textWidth('term 2'))).toBe('term 2');
    expect(barLabel(leader, 10)).toBe('');
    expect(barLabel({ ...leader, role: 'follower' }, 200)).toBe('term 2');
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
