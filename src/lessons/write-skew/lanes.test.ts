/**
 * The chart's words stay inside the plot and clear of each other, for every experiment of the lesson and a few
 * other settings, from a 320 px phone's walkthrough figure (200 px wide, 130 px of plot) to a desktop.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { captionAt, holdsAt } from '../../kit/index.ts';
import { model } from './model.ts';
import { CHART_TITLE } from './texts.ts';
import type { Run } from './model.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy } from '../../../components/sim-kit/testing/lane-tidy.ts';

/** The caption of a run drawn up to `drawnTo` (tenths; the whole run without it). */
const captionOf = (run: Run, drawnTo: number | null = null) => captionAt(run.chart, drawnTo);

const data = load(
  readFileSync(new URL('../../../content/lessons/write-skew.yaml', import.meta.url), 'utf8'),
) as LessonData;
type Preset = Record<string, string | number | boolean>;
const runs: [string, Preset][] = [
  ...data.experiments.flatMap((e): [string, Preset][] => [
    [e.id, e.preset as Preset],
    ...(e.tryThis ? [[`${e.id}, try this`, e.tryThis.preset as Preset] as [string, Preset]] : []),
  ]),
  ['the defaults', {}],
  ['Bob first, with the lock', { bobAt: 0, forUpdate: true }],
  ['Bob at the same instant, serializable', { bobAt: 1, level: 'serializable' }],
  ['Bob last', { bobAt: 6, onCall: 3 }],
];

describe("the chart's words stay inside the chart and clear of each other", () => {
  it.each(runs)('%s', (name, preset) => {
    const run = model.simulate({ ...model.settings.defaults, ...preset });
    for (const width of [200, 390, 900]) {
      // The kit's one check of a tidy chart: inside it, clear of each other and of the marks, none crowded.
      expect(untidy(laneLayout(run.chart, width), `${name} at ${width}`)).toEqual([]);
    }
  });
});

describe('the text alternative says what the chart shows', () => {
  it('for the default run', () => {
    expect(model.simulate(model.settings.defaults).chart.description).toBe(
      `${CHART_TITLE}. ` +
        "Alice's transaction reads 2 on call at 1.0 s, sets its row off call at 2.0 s and commits at 3.0 s. Bob's transaction reads 2 on call at 1.5 s, sets its row off call at 2.5 s and commits at 3.5 s. Alice's row is on call until 3.0 s, then off; Bob's row is on call until 3.5 s, then off; Carol's row is off call throughout. On call: 2 from 0.0 s, 1 from 3.0 s, 0 from 3.5 s.",
    );
  });

  it('for a wait, an abort and a retry', () => {
    const run = model.simulate({ ...model.settings.defaults, level: 'snapshot', forUpdate: true });
    expect(run.chart.description).toContain(
      "Bob's transaction begins at 1.5 s; waits for the other's locks from 1.5 s to 3.0 s; then it is aborted: \"could not serialize access due to concurrent update\". Bob's retry reads 1 on call at 3.5 s, stays on call and commits at 5.5 s.",
    );
  });
});

describe('the caption', () => {
  const sim = (preset: Preset) => model.simulate({ ...model.settings.defaults, ...preset });
  const START =
    "The top two lanes are the transactions. Each bar runs from its read, with the count it saw, to its end. Below, each doctor's row as committed, on call or off. The last lane counts who is on call.";

  it('names only the marks the default run draws, each once it is drawn', () => {
    const run = sim({});
    expect(captionOf(run, 0)).toBe(START);
    // Both have written off call by 2.5 s; neither has committed.
    expect(captionOf(run, 25)).toBe(
      'The top two lanes are the transactions. Each bar runs from its read, with the count it saw, to its end. A diamond "off" is where it sets its own row off call. Below, each doctor\'s row as committed, on call or off; a dashed outline is an off-call write not yet committed. The last lane counts who is on call.',
    );
    // Two commits and no abort, wait or retry: no cross, no band, no second bar, no "stays".
    expect(captionOf(run)).toBe(
      'The top two lanes are the transactions. Each bar runs from its read, with the count it saw, to its commit (a tick). A diamond "off" is where it sets its own row off call. Below, each doctor\'s row as committed, on call or off; a dashed outline is an off-call write not yet committed. The last lane counts who is on call.',
    );
  });

  it('names the cross, the wait band, the retry and "stays" only in a run that draws them', () => {
    // Snapshot with the lock: Bob waits, is aborted, and his retry stays on call.
    const waited = sim({ level: 'snapshot', forUpdate: true });
    expect(captionOf(waited)).toBe(
      'The top two lanes are the transactions. Each bar runs from its read, with the count it saw, to its commit (a tick) or its abort (a cross). A diamond "off" is where it sets its own row off call; a dot "stays" is where it writes nothing. A thin band before a bar is a wait for the other\'s locks, and a second bar is a retry. Below, each doctor\'s row as committed, on call or off; a dashed outline is an off-call write not yet committed. The last lane counts who is on call.',
    );
    // Serializable: an abort and a retry, with no wait.
    const retried = captionOf(sim({ level: 'serializable' }));
    expect(retried).toContain('to its commit (a tick) or its abort (a cross).');
    expect(retried).toContain(' A second bar is a retry. ');
    expect(retried).not.toContain('thin band');
    // The lock alone: a wait, no abort, no retry.
    const locked = captionOf(sim({ forUpdate: true }));
    expect(locked).toContain(" A thin band before a bar is a wait for the other's locks. ");
    expect(locked).not.toMatch(/cross|retry/);
    // No retry: the abort, and no second bar.
    const once = captionOf(sim({ level: 'serializable', retry: false }));
    expect(once).toContain('its abort (a cross)');
    expect(once).not.toContain('retry');
  });

  it.each(runs)('%s: before the run, no outcome told', (_name, preset) => {
    expect(captionOf(sim(preset), 0)).toBe(START);
  });
});

describe('the line under playback', () => {
  it('says how many are on call, as committed, at each moment', () => {
    const { chart } = model.simulate(model.settings.defaults);
    expect([0, 29, 30, 34, 35, 60].map((t) => holdsAt(chart, t))).toEqual([
      '2 doctors on call, as committed',
      '2 doctors on call, as committed',
      '1 doctor on call, as committed',
      '1 doctor on call, as committed',
      '0 doctors on call, as committed',
      '0 doctors on call, as committed',
    ]);
  });
});
