/**
 * The chart's words stay inside the plot and clear of each other, for every experiment of the lesson and a few
 * other settings, from a 320 px phone's walkthrough figure (200 px wide, 130 px of plot) to a desktop.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy } from '../../../components/sim-kit/testing/lane-tidy.ts';
import { captionAt } from '../../kit/index.ts';

const data = load(
  readFileSync(new URL('../../../content/lessons/snapshots-and-logs.yaml', import.meta.url), 'utf8'),
) as LessonData;
const runs: [string, Record<string, number | string>][] = [
  ...data.experiments.flatMap((e) => [
    [e.id, e.preset] as [string, Record<string, number | string>],
    ...(e.tryThis === undefined
      ? []
      : [[`${e.id}, try this`, e.tryThis.preset] as [string, Record<string, number | string>]]),
  ]),
  ['the defaults', {}],
  ['a crash at 0 s', { crashAt: 0 }],
  ['the latest crash, with a log', { persist: 'log', crashAt: 20 }],
  ['the latest crash, both, every second', { persist: 'both', snapEvery: 1, crashAt: 20 }],
  ['a crash on a snapshot', { persist: 'both', snapEvery: 2, crashAt: 10 }],
  ['no snapshot before the crash', { persist: 'both', snapEvery: 10, crashAt: 9.9 }],
  // Every mode and interval at a few crash times: an early one, one on a snapshot, one just after, and the last.
  ...(['none', 'snapshots', 'log', 'both'] as const).flatMap((persist) =>
    [1, 2, 3, 4, 5, 7, 10].flatMap((snapEvery) =>
      [0.6, 12, 12.4, 17.7, 20].map(
        (crashAt) =>
          [`${persist}, every ${snapEvery} s, crash at ${crashAt} s`, { persist, snapEvery, crashAt }] as [
            string,
            Record<string, number | string>,
          ],
      ),
    ),
  ),
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

describe('the chart reads the run', () => {
  const lanes = (preset: Record<string, number | string>) =>
    model.simulate({ ...model.settings.defaults, ...preset }).chart;

  it('shows the Snapshot file lane only with snapshots and the Log lane only with a log, on a 24 s axis', () => {
    const names = (p: Record<string, string>) => lanes(p).lanes.map((l) => l.name);
    expect(names({ persist: 'none' })).toEqual(['Clients', 'Memory']);
    expect(names({ persist: 'snapshots' })).toEqual(['Clients', 'Memory', 'Snapshot file']);
    expect(names({ persist: 'log' })).toEqual(['Clients', 'Memory', 'Log']);
    expect(names({ persist: 'both' })).toEqual(['Clients', 'Memory', 'Snapshot file', 'Log']);
    expect(lanes({ persist: 'log', crashAt: 20 }).scale).toBe(240);
  });

  it('marks every OK, the crash as a wall, and the replay as a band from the restart to the return', () => {
    const data = lanes({ persist: 'log', crashAt: 19.3 });
    expect(data.lanes[0]!.marks.length).toBe(19);
    expect(data.lanes[0]!.marks.at(-1)!.label).toBe('19 OKs');
    expect(data.walls).toEqual([{ id: 'crash', t: 193, tone: 'harm', label: 'crash' }]);
    const replay = data.lanes.find((l) => l.id === 'log')!.spans[0]!;
    expect([replay.from, replay.to, replay.label]).toEqual([203, 222, 'replays 19']);
  });

  it('labels each snapshot with its value, and empties the log at each one with both', () => {
    const data = lanes({ persist: 'both', crashAt: 19.3 });
    expect(data.lanes.find((l) => l.id === 'snapshot')!.marks.map((m) => [m.t, m.label])).toEqual([
      [50, '5'],
      [100, '10'],
      [150, '15'],
    ]);
    const log = data.lanes.find((l) => l.id === 'log')!.series!.points;
    expect(log.filter((p) => p.value === '0').map((p) => p.t)).toEqual([0, 50, 100, 150]);
  });
});

describe('the caption', () => {
  const caption = (preset: Record<string, number | string>, drawnTo: number | null = null) =>
    captionAt(model.simulate({ ...model.settings.defaults, ...preset }).chart, drawnTo);
  const OKS = 'Each check on the Clients lane is an OK for one increment.';
  const GONE = 'The line on the Memory lane is the counter, gone from the crash to the restart.';
  const REPLAY = 'After the restart the counter climbs one entry at a time: a longer log, a later return.';

  it('names only the marks the default run draws, each once it is drawn', () => {
    expect(caption({}, 0)).toBe('The line on the Memory lane is the counter.');
    expect(caption({}, 60)).toBe(`${OKS} The line on the Memory lane is the counter.`);
    // Nothing saved: no diamond, no log, no replay.
    expect(caption({})).toBe(`${OKS} ${GONE}`);
  });

  it('names diamonds once a snapshot is drawn, the gap once the crash is, and the replay once the restart is', () => {
    expect(caption({ persist: 'snapshots' }, 49)).not.toContain('Diamonds');
    expect(caption({ persist: 'snapshots' }, 50)).toContain('Diamonds are snapshots, each with the value it saved.');
    // No snapshot before a crash at 3.0 s, with one every 5 s.
    expect(caption({ persist: 'snapshots', crashAt: 3 })).toBe(`${OKS} ${GONE}`);
    expect(caption({ persist: 'log' }, 72)).not.toMatch(/gone|restart/);
    expect(caption({ persist: 'log' }, 82)).toBe(`${OKS} ${GONE} The Log lane counts the entries on disk.`);
    expect(caption({ persist: 'log' }, 83)).toBe(`${OKS} ${GONE} The Log lane counts the entries on disk. ${REPLAY}`);
    expect(caption({ persist: 'both' })).toBe(
      `${OKS} ${GONE} Diamonds are snapshots, each with the value it saved; the Log lane counts the entries on disk. ${REPLAY}`,
    );
    expect(caption({ crashAt: 0 }, 0)).toBe(GONE);
    // A crash before the first increment: no OK, and an empty log has nothing to replay.
    expect(caption({ persist: 'log', crashAt: 0.2 })).toBe(
      'The line on the Memory lane is the counter, gone from the crash to the restart. The Log lane counts the entries on disk.',
    );
  });

  // A crash at 0 s is drawn at 0 s, its gap with it (named in the caption then): every other run's crash is later.
  it.each(runs.filter(([, preset]) => preset.crashAt !== 0))('%s: before the run, no outcome told', (_name, preset) => {
    const text = caption(preset, 0);
    expect(text).not.toMatch(/check|gone|Diamonds|restart/);
    expect(text).toBe(caption({ persist: preset.persist ?? 'none', crashAt: 20 }, 0));
  });
});
