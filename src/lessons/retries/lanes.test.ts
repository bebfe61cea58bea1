/**
 * The chart "What crossed the network" as lanes: the default run and every experiment's preset draw the messages,
 * the losses, the server's values and A's "?" the lesson describes, and over every setting on the grid the chart's
 * words stay inside the plot and clear of each other and of the symbols, from a 320 px phone's walkthrough figure
 * (144 px of plot) to a desktop (900 px).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy as untidyLayout, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';
import { captionAt } from '../../kit/index.ts';
import type { LaneChartData } from '../../kit/index.ts';

const lesson = load(
  readFileSync(new URL('../../../content/lessons/retries.yaml', import.meta.url), 'utf8'),
) as LessonData;
const runOf = (preset: Record<string, unknown>) =>
  model.simulate({ ...model.settings.defaults, ...preset } as Settings);

/** Each message as `id: label`, with "lost" where the network lost it. */
const traffic = (data: LaneChartData): string[] =>
  (data.messages ?? []).map((m) => `${m.id} ${m.from}→${m.to} at ${m.sent}: ${m.label}${m.lost ? ' (lost)' : ''}`);

describe('the chart as lanes', () => {
  it('draws the default run: the lost reply, B between the tries, the retry counted twice, "?" at 3.0 s', () => {
    const run = runOf({});
    const data = run.chart;
    expect(data.lanes.map((l) => l.name)).toEqual(['Client A', 'Server', 'Client B']);
    expect(traffic(data)).toEqual([
      'request-1 A→server at 10: add 1',
      'reply-1 server→A at 10: done: 11 (lost)',
      'b-request B→server at 20: add 5',
      'b-reply server→B at 20: done: 16',
      'request-2 A→server at 30: add 1',
      'reply-2 server→A at 30: done: 17',
    ]);
    // Messages take no time here: each arrives (or is lost) the instant it is sent.
    expect(data.messages!.every((m) => m.arrives === m.sent)).toBe(true);
    expect(data.messages!.find((m) => m.lost)?.tone).toBe('harm');
    const server = data.lanes[1]!.series!;
    expect(server.kind).toBe('strip');
    expect(server.points.map((p) => [p.t, p.value])).toEqual([
      [0, '10'],
      [10, '11'],
      [20, '16'],
      [30, '17'],
    ]);
    expect(data.lanes[0]!.marks).toEqual([expect.objectContaining({ id: 'question', t: 30, label: '?' })]);
    // The axis runs 1 s past the log's last line; the playback ends with the log.
    expect([data.end, data.scale]).toEqual([30, 40]);
    expect(captionAt(data, null)).toBe(
      'Each arrow is a message; a cross is one the network lost. A learns only what reaches its own lane.',
    );
  });

  it('names the cross in its caption only when the network loses something', () => {
    expect(captionAt(runOf({ lose: 'nothing' }).chart, null)).toBe(
      'Each arrow is a message. A learns only what reaches its own lane.',
    );
  });

  it("draws a refusal in the refusal tone, in the chart's short words, and the full words in its text alternative", () => {
    const run = runOf({ op: 'ifTen', lose: 'request', ids: true });
    const refused = run.chart.messages!.find((m) => m.id === 'reply-2');
    expect(refused).toMatchObject({ label: 'refused', tone: 'refused' });
    expect(run.chart.description).toContain('refused: the value is 15, not 10, from Server to Client A, at 3 s.');
    expect(run.chart.description).toMatch(/At 3\.0 s no reply has reached Client A \(\?\)\.$/);
    expect(run.chart.description).toContain(
      'set to 11 if it is still 10, from Client A to Server, sent at 1 s, lost at 1 s.',
    );
  });

  it.each(lesson.experiments.map((e) => [e.id, e.preset] as const))("experiment %s's preset", (_id, preset) => {
    const run = runOf(preset);
    const data = run.chart;
    const { state, series } = model.play(run.settings, true);
    const lost = preset['lose'] === 'request' ? 'request-1' : preset['lose'] === 'reply' ? 'reply-1' : null;
    expect(data.messages!.filter((m) => m.lost).map((m) => m.id)).toEqual(lost === null ? [] : [lost]);
    // A lost request has no reply; A retries (or gives up) at 3.0 s, and its "?" says no reply reached it by then.
    expect(data.messages!.some((m) => m.id === 'reply-1')).toBe(lost !== 'request-1');
    expect(data.messages!.some((m) => m.id === 'request-2')).toBe(preset['retry'] === true);
    expect(data.lanes[0]!.marks.map((m) => m.t)).toEqual(state.question === null ? [] : [30]);
    expect(data.lanes[1]!.series!.points.map((p) => p.value)).toEqual(series.server.map((v) => String(v.value)));
    expect(data.lanes[1]!.series!.points.at(-1)!.value).toBe(String(model.facts(run).valueAtEnd));
  });
});

const grid: Settings[] = [];
for (const op of ['add', 'set', 'ifTen'] as const)
  for (const lose of ['nothing', 'request', 'reply'] as const)
    for (const retry of [false, true])
      for (const ids of [false, true])
        for (let t = 0; t <= 100; t += 5) grid.push({ op, lose, retry, ids, bAt: t / 10 });

/** Every preset the lesson shows: each experiment's, and each experiment's "try this". */
const presets = lesson.experiments.flatMap((e) => [e.preset, ...(e.tryThis === undefined ? [] : [e.tryThis.preset])]);

/** Labels and ticks that leave the chart, overlap each other or a symbol, or are crowded, for these runs. */
function untidy(runs: readonly Record<string, unknown>[], plot: number): string[] {
  const bad: string[] = [];
  // The lane names are the same in every run, so one width leaves this plot in all of them.
  const width = widthFor(runOf({}).chart, plot);
  for (const preset of runs) {
    const l = laneLayout(runOf(preset).chart, width);
    const where = model.settings.toQuery({ ...model.settings.defaults, ...preset } as Settings) || 'defaults';
    if (l.plot !== plot) bad.push(`${where}: the plot is ${l.plot} px`);
    bad.push(...untidyLayout(l, where));
    // The server's values, written in its strip, stand clear of the arrows that cross it (and of their heads).
    for (const p of l.labels.filter((x) => x.id.startsWith('server-value-')))
      for (const m of l.messages) {
        const y = (p.box.y0 + p.box.y1) / 2;
        if ((y - m.y0) * (y - m.y1) > 0 || m.y0 === m.y1) continue;
        const at = m.x0 + ((m.x1 - m.x0) * (y - m.y0)) / (m.y1 - m.y0);
        if (at > p.box.x0 - 3 && at < p.box.x1 + 1)
          bad.push(`${where}: the value "${p.text}" covers the arrow ${m.id}`);
      }
  }
  return bad;
}

describe("the chart's words stay inside and clear of each other", () => {
  it.each([144, 300, 900])("for every preset, at %i px of plot (144: a 320 px phone's walkthrough figure)", (plot) => {
    expect(untidy(presets, plot)).toEqual([]);
  });

  it.each([300, 900])("for a grid of every setting, at %i px of plot (300: a phone's lab)", (plot) => {
    expect(untidy(grid, plot).slice(0, 10)).toEqual([]);
  });
});
