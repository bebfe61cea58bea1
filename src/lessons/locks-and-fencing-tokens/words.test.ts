import { describe, expect, it } from 'vitest';
import { captionAt } from '../../kit/index.ts';
import { model } from './model.ts';
import { CHART_CAPTION } from './lanes.ts';

const run = (change: Record<string, number | boolean> = {}) =>
  model.simulate({ ...model.settings.defaults, ...change } as typeof model.settings.defaults).chart;
const summaryOf = (chart: ReturnType<typeof run>) => chart.description;
const captionOf = (chart: ReturnType<typeof run>) => captionAt(chart, null);

describe("the chart's text alternative", () => {
  it("says how each hold ended: B releases the lock, A's lease runs out", () => {
    const text = summaryOf(run());
    expect(text).toContain('Client B holds the lock with token 2 from 10.3 s and releases it at 10.5 s');
    expect(text).toContain('Client A holds the lock with token 1 from 0.0 s until its lease ends at 10.0 s');
  });

  it('says that A released the lock when it wrote within its lease', () => {
    expect(summaryOf(run({ pause: 0, bAt: 1.5 }))).toContain(
      'Client A holds the lock with token 1 from 0.0 s and releases it at 2.0 s',
    );
  });
});

describe("the chart's caption", () => {
  it('reads as the spec gives it for the default run', () => {
    expect(captionOf(run())).toBe(CHART_CAPTION);
  });

  it('names no amber bar and no red line in a run that draws neither', () => {
    expect(captionOf(run({ pause: 0, bAt: 1.5 }))).toBe('Green is the lease.');
  });

  it('names the amber bar but no red line when A wakes inside its lease', () => {
    expect(captionOf(run({ pause: 1, bAt: 1.5 }))).toBe('Green is the lease. Amber is A paused.');
  });
});
