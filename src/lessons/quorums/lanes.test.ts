/**
 * "The write, the acknowledgements and the read" as the kit's lanes: what the default run and each experiment's
 * preset draw (A's lane, a strip per replica, B's lane, the write and acknowledgements, "done", the read and its
 * answers), the text alternative, and every label inside the plot and clear of the others and of the marks for every
 * N, W, R, slow count and a few telling read times, at plot widths of 144, 300 and 900 px.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';
import type { LaneChartData } from '../../kit/index.ts';

const lesson = load(
  readFileSync(new URL('../../../content/lessons/quorums.yaml', import.meta.url), 'utf8'),
) as LessonData;
const settingsOf = (preset: object): Settings => ({ ...model.settings.defaults, ...preset }) as Settings;
const lanesFor = (preset: object): LaneChartData => model.simulate(settingsOf(preset)).chart;

/** Each lane's marks, as "label @t". */
const marks = (data: LaneChartData) => data.lanes.map((lane) => lane.marks.map((m) => `${m.label} @${m.t}`));
/** Each replica's strip, as "value@t". */
const strips = (data: LaneChartData) =>
  data.lanes.flatMap((lane) => (lane.series ? [lane.series.points.map((p) => `${p.value}@${p.t}`)] : []));
/** The messages, as "kind from→to sent–arrives tone". */
const messages = (data: LaneChartData) =>
  (data.messages ?? []).map((m) => `${m.id} ${m.from}→${m.to} ${m.sent}–${m.arrives} ${m.tone}`);

describe('the default run, as the lesson draws it', () => {
  const data = lanesFor({});

  it("has Client A's lane, a lane per replica with its value as a strip (the slow one late), and Client B's", () => {
    expect(data.lanes.map((l) => l.name)).toEqual(['Client A', 'Replica 1', 'Replica 2', 'Replica 3', 'Client B']);
    expect(strips(data)).toEqual([
      ['10@0', '15@11'],
      ['10@0', '15@11'],
      ['10 (slow)@0', '15@60'],
    ]);
    expect(data.lanes[1]!.series).toMatchObject({ kind: 'strip', inside: true });
  });

  it('sends 15 at 1 s, is done at the second acknowledgement, and B reads a stale 10 from the slow replica', () => {
    expect(marks(data)).toEqual([
      ['sends 15 @10', 'done @12'],
      [],
      [],
      ['answers 10, stale @20'],
      ['reads 10: stale @20'],
    ]);
    expect(data.lanes[4]!.marks[0]).toMatchObject({ symbol: 'diamond', tone: 'harm' });
    expect(messages(data)).toEqual([
      'write-1 a→replica-1 10–11 neutral',
      'write-2 a→replica-2 10–11 neutral',
      'ack-1 replica-1→a 11–12 safe',
      'ack-2 replica-2→a 11–12 safe',
      'ask-3 b→replica-3 20–20 neutral',
      'answer-3 replica-3→b 20–20 harm',
      'write-3 a→replica-3 10–60 neutral',
      'ack-3 replica-3→a 60–61 safe',
    ]);
  });

  it('ends where the log does, on an axis a little past it', () => {
    const run = model.simulate(settingsOf({}));
    expect(data.end).toBe(run.end);
    expect(laneLayout(data, 600).axis.max).toBe(80);
  });

  it('says in words what it draws', () => {
    expect(data.description).toBe(
      'The write, the acknowledgements and the read. From 0 to 8.0 s. Replica 1 holds 10, then 15 from 1.1 s; Replica 2 holds 10, then 15 from 1.1 s; Replica 3 ' +
        '(slow) holds 10, then 15 from 6.0 s. Client A sends 15 to every replica at 1.0 s; each acknowledgement ' +
        'reaches A 0.1 s after its replica stores it, and A is told "done" at 1.2 s. At 2.0 s Client B asks 1 of ' +
        'them: Replica 3 answers 10, stale. B reads 10, a stale read.',
    );
  });
});

describe("each experiment's preset, as the lesson draws it", () => {
  const presetOf = (id: string) => lesson.experiments.find((e) => e.id === id)!.preset;

  it('reading from two: one answer 15, one stale 10, and B reads 15', () => {
    const data = lanesFor(presetOf('ask-two'));
    expect(
      marks(data)
        .flat()
        .filter((m) => m.startsWith('answers') || m.startsWith('reads')),
    ).toEqual(['answers 15 @20', 'answers 10 @20', 'reads 15 @20']);
    expect(data.lanes.at(-1)!.marks[0]).toMatchObject({ tone: 'safe' });
  });

  it('waiting for every replica: done only at the slow one, so a read before it is not done yet', () => {
    const data = lanesFor(presetOf('wait-for-everyone'));
    expect(marks(data)[0]).toEqual(['sends 15 @10', 'done @61']);
    expect(marks(data).at(-1)).toEqual(['reads 10: not done yet @20']);
    expect(data.lanes.at(-1)!.marks[0]).toMatchObject({ tone: 'wait' });
  });

  it('a later read: the slow replica answers 15', () => {
    const data = lanesFor(presetOf('later-is-fine'));
    expect(marks(data).at(-1)).toEqual(['reads 15 @70']);
  });
});

/**
 * Every W, R and slow count of three replicas, read at a few telling times (before the write, while it spreads,
 * after each replica holds it); of four and five, a fixed sample of about 120 each (all of them, 4,400 runs at three
 * widths, took 19 s of the unit suite's minute; 250 each, 14 s of a file's time).
 */
const READ_TIMES = [0, 1.1, 2, 6, 10];
const SAMPLE = 120;
const runs: [string, Settings][] = [3, 4, 5].flatMap((n) => {
  const out: [string, Settings][] = [];
  for (let w = 1; w <= n; w++)
    for (let r = 1; r <= n; r++)
      for (let slow = 0; slow < n; slow++)
        for (const readAt of READ_TIMES)
          out.push([`n${n} w${w} r${r} slow${slow} at ${readAt}`, { n, w, r, slow, readAt }]);
  if (n === 3) return out;
  // Every k-th, with k prime to the read times' count, so each read time is drawn with every kind of quorum.
  let k = Math.ceil(out.length / SAMPLE);
  while (k % READ_TIMES.length === 0) k += 1;
  return out.filter((_, i) => i % k === 0);
});
describe('every label inside the plot and clear of the others and of the marks', () => {
  it.each([144, 300, 900])('at %i px, for every N, W, R and slow count', (plot) => {
    for (const [name, settings] of runs) {
      const data = model.simulate(settings).chart;
      // Every drawn item has its own id, which a test finds it by (data-id, data-label).
      const ids = [...data.lanes.flatMap((l) => [...l.spans, ...l.marks]), ...(data.messages ?? [])].map((i) => i.id);
      expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
      expect(untidy(laneLayout(data, widthFor(data, plot)), `${name} at ${plot} px`)).toEqual([]);
    }
  });
});
