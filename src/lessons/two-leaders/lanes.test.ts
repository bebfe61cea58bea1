/**
 * "Who led when" as the kit's lanes: what the default run and every experiment's preset draw (each server's terms,
 * Server 1's pause, what each holds, the writes, the refusal, C's answer, the round to a majority and the lease),
 * and every label inside the plot and clear of the others at the plot widths of a 320 px phone's walkthrough figure
 * (144 px), a phone's lab (300 px) and a desktop (900 px).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { LessonData } from '../../site/lesson-data.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';
import { holdsAt } from '../../kit/index.ts';
import type { LaneChartData } from '../../kit/index.ts';

const lesson = load(
  readFileSync(new URL('../../../content/lessons/two-leaders.yaml', import.meta.url), 'utf8'),
) as LessonData;
const settingsOf = (preset: object): Settings => ({ ...model.settings.defaults, ...preset }) as Settings;
const presets: [string, Settings][] = lesson.experiments.flatMap((e) => [
  [e.id, settingsOf(e.preset)] as [string, Settings],
  ...(e.tryThis ? [[`${e.id} (try this)`, settingsOf(e.tryThis.preset)] as [string, Settings]] : []),
]);
const presetOf = (id: string): Settings => presets.find(([name]) => name === id)![1];
const lanesFor = (settings: Settings): LaneChartData => model.simulate(settings).chart;

/** Each lane's bands, as "label from–to" in tenths. */
const bands = (data: LaneChartData) =>
  data.lanes.map((lane) =>
    lane.spans.map((s) => `${s.label ?? s.id} ${s.from}–${s.to}${s.style ? ` ${s.style}` : ''}`),
  );
/** Each lane's marks, as "label @t". */
const marks = (data: LaneChartData) => data.lanes.map((lane) => lane.marks.map((m) => `${m.label} @${m.t}`));

describe('the default run, as the lesson draws it', () => {
  const data = lanesFor(model.settings.defaults as Settings);

  it('has a lane per server, on an axis to 3 s after the log', () => {
    expect(data.lanes.map((l) => l.name)).toEqual(['Server 1', 'Server 2', 'Server 3']);
    expect(data.end).toBe(170);
    expect(laneLayout(data, 600).axis.max).toBe(200);
  });

  it("shows who believes it leads, in which term, and Server 1's pause over its band", () => {
    expect(bands(data)).toEqual([
      ['leader, term 1 0–200', 'pause 20–170 hatch'],
      ['term 1 0–120', 'leader, term 2 120–200'],
      ['term 1 0–120', 'term 2 120–200'],
    ]);
    const [one, two] = data.lanes;
    expect(one!.spans.map((s) => s.tone)).toEqual(['safe', 'wait']);
    expect(two!.spans.map((s) => s.tone)).toEqual(['neutral', 'safe']);
  });

  it("marks B's write on Server 2, then C's stale answer and A's late write on Server 1", () => {
    expect(marks(data)).toEqual([['C gets 10, stale @170', '+1 → 11 @170'], ['+5 → 15 @125'], []]);
    expect(data.lanes[0]!.marks.map((m) => [m.symbol, m.tone])).toEqual([
      ['diamond', 'harm'],
      ['dot', 'safe'],
    ]);
  });

  it("says in words what each server holds over time: B's 15 replaced by 11 on every server", () => {
    expect(data.description).toMatch(
      /^Who led when, from 0 to 20\.0 s\. Server 1 believes it leads in term 1 from 0\.0 s; paused from 2\.0 s to 17\.0 s; holds 10, then 11 from 17\.0 s; C gets 10 at 17\.0 s, a stale read; A's \+1 committed at 17\.0 s, making 11\. Server 2 follows in term 1 from 0\.0 s, then believes it leads in term 2 from 12\.0 s; holds 10, then 15 from 12\.5 s, then 11 from 17\.0 s; B's \+5 committed at 12\.5 s, making 15\./,
    );
    expect(holdsAt(data, 150)).toBe('Server 1 holds 10, Servers 2 and 3 hold 15');
    expect(holdsAt(data, 170)).toBe('every server holds 11');
  });

  it('draws no round of messages and no lease when reads come from memory', () => {
    expect(data.messages).toEqual([]);
    expect(data.lanes.map((l) => l.id)).not.toContain('lease');
  });
});

describe("each experiment's preset, as the lesson draws it", () => {
  it('a short pause: one leader, both writes on Server 1, C gets 16', () => {
    const data = lanesFor(presetOf('short-pause'));
    expect(bands(data)[1]).toEqual(['term 1 0–170']);
    expect(marks(data)[0]).toEqual(['+1 → 11 @70', '+5 → 16 @125', 'C gets 16 @140']);
  });

  it('terms checked: A’s write refused on Server 1, which steps down into term 2', () => {
    const data = lanesFor(presetOf('terms'));
    expect(bands(data)[0]).toEqual(['leader, term 1 0–170', 'term 2 170–200', 'pause 20–170 hatch']);
    expect(marks(data)[0]).toEqual(['C gets 10, stale @170', '+1 refused @170']);
    expect(data.lanes[0]!.marks[1]).toMatchObject({ symbol: 'refused', tone: 'refused' });
  });

  it('a majority confirms: a round out to Servers 2 and 3, refused back, and C answered by Server 2', () => {
    const id = lesson.experiments.find((e) => e.preset['reads'] === 'majority')!.id;
    const data = lanesFor(presetOf(id));
    expect(data.messages!.map((m) => `${m.from}→${m.to} ${m.tone} @${m.sent}–${m.arrives}`)).toEqual([
      'server-1→server-2 neutral @170–170',
      'server-2→server-1 refused @170–170',
      'server-1→server-3 neutral @170–170',
      'server-3→server-1 refused @170–170',
    ]);
    expect(data.messages!.flatMap((m) => (m.label ? [m.label] : []))).toEqual(['they refuse']);
    expect(marks(data)[1]).toEqual(['+5 → 15 @125', 'C gets 15 @170']);
  });

  it("a lease on Server 1's clock: its own lane, from the pause one election timeout on, and the clock's later end", () => {
    const leaseLane = (settings: Settings) => lanesFor(settings).lanes.find((l) => l.id === 'lease');
    const lease = leaseLane(presetOf(lesson.experiments.find((e) => e.preset['reads'] === 'lease')!.id))!;
    expect(lease.name).toBe('Lease');
    expect(lease.spans.map((s) => `${s.label} ${s.from}–${s.to}`)).toEqual(["Server 1's lease 20–120"]);
    const lagged = presets.find(([, s]) => s.lag > 0)![1];
    expect(leaseLane(lagged)!.spans.map((s) => `${s.label} ${s.from}–${s.to} ${s.tone} ${s.style ?? 'fill'}`)).toEqual([
      "Server 1's lease 20–120 safe fill",
      "by Server 1's clock 20–180 harm outline",
    ]);
    expect(lanesFor(lagged).lanes[0]!.marks.map((m) => m.label)).toEqual(['C gets 10, stale', '+1 refused']);
    expect(lanesFor(lagged).description).toContain(
      "Server 1's lease runs from 2.0 s to 12.0 s. By Server 1's clock it runs to 18.0 s.",
    );
  });
});

describe('every label inside the plot and clear of the others and of the marks', () => {
  const extra: [string, Settings][] = [
    ['a short timeout with terms', settingsOf({ pause: 6, timeout: 1, terms: true })],
    ['a majority that does not check terms', settingsOf({ reads: 'majority' })],
    ['the longest pause and clock miss', settingsOf({ pause: 60, timeout: 30, terms: true, reads: 'lease', lag: 10 })],
    ['no pause', settingsOf({ pause: 0 })],
  ];
  const runs: [string, Settings][] = [['the default run', model.settings.defaults as Settings], ...presets, ...extra];
  it.each(runs)('%s', (_name, settings) => {
    const data = lanesFor(settings);
    // Every drawn item has its own id, which a test finds it by (data-id, data-label).
    const ids = [...data.lanes.flatMap((l) => [...l.spans, ...l.marks]), ...(data.messages ?? [])].map((i) => i.id);
    expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
    for (const plot of [144, 300, 900])
      expect(untidy(laneLayout(data, widthFor(data, plot)), `at ${plot} px`)).toEqual([]);
  });
});
