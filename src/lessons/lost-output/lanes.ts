/** The chart "The program, its buffer and the kernel" (lesson spec, Part 1) as the kit's lanes, from the end state. */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSeries, LaneSpan, SeriesPoint } from '../../kit/index.ts';
import type { State } from './rules.ts';
import { ACTOR_NAMES, CHART_CAPTION as C, CHART_TITLE, CHART_WORDS as W, linesLabel, linesText } from './texts.ts';

/** The chart's axis: 0 to 12 s, whatever the run (tenths). */
export const AXIS_END = 120;

/** What the mapping reads: the state at the end, with its end settled, and the buffer's count over time. */
interface Ended extends State {
  end: NonNullable<State['end']>;
  /** The buffer's count from each moment on, the last change at each instant only. */
  counts: readonly { t: number; count: number }[];
  arrived: number;
}

/** The Program's lane: running, then shutting down (hatched), its prints and a handled SIGTERM. */
function programLane(run: Ended): Lane {
  const stopAt = run.stoppingAt ?? run.end.t;
  // The life is the band itself: unlabelled, it leaves its row to the prints' numbers and the shutdown's words.
  const spans: LaneSpan[] = stopAt > 0 ? [{ id: 'running', from: 0, to: stopAt, tone: 'neutral' }] : [];
  // The signal first: where room is short its label is placed before the prints' numbers.
  const marks: LaneMark[] = [];
  if (run.stoppingAt !== null) {
    spans.push({ id: 'stopping', from: run.stoppingAt, to: run.end.t, tone: 'wait', style: 'hatch' });
    marks.push({
      id: 'sigterm',
      t: run.stoppingAt,
      symbol: 'diamond',
      tone: 'wait',
      // The shutdown's words ride on the signal that starts it: a span's label is the first to crowd on a phone.
      label: `SIGTERM: ${W.stopping}`,
      short: ['SIGTERM', 'TERM'],
      prefer: 'end',
    });
  }
  // A row of like dots, one a second: the first and the last are numbered ("line 1", "line 6"), the ones between
  // drawn alone, since ten numbers 12 px apart would crowd a 320 px phone. The write() arrows and the lost mark name
  // every line they carry.
  const last = run.prints.length;
  for (const { t, line } of run.prints) {
    const label = line === 1 || line === last ? { label: W.line(line), short: [String(line)] } : { label: '' };
    marks.push({ id: `print-${line}`, t, symbol: 'dot', tone: 'neutral', ...label });
  }
  return { id: 'program', name: ACTOR_NAMES.program, spans, marks };
}

/** The Buffer's lane: the count waiting from each change on, gone at the end; the lines a kill took, crossed. */
function bufferLane(run: Ended): Lane {
  const marks: LaneMark[] =
    run.lost.length === 0
      ? []
      : [{ id: 'lost', t: run.end.t, symbol: 'cross', tone: 'harm', label: W.lost(run.lost), short: ['lost'] }];
  if (run.s.buffering === 'none') return { id: 'buffer', name: ACTOR_NAMES.buffer, spans: [], marks };
  const before = run.counts.filter((p) => p.t < run.end.t);
  const points = [
    ...before.map((p) => ({
      t: p.t,
      value: W.waiting(p.count),
      level: p.count,
      tone: p.count > 0 ? ('wait' as const) : ('neutral' as const),
    })),
    { t: run.end.t, value: W.gone, level: 0, tone: 'neutral' as const },
  ];
  // A step line whose height is the count: it climbs a step with each print and drops at each write(). Unlabelled:
  // the counts change every second (12 px at 320 px), so words would crowd the lane; the line under the playback and
  // the text alternative say them. Each repeat of the value before it is left out.
  const series: LaneSeries = {
    kind: 'step',
    unlabelled: true,
    points: points.filter((p, i) => points[i - 1]?.value !== p.value),
  };
  return { id: 'buffer', name: ACTOR_NAMES.buffer, spans: [], marks, series };
}

/**
 * The Kernel's lane: an unlabelled band while lines arrive (each write()'s arrow names its lines: a label inside the
 * band would sit between arrows a second apart), then the lines it keeps after the process is gone.
 */
function kernelLane(run: Ended): Lane {
  const first = run.writes[0]?.t;
  const { arrived } = run;
  const spans: LaneSpan[] =
    first !== undefined && first < run.end.t ? [{ id: 'holding', from: first, to: run.end.t, tone: 'safe' }] : [];
  const series: LaneSeries = {
    kind: 'strip',
    points: [{ t: run.end.t, value: W.kept(arrived), short: String(arrived), tone: arrived > 0 ? 'safe' : 'neutral' }],
  };
  return { id: 'kernel', name: ACTOR_NAMES.kernel, spans, marks: [], series };
}

/**
 * The caption, a sentence (or part of one) per kind of mark, only where and from when the run draws it, so a setup's
 * caption tells no outcome.
 */
function captionOf(run: Ended): CaptionPart[] {
  const end = run.end.t;
  const firstPrint = run.prints[0]?.t;
  const firstWrite = run.writes[0]?.t;
  // The Program's band runs until the end or a handled SIGTERM, when that is after 0 (programLane). Without it, the
  // process ended or began its shutdown at 0, before any print.
  const life = (run.stoppingAt ?? end) > 0;
  const program: CaptionPart[] = [
    ...(life ? [{ text: C.life }] : []),
    ...(firstPrint === undefined ? [] : [{ text: `, ${C.prints}`, from: firstPrint }]),
    ...(run.stoppingAt === null ? [] : [{ text: `${life ? ', and ' : ''}${C.sigterm}`, from: run.stoppingAt }]),
  ];
  const buffered = run.s.buffering !== 'none';
  // The kernel's band runs from the first write() to the end, when that write() comes before the end (kernelLane).
  const band = firstWrite !== undefined && firstWrite < end;
  return [
    { text: C.axis },
    ...(program.length === 0 ? [] : [{ text: ` ${C.program} ` }, ...program, { text: '.' }]),
    { text: ` ${buffered ? C.buffer : C.noBuffer}` },
    ...(firstWrite === undefined ? [] : [{ text: ` ${buffered ? C.drops : C.direct}`, from: firstWrite }]),
    ...(buffered ? [{ text: '.' }] : []),
    ...(run.lost.length > 0 ? [{ text: ` ${C.lost}`, from: end }] : []),
    ...(band
      ? [
          { text: ` ${C.kernel} ${C.arriving}`, from: firstWrite },
          { text: `, then ${C.kept}`, from: end },
          { text: '.', from: firstWrite },
        ]
      : [{ text: ` ${C.kernel} ${C.kept}.`, from: end }]),
    { text: ` ${C.end}`, from: end },
  ];
}

/** The chart in words, the same story as the picture: the text alternative. */
function describe(run: Ended): string {
  const { arrived, end } = run;
  const printed = run.prints.length;
  const writes =
    run.writes.length === 0
      ? 'No write() call reached the kernel.'
      : `write() calls: ${run.writes.map((w) => `${linesText(w.lines)} at ${formatTime(w.t)}`).join('; ')}.`;
  const stop = run.stoppingAt === null ? '' : ` SIGTERM at ${formatTime(run.stoppingAt)} started a shutdown.`;
  const lost = run.lost.length === 0 ? 'No line was lost.' : `${linesText(run.lost)} were lost in the buffer.`;
  return (
    `${CHART_TITLE}, from 0 to 12 s. The program printed ${printed} ${printed === 1 ? 'line' : 'lines'}, one a ` +
    `second from 1.0 s.${stop} It ended at ${formatTime(end.t)} by ${W.end[end.cause]}. ${writes} The kernel keeps ` +
    `${arrived} ${arrived === 1 ? 'line' : 'lines'} after the end. ${lost}`
  );
}

/** What the buffer and the kernel hold from each moment on (from the start, each change, the end), in words. */
function holdsOf(run: Ended): { t: number; value: string }[] {
  const kept = (t: number): number => run.writes.filter((w) => w.t <= t).reduce((n, w) => n + w.lines.length, 0);
  const before = [0, ...run.counts.map((p) => p.t), ...run.writes.map((w) => w.t)].filter((t) => t < run.end.t);
  return [...new Set(before)]
    .sort((a, b) => a - b)
    .map((t) => {
      const waiting = run.counts.filter((p) => p.t <= t).at(-1)?.count ?? 0;
      return { t, value: `${waiting} waiting in the buffer, ${kept(t)} kept by the kernel` };
    })
    .concat({
      t: run.end.t,
      value: `the process has ended; the kernel keeps ${kept(run.end.t)} of ${run.prints.length} lines printed`,
    });
}

/** The run as the kit's lanes: the end state, the buffer's count after each change, the facts named, the run's end. */
export function lanes(
  p: State,
  buffer: readonly SeriesPoint<number>[],
  facts: { arrived: number },
  last: number,
): LaneChartData {
  const run: Ended = {
    ...p,
    arrived: facts.arrived,
    // Every run ends: by exit() at 10.0 s at the latest, or by a signal.
    end: p.end ?? { t: 0, cause: 'exit' },
    // A value that changes at moments: the last change at each instant counts.
    counts: buffer.filter((b, i) => buffer[i + 1]?.t !== b.t).map((b) => ({ t: b.t, count: b.value })),
  };
  const from = run.s.buffering === 'none' ? 'program' : 'buffer';
  return {
    end: last,
    scale: AXIS_END,
    lanes: [programLane(run), bufferLane(run), kernelLane(run)],
    messages: run.writes.map((w, i) => ({
      id: `write-${i + 1}`,
      from,
      to: 'kernel',
      sent: w.t,
      arrives: w.t,
      tone: 'safe',
      label: linesLabel(w.lines),
    })),
    walls: [
      {
        id: 'end',
        t: run.end.t,
        tone: run.end.cause === 'exit' ? 'safe' : 'harm',
        label: W.end[run.end.cause],
        short: [W.endShort[run.end.cause]],
      },
    ],
    caption: captionOf(run),
    description: describe(run),
    holds: holdsOf(run),
  };
}
