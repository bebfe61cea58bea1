/**
 * The chart "The program, its buffer and the kernel", mapped once from the state at the end to the kit's lanes, always
 * 0 to 12 s (lesson spec, Part 1): Program (its life as a band, numbered prints, a handled SIGTERM and its hatched
 * shutdown), Buffer (the lines waiting as a count, and the lines a kill took marked lost) and Kernel (the lines it
 * keeps, to the end of the axis). Each write() is a message to the Kernel with its line numbers, from the Buffer, or
 * from the Program when there is no buffer; the end is a wall labelled with its cause. With the caption, the text
 * alternative and what the buffer and the kernel hold at each moment. Pure: the kit's `LaneChart` draws it.
 */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSeries, LaneSpan, SeriesPoint } from '../../kit/index.ts';
import type { State } from './rules.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, CHART_CAPTION as C, CHART_TITLE, CHART_WORDS as W, linesText } from './texts.ts';

/** The chart's axis: 0 to 12 s, whatever the run (tenths). */
export const AXIS_END = 120;

/** What the mapping reads: the state at the end, with its end settled, and the buffer's count over time. */
interface Ended extends State {
  end: NonNullable<State['end']>;
  /** The buffer's count from each moment on, the last change at each instant only. */
  counts: readonly { t: number; count: number }[];
  printed: number;
  arrived: number;
}

/** A strip's points with each repeat of the value before it left out. */
function changesOnly<T extends { value: string }>(points: readonly T[]): T[] {
  return points.filter((p, i) => points[i - 1]?.value !== p.value);
}

/** The Program's lane: running, then shutting down (hatched), its prints and a handled SIGTERM. */
function programLane(run: Ended): Lane {
  const stopAt = run.stoppingAt ?? run.end.t;
  // A row of like dots, one a second: the first and the last are numbered ("line 1", "line 6"), the ones between
  // drawn alone, since ten numbers 12 px apart would crowd a 320 px phone. The write() arrows and the lost mark name
  // every line they carry.
  const last = run.prints.length;
  const prints: LaneMark[] = run.prints.map((p) => ({
    id: `print-${p.line}`,
    t: p.t,
    symbol: 'dot',
    tone: 'neutral',
    ...(p.line === 1 || p.line === last ? { label: W.line(p.line), short: [String(p.line)] } : { label: '' }),
  }));
  const sigterm: LaneMark[] =
    run.stoppingAt === null
      ? []
      : [
          {
            id: 'sigterm',
            t: run.stoppingAt,
            symbol: 'diamond',
            tone: 'wait',
            // The shutdown's words ride on the signal that starts it: a span's label is the first to crowd on a phone.
            label: `SIGTERM: ${W.stopping}`,
            short: ['SIGTERM', 'TERM'],
            prefer: 'end',
          },
        ];
  return {
    id: 'program',
    name: ACTOR_NAMES.program,
    spans: [
      // The life is the band itself: unlabelled, it leaves its row to the prints' numbers and the shutdown's words.
      ...(stopAt > 0 ? [{ id: 'running', from: 0, to: stopAt, tone: 'neutral' as const }] : []),
      ...(run.stoppingAt === null
        ? []
        : [
            {
              id: 'stopping',
              from: run.stoppingAt,
              to: run.end.t,
              tone: 'wait' as const,
              style: 'hatch' as const,
            },
          ]),
    ],
    // The signal first: where room is short its label is placed before the prints' numbers.
    marks: [...sigterm, ...prints],
  };
}

/** The Buffer's lane: the count waiting from each change on, gone at the end; the lines a kill took, crossed. */
function bufferLane(run: Ended, s: Settings): Lane {
  const lost: LaneMark[] =
    run.lost.length === 0
      ? []
      : [{ id: 'lost', t: run.end.t, symbol: 'cross', tone: 'harm', label: W.lost(run.lost), short: ['lost'] }];
  const before = run.counts.filter((p) => p.t < run.end.t);
  const series: LaneSeries | undefined =
    s.buffering === 'none'
      ? undefined
      : {
          // A step line whose height is the count: it climbs a step with each print and drops at each write().
          // Unlabelled: the counts change every second (12 px at 320 px), so words would crowd the lane; the line
          // under the playback and the text alternative say them.
          kind: 'step',
          unlabelled: true,
          points: changesOnly([
            ...before.map((p) => ({
              t: p.t,
              value: W.waiting(p.count),
              level: p.count,
              tone: p.count > 0 ? ('wait' as const) : ('neutral' as const),
            })),
            { t: run.end.t, value: W.gone, level: 0, tone: 'neutral' as const },
          ]),
        };
  return { id: 'buffer', name: ACTOR_NAMES.buffer, spans: [], marks: lost, ...(series ? { series } : {}) };
}

/**
 * The Kernel's lane: a band from the first write() to the end while lines arrive (each arrival is a write()'s arrow,
 * labelled with its lines: a label inside the band would have to sit between arrows a second apart), then, from the
 * end on, the lines it keeps after the process is gone.
 */
function kernelLane(run: Ended): Lane {
  const first = run.writes[0]?.t;
  const { arrived } = run;
  const spans: LaneSpan[] =
    first !== undefined && first < run.end.t ? [{ id: 'holding', from: first, to: run.end.t, tone: 'safe' }] : [];
  const kept = {
    t: run.end.t,
    value: W.kept(arrived),
    short: String(arrived),
    tone: arrived > 0 ? 'safe' : 'neutral',
  } as const;
  return { id: 'kernel', name: ACTOR_NAMES.kernel, spans, marks: [], series: { kind: 'strip', points: [kept] } };
}

/**
 * The caption's parts: a sentence (or a part of one) for each kind of mark (the prints, a handled SIGTERM, the
 * buffer's line, a write(), lines lost, the kernel's band and what it keeps, the end) only where the run draws it,
 * each said from the moment it is drawn, so a setup's caption tells no outcome.
 */
function captionOf(run: Ended, s: Settings): CaptionPart[] {
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
  const buffered = s.buffering !== 'none';
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
  const { printed, arrived, end } = run;
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
      value: `the process has ended; the kernel keeps ${kept(run.end.t)} of ${run.printed} lines printed`,
    });
}

/**
 * The run as the kit's lanes on an axis from 0 to 12 s: the state at the end (`p`), the buffer's count after each
 * change, the facts the lanes name, and the kit's run's end.
 */
export function lanes(
  p: State,
  buffer: readonly SeriesPoint<number>[],
  facts: { printed: number; arrived: number },
  last: number,
  s: Settings,
): LaneChartData {
  const run: Ended = {
    ...p,
    printed: facts.printed,
    arrived: facts.arrived,
    // Every run ends: by exit() at 10.0 s at the latest, or by a signal.
    end: p.end ?? { t: 0, cause: 'exit' },
    // A value that changes at moments: the last change at each instant counts.
    counts: buffer.filter((b, i) => buffer[i + 1]?.t !== b.t).map((b) => ({ t: b.t, count: b.value })),
  };
  const from = s.buffering === 'none' ? 'program' : 'buffer';
  return {
    end: last,
    scale: AXIS_END,
    lanes: [programLane(run), bufferLane(run, s), kernelLane(run)],
    messages: run.writes.map((w, i) => ({
      id: `write-${i + 1}`,
      from,
      to: 'kernel',
      sent: w.t,
      arrives: w.t,
      tone: 'safe',
      label: w.lines.length > 2 ? `${w.lines[0]}–${w.lines.at(-1)}` : w.lines.join(', '),
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
    caption: captionOf(run, s),
    description: describe(run),
    holds: holdsOf(run),
  };
}
