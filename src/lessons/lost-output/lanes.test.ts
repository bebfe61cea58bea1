/**
 * "The program, its buffer and the kernel" as the kit's lanes: what the default run and the experiments draw (the
 * Program's life and prints, the Buffer's count, each write() to the Kernel, the end as a wall by its cause, the lines
 * lost), always on 0 to 12 s; the text alternative; and every label tidy for every buffering, ending and a sweep of
 * signal times and buffer sizes at plot widths of 144, 300 and 900 px.
 */
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import { laneLayout } from '../../../components/sim-kit/lane-chart.ts';
import { captionAt, holdsAt } from '../../kit/index.ts';
import type { LaneChartData } from '../../kit/index.ts';
import { untidy, widthFor } from '../../../components/sim-kit/testing/lane-tidy.ts';

const settingsOf = (preset: Partial<Settings>): Settings => ({ ...model.settings.defaults, ...preset });
const lanesFor = (preset: Partial<Settings> = {}): LaneChartData => model.simulate(settingsOf(preset)).chart;
const strip = (data: LaneChartData, id: string) =>
  data.lanes.find((l) => l.id === id)?.series?.points.map((p) => `${p.value}@${p.t}`) ?? [];
const marksOf = (data: LaneChartData, id: string) =>
  data.lanes.find((l) => l.id === id)!.marks.map((m) => `${m.label}@${m.t}`);
const messages = (data: LaneChartData) => (data.messages ?? []).map((m) => `${m.from}→${m.to} ${m.label}@${m.sent}`);

describe('the default run, as the lesson draws it', () => {
  const data = lanesFor();

  it('has the lanes Program, Buffer and Kernel on an axis to 12 s', () => {
    expect(data.lanes.map((l) => l.name)).toEqual(['Program', 'Buffer', 'Kernel']);
    expect(data.scale).toBe(120);
  });

  it('draws six prints, the first and last numbered, the running band to the kill, and the kill as a wall by its cause', () => {
    expect(marksOf(data, 'program')).toEqual(['line 1@10', '@20', '@30', '@40', '@50', 'line 6@60']);
    expect(data.lanes[0]!.spans.map((s) => `${s.id} ${s.from}–${s.to}`)).toEqual(['running 0–65']);
    expect(data.walls).toEqual([{ id: 'end', t: 65, tone: 'harm', label: 'SIGKILL: killed', short: ['SIGKILL'] }]);
  });

  it('counts the lines waiting, the write() of lines 1 to 4, the lines lost, and what the kernel keeps', () => {
    expect(strip(data, 'buffer')).toEqual([
      'empty@0',
      '1 waiting@10',
      '2 waiting@20',
      '3 waiting@30',
      'empty@40',
      '1 waiting@50',
      '2 waiting@60',
      'gone@65',
    ]);
    expect(messages(data)).toEqual(['buffer→kernel 1–4@40']);
    expect(marksOf(data, 'buffer')).toEqual(['lost: 5, 6@65']);
    expect(data.lanes[2]!.spans.map((s) => `${s.from}–${s.to}`)).toEqual(['40–65']);
    expect(strip(data, 'kernel')).toEqual(['keeps 4 lines@65']);
  });

  it('says the same in words', () => {
    expect(model.simulate(settingsOf({})).chart.description).toBe(
      'The program, its buffer and the kernel, from 0 to 12 s. The program printed 6 lines, one a second from 1.0 s. ' +
        'It ended at 6.5 s by SIGKILL: killed. write() calls: lines 1 to 4 at 4.0 s. The kernel keeps 4 lines after ' +
        'the end. lines 5 and 6 were lost in the buffer.',
    );
  });

  it('says under the playback what waits and what the kernel keeps', () => {
    const { chart } = model.simulate(settingsOf({}));
    expect([holdsAt(chart, 35), holdsAt(chart, 60), holdsAt(chart, 100)]).toEqual([
      '3 waiting in the buffer, 0 kept by the kernel',
      '2 waiting in the buffer, 4 kept by the kernel',
      'the process has ended; the kernel keeps 4 of 6 lines printed',
    ]);
  });
});

describe('the other experiments', () => {
  it('no buffer: each write() goes from the Program straight to the Kernel, and the Buffer lane is empty', () => {
    const data = lanesFor({ buffering: 'none' });
    expect(messages(data)).toEqual([1, 2, 3, 4, 5, 6].map((k) => `program→kernel ${k}@${k * 10}`));
    expect(data.lanes[1]!.series).toBeUndefined();
    expect(data.lanes[1]!.marks).toEqual([]);
  });

  it('in a terminal: each line passes through the Buffer and out at once', () => {
    const data = lanesFor({ buffering: 'line', ending: 'exit' });
    expect(messages(data)).toHaveLength(10);
    expect(strip(data, 'buffer')).toEqual(['empty@0', 'gone@100']);
    expect(data.walls?.[0]?.label).toBe('exit()');
  });

  it('a handled SIGTERM: its diamond, the hatched shutdown, and exit() at 8.5 s flushing lines 5 and 6', () => {
    const data = lanesFor({ ending: 'handled' });
    expect(marksOf(data, 'program')[0]).toBe('SIGTERM: shutting down@65');
    expect(data.lanes[0]!.spans.map((s) => `${s.label ?? s.id} ${s.from}–${s.to} ${s.style ?? 'fill'}`)).toEqual([
      'running 0–65 fill',
      'stopping 65–85 hatch',
    ]);
    expect(messages(data).at(-1)).toBe('buffer→kernel 5, 6@85');
  });
});

describe('the caption', () => {
  const captionFor = (preset: Partial<Settings>, drawnTo: number | null = null): string =>
    captionAt(model.simulate(settingsOf(preset)).chart, drawnTo) ?? '';
  const BUFFER = "Buffer: a line that climbs a step for each line waiting in the program's memory";
  const WRITES = 'and drops at each write(), drawn as an arrow down to the Kernel with the lines it carries.';

  it('names only the marks the default run draws, each once it is drawn', () => {
    expect(captionFor({}, 0)).toBe(`From 0 to 12 s. Program: the process's life as a band. ${BUFFER}.`);
    expect(captionFor({}, 45)).toBe(
      `From 0 to 12 s. Program: the process's life as a band, each print a dot, one a second (the first and the last numbered). ${BUFFER} ${WRITES} Kernel: a band while lines arrive.`,
    );
    expect(captionFor({})).toBe(
      `From 0 to 12 s. Program: the process's life as a band, each print a dot, one a second (the first and the last numbered). ${BUFFER} ${WRITES} Lines still waiting when the process is killed are crossed out as lost. Kernel: a band while lines arrive, then the lines it keeps after the end. The dashed line through every lane is the end, labelled with its cause.`,
    );
  });

  it('names the SIGTERM diamond only when handled and drawn, and lost lines only when there are some', () => {
    const sigterm = 'and a handled SIGTERM a diamond with its shutdown hatched';
    expect(captionFor({ ending: 'handled' })).toContain(`numbered), ${sigterm}. `);
    expect(captionFor({ ending: 'handled' })).not.toContain('crossed out');
    expect(captionFor({ ending: 'handled' }, 60)).not.toContain('SIGTERM');
    expect(captionFor({ ending: 'handled', grace: 1 })).toContain('crossed out as lost');
    for (const ending of ['kill', 'term', 'exit'] as const) expect(captionFor({ ending })).not.toContain('SIGTERM');
    expect(captionFor({ ending: 'exit' })).not.toContain('crossed out');
  });

  it('names the buffer only when there is one, and the arrows only once a write() is drawn', () => {
    // A buffer of 10 lines never fills before the kill at 6.5 s: no write(), no band in the Kernel, six lines lost.
    expect(captionFor({ bufferLines: 10 })).toBe(
      `From 0 to 12 s. Program: the process's life as a band, each print a dot, one a second (the first and the last numbered). ${BUFFER}. Lines still waiting when the process is killed are crossed out as lost. Kernel: the lines it keeps after the end. The dashed line through every lane is the end, labelled with its cause.`,
    );
    expect(captionFor({ buffering: 'none' }, 0)).toBe(
      "From 0 to 12 s. Program: the process's life as a band. Buffer: none.",
    );
    expect(captionFor({ buffering: 'none' })).toContain(
      'Buffer: none. Each write() is drawn as an arrow straight from the Program down to the Kernel with the lines it carries.',
    );
    expect(captionFor({ buffering: 'none' })).not.toMatch(/climbs|crossed out/);
  });

  it.each(
    (['line', 'block', 'none'] as const).flatMap((buffering) =>
      (['exit', 'kill', 'term', 'handled'] as const).map((ending) => [buffering, ending] as const),
    ),
  )('%s buffering, %s: before the run, no outcome told', (buffering, ending) => {
    const caption = captionFor({ buffering, ending }, 0);
    expect(caption).not.toMatch(/SIGTERM|write\(\)|lost|Kernel|end/);
    expect(caption).toBe(captionFor({ buffering, ending: 'kill', signalAt: 10 }, 0));
  });
});

describe('every label tidy', () => {
  const presets: Partial<Settings>[] = [];
  for (const buffering of ['line', 'block', 'none'] as const)
    for (const ending of ['exit', 'kill', 'term', 'handled'] as const)
      for (const signalAt of [0, 0.5, 4, 6.5, 9.5, 10])
        for (const bufferLines of buffering === 'block' ? [1, 2, 3, 4, 10] : [4])
          presets.push({ buffering, ending, signalAt, bufferLines, grace: ending === 'handled' ? 1 : 30 });

  it.each([144, 300, 900])(
    'at %i px of plot, for every buffering and ending and a sweep of times and sizes',
    (plot) => {
      for (const preset of presets) {
        const data = lanesFor(preset);
        expect(untidy(laneLayout(data, widthFor(data, plot)), `${JSON.stringify(preset)} at ${plot} px`)).toEqual([]);
      }
    },
  );
});
