/** The chart "The program, its buffer and the kernel" (lesson spec, Part 1) as the kit's lanes, from the end state. */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSeries, LaneSpan, SeriesPoint } from '../../kit/index.ts';
import type { State } from './rules.ts';
import { ACTOR_NAMES, CHART_CAPTION as C, CHART_TITLE, CHART_WORDS as W, linesLabel, linesText } from './texts.ts';

/** The state with its end settled, the lines that arrived, and the buffer's count at each change before the end. */
type Ended = State & { end: NonNullable<State['end']>; arrived: number; counts: readonly SeriesPoint<number>[] };
type Point = LaneSeries['points'][number];

/** The Program's lane: running, then shutting down (hatched), its prints and a handled SIGTERM. */
function programLane(run: Ended): Lane {
  const stop = run.stoppingAt;
  const to = stop ?? run.end.t;
  // The life is the band itself: unlabelled, it leaves its row to the prints' numbers and the shutdown's words.
  const spans: LaneSpan[] = to > 0 ? [{ id: 'running', from: 0, to, tone: 'neutral' }] : [];
  // The signal first: where room is short its label is placed before the prints' numbers.
  const marks: LaneMark[] = [];
  if (stop !== null) {
    spans.push({ id: 'stopping', from: stop, to: run.end.t, tone: 'wait', style: 'hatch' });
    // The shutdown's words ride on the signal that starts it: a span's label is the first to crowd on a phone.
    marks.push({ id: 'sigterm', t: stop, symbol: 'diamond', tone: 'wait', prefer: 'end', ...W.sigterm });
  }
  // Only the first and last dots numbered: ten numbers 12 px apart crowd a 320 px phone, and the arrows name each line.
  const last = run.prints.length;
  for (const { t, line } of run.prints) {
    const label = line === 1 || line === last ? { label: W.line(line), short: [String(line)] } : { label: '' };
    marks.push({ id: `print-${line}`, t, symbol: 'dot', tone: 'neutral', ...label });
  }
  return { id: 'program', name: ACTOR_NAMES.program, spans, marks };
}

/** A point of the Buffer's step line: the count waiting, or other words for it ("gone" at the end). */
function step(t: number, n: number, value = W.waiting(n)): Point {
  return { t, value, level: n, tone: n > 0 ? 'wait' : 'neutral' };
}

/** The Buffer's lane: the count waiting from each change on, gone at the end; the lines a kill took, crossed. */
function bufferLane(run: Ended): Lane {
  const { t } = run.end;
  const lost: LaneMark = { id: 'lost', t, symbol: 'cross', tone: 'harm', label: W.lost(run.lost), short: ['lost'] };
  const lane: Lane = { id: 'buffer', name: ACTOR_NAMES.buffer, spans: [], marks: run.lost.length > 0 ? [lost] : [] };
  if (run.s.buffering === 'none') return lane;
  // Unlabelled: the count changes every second (12 px at 320 px); the playback's line and the text alternative say it.
  const changes = run.counts.filter((c, i) => c.value !== run.counts[i - 1]?.value);
  const points = [...changes.map((c) => step(c.t, c.value)), step(t, 0, W.gone)];
  return { ...lane, series: { kind: 'step', unlabelled: true, points } };
}

/** The Kernel's lane: a band while lines arrive (unlabelled: arrows a second apart name them), then what it keeps. */
function kernelLane(run: Ended): Lane {
  const { arrived } = run;
  const { t } = run.end;
  const from = run.writes[0]?.t;
  const spans: LaneSpan[] = from !== undefined && from < t ? [{ id: 'holding', from, to: t, tone: 'safe' }] : [];
  const kept: Point = { t, value: W.kept(arrived), short: String(arrived), tone: arrived > 0 ? 'safe' : 'neutral' };
  return { id: 'kernel', name: ACTOR_NAMES.kernel, spans, marks: [], series: { kind: 'strip', points: [kept] } };
}

/** The caption, a part per kind of mark, only where and from when the run draws it: a setup's tells no outcome. */
function captionOf(run: Ended, program: Lane, kernel: Lane): CaptionPart[] {
  const [end, firstPrint, firstWrite] = [run.end.t, run.prints[0]?.t, run.writes[0]?.t];
  const life = program.spans[0]?.id === 'running';
  const ofProgram: CaptionPart[] = [
    ...(life ? [{ text: C.life }] : []),
    ...(firstPrint === undefined ? [] : [{ text: `, ${C.prints}`, from: firstPrint }]),
    ...(run.stoppingAt === null ? [] : [{ text: `${life ? ', and ' : ''}${C.sigterm}`, from: run.stoppingAt }]),
  ];
  const buffered = run.s.buffering !== 'none';
  const band = firstWrite !== undefined && kernel.spans.length > 0;
  return [
    { text: C.axis },
    ...(ofProgram.length === 0 ? [] : [{ text: ` ${C.program} ` }, ...ofProgram, { text: '.' }]),
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

/** What the buffer and the kernel hold from each change on (a write() is one), and at the end, in words. */
function holdsOf(run: Ended): { t: number; value: string }[] {
  const kept = (t: number): number => run.writes.filter((w) => w.t <= t).reduce((n, w) => n + w.lines.length, 0);
  const ended = `the process has ended; the kernel keeps ${run.arrived} of ${run.prints.length} lines printed`;
  return run.counts
    .map(({ t, value }) => ({ t, value: `${value} waiting in the buffer, ${kept(t)} kept by the kernel` }))
    .concat({ t: run.end.t, value: ended });
}

/** The run as the kit's lanes: the end state, the buffer's count after each change, the lines that arrived, the end. */
export function lanes(p: State, buffer: readonly SeriesPoint<number>[], arrived: number, last: number): LaneChartData {
  // Every run ends: by exit() at 10.0 s at the latest, or by a signal.
  const end: Ended['end'] = p.end ?? { t: 0, cause: 'exit' };
  // A value that changes at moments: the last change at each instant counts.
  const counts = buffer.filter((b, i) => buffer[i + 1]?.t !== b.t && b.t < end.t);
  const run: Ended = { ...p, end, arrived, counts };
  const { t, cause } = end;
  const from = p.s.buffering === 'none' ? 'program' : 'buffer';
  const [program, kernel] = [programLane(run), kernelLane(run)];
  return {
    end: last,
    scale: 120, // the axis: 0 to 12 s, whatever the run
    lanes: [program, bufferLane(run), kernel],
    messages: p.writes.map((w, i) => ({
      id: `write-${i + 1}`,
      from,
      to: 'kernel',
      sent: w.t,
      arrives: w.t,
      tone: 'safe',
      label: linesLabel(w.lines),
    })),
    walls: [
      { id: 'end', t, tone: cause === 'exit' ? 'safe' : 'harm', label: W.end[cause], short: [W.endShort[cause]] },
    ],
    caption: captionOf(run, program, kernel),
    description: describe(run),
    holds: holdsOf(run),
  };
}
