/**
 * Every lesson's chart, held to the kit's one rule of legibility: every label and tick inside the chart and clear of
 * the others, of the marks' symbols and of the handles' grips, and every drawn item with its own id (a test finds it
 * by data-id): the default run and every experiment's preset in a figure whose plot is 144 px (a 320 px phone's
 * walkthrough figure), 300 px (a phone's lab) and 900 px (a desktop), and a fixed sample of settings drawn from the
 * lesson's descriptor at 300 and 900 px (the lab, where a reader can choose them). One table, no hand list: a new lesson's view is held to it the moment
 * its folder has one. The browser's twin is the lesson suite's chart check (e2e/lesson.spec.ts).
 */
import fc from 'fast-check';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { SettingValue } from '../kit/index.ts';
import { settingsOf } from '../kit/testing/settings.ts';
import type { LessonData } from '../site/lesson-data.ts';
import { laneLayout } from '../../components/sim-kit/lane-chart.ts';
import { untidy, widthFor } from '../../components/sim-kit/testing/lane-tidy.ts';
import { offeredChartOf } from '../../components/sim-kit/view.ts';
import { LESSONS } from './registry.ts';

/** Random settings per lesson, on top of its presets: enough to meet each setting's edges, few enough to stay quick. */
const SAMPLE = 60;
const WIDTHS = [144, 300, 900];
/** Below this plot width only the lesson's own runs (default and presets) are held: there the lab is not shown. */
const LAB_PLOT = 300;

const texts = import.meta.glob<string>('../../content/lessons/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const lessons = Object.entries(LESSONS).map(([id, view]) => {
  const text = texts[`../../content/lessons/${id}.yaml`];
  const data = text === undefined ? undefined : (load(text) as LessonData);
  const presets = (data?.experiments ?? []).map((e) => [`experiment "${e.id}"`, e.preset ?? {}] as const);
  const sample = fc
    .sample(settingsOf(view.model), { numRuns: SAMPLE, seed: 20261206 })
    .map((s, i) => [`sample ${i} ${JSON.stringify(s)}`, s] as const);
  return [id, view, [['the default run', {}] as const, ...presets], sample] as const;
});

describe.each(lessons)('%s: its chart', (_id, view, own, sample) => {
  it.each(WIDTHS)('every label inside and clear, every item its own id, at %i px of plot', (plot) => {
    const problems: string[] = [];
    const runOf = (preset: Record<string, SettingValue>) =>
      view.model.simulate(view.model.settings.normalise({ ...view.model.settings.defaults, ...preset }).settings);
    // The figure is as wide as the lesson's widest lane names leave `plot` px beside them: on a page its width is
    // fixed, and a run with shorter names has more plot.
    const width = Math.max(...own.map(([, preset]) => widthFor(offeredChartOf(view, runOf(preset)), plot)));
    for (const [name, preset] of plot < LAB_PLOT ? own : [...own, ...sample]) {
      // As the lab and the walkthrough's figure lay it out: clear of the grips of the handles they offer.
      const data = offeredChartOf(view, runOf(preset as Record<string, SettingValue>));
      const ids = [
        ...data.lanes.flatMap((l) => [...l.spans, ...l.marks]),
        ...(data.messages ?? []),
        ...(data.brackets ?? []),
        ...(data.walls ?? []),
      ]
        .map((item) => item.id)
        .filter((id) => id !== undefined);
      if (new Set(ids).size !== ids.length) problems.push(`${name}: two drawn items share an id`);
      problems.push(...untidy(laneLayout(data, width), `${name} at ${plot} px`));
    }
    expect(problems).toEqual([]);
  });
});
