/**
 * The chart "The program, its buffer and the kernel" as the kit's lanes, always 0 to 12 s (lesson spec, Part 1):
 * Program (its life as a band, numbered prints, a handled SIGTERM and its hatched shutdown), Buffer (the lines waiting
 * as a count, and the lines a kill took marked lost) and Kernel (the lines it keeps, to the end of the axis). Each
 * write() is a message to the Kernel with its line numbers, from the Buffer, or from the Program when there is no
 * buffer; the end is a wall labelled with its cause. Pure: it reads only what the run holds.
 */
import { formatTime } from '../../kit/index.ts';
import { ACTOR_NAMES, CHART_CAPTION as C, CHART_TITLE, CHART_WORDS as W, linesText } from './index.ts';
import type { Run } from './index.ts';
import type { Lane, LaneChartData, LaneMark, LaneSeries, LaneSpan } from '../../kit/index.ts';

/** The chart's axis: 0 to 12 s, whatever the run (tenths). */
export const AXIS_END = 120;

/** A value that changes at moments: the last change at each instant counts. */
function lastAtEachInstant<T extends { t: number }>(points: readonly T[]): T[] {
  return points.filter((p, i) => points[i + 1]?.t !== p.t);
}

/** A strip's points with each repeat of the value before it left out. */
function changesOnly<T extends { value: string }>(points: readonly T[]): T[] {
  return points.filter((p, i) => points[i - 1]?.value !== p.value);
}

/** The Program's lane: running, then shutting down (hatched), its prints and a handled SIGTERM. */
function programLane(run: Run): Lane {
  const stopAt = run.stoppingAt ?? run.ended.t;
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
              to: run.ended.t,
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
function bufferLane(run: Run): Lane {
  const lost: LaneMark[] =
    run.lost.length === 0
      ? []
      : [{ id: 'lost', t: run.ended.t, symbol: 'cross', tone: 'harm', label: W.lost(run.lost), short: ['lost'] }];
  const before = lastAtEachInstant(run.buffer).filter((p) => p.t < run.ended.t);
  const series: LaneSeries | undefined =
    run.settings.buffering === 'none'
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
            { t: run.ended.t, value: W.gone, level: 0, tone: 'neutral' as const },
          ]),
        };
  return { id: 'buffer', name: ACTOR_NAMES.buffer, spans: [], marks: lost, ...(series ? { series } : {}) };
}

/**
 * The Kernel's lane: a band from the first write() to the end while lines arrive (each arrival is a write()'s arrow,
 * labelled with its lines: a label inside the band would have to sit between arrows a second apart), then, from the
 * end on, the lines it keeps after the process is gone.
 */
function kernelLane(run: Run): Lane {
  const first = run.writes[0]?.t;
  const { arrived } = run.result;
  const spans: LaneSpan[] =
    first !== undefined && first < run.ended.t ? [{ id: 'holding', from: first, to: run.ended.t, tone: 'safe' }] : [];
  const kept = {
    t: run.ended.t,
    value: W.kept(arrived),
    short: String(arrived),
    tone: arrived > 0 ? 'safe' : 'neutral',
  } as const;
  return { id: 'kernel', name: ACTOR_NAMES.kernel, spans, marks: [], series: { kind: 'strip', points: [kept] } };
}

/** The run as the kit's lanes on an axis from 0 to 12 s. */
export function lanesOf(run: Run): LaneChartData {
  const from = run.settings.buffering === 'none' ? 'program' : 'buffer';
  return {
    end: run.end,
    scale: AXIS_END,
    lanes: [programLane(run), bufferLane(run), kernelLane(run)],
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
        t: run.ended.t,
        tone: run.ended.cause === 'exit' ? 'safe' : 'harm',
        label: W.end[run.ended.cause],
        short: [W.endShort[run.ended.cause]],
      },
    ],
  };
}

/**
 * The caption under the chart for a run drawn up to `drawnTo` (tenths; null: the whole run): a sentence (or a part
 * of one) for each kind of mark (the prints, a handled SIGTERM, the buffer's line, a write(), lines lost, the
 * kernel's band and what it keeps, the end) only where the run draws it and once it is drawn, so a setup's caption
 * tells no outcome.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number): boolean => drawnTo === null || t <= drawnTo;
  const end = drawn(run.ended.t);
  const writes = run.writes.some((w) => drawn(w.t));
  const first = run.writes[0]?.t;
  // The kernel's band runs from the first write() to the end, when that write() comes before the end (lanesOf).
  const band = first !== undefined && first < run.ended.t && drawn(first);
  const kernel = [band ? C.arriving : '', end ? C.kept : ''].filter((s) => s !== '').join(', then ');
  const buffered = run.settings.buffering !== 'none';
  // The Program's band runs until the end or a handled SIGTERM, when that is after 0 (lanesOf's programLane).
  const life = (run.stoppingAt ?? run.ended.t) > 0 ? [C.life] : [];
  const prints = run.prints.some((p) => drawn(p.t)) ? [C.prints] : [];
  const before = [...life, ...prints].join(', ');
  const sigterm = run.stoppingAt !== null && drawn(run.stoppingAt);
  const program = sigterm ? (before === '' ? C.sigterm : `${before}, and ${C.sigterm}`) : before;
  return [
    C.axis,
    program === '' ? '' : `${C.program} ${program}.`,
    buffered ? `${C.buffer}${writes ? ` ${C.drops}` : ''}.` : C.noBuffer,
    !buffered && writes ? C.direct : '',
    run.lost.length > 0 && end ? C.lost : '',
    kernel === '' ? '' : `${C.kernel} ${kernel}.`,
    end ? C.end : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** The chart in words, the same story as the picture: the text alternative. */
export function describeRun(run: Run): string {
  const { result: r, ended: end } = run;
  const writes =
    run.writes.length === 0
      ? 'No write() call reached the kernel.'
      : `write() calls: ${run.writes.map((w) => `${linesText(w.lines)} at ${formatTime(w.t)}`).join('; ')}.`;
  const stop = run.stoppingAt === null ? '' : ` SIGTERM at ${formatTime(run.stoppingAt)} started a shutdown.`;
  const lost = run.lost.length === 0 ? 'No line was lost.' : `${linesText(run.lost)} were lost in the buffer.`;
  return (
    `${CHART_TITLE}, from 0 to 12 s. The program printed ${r.printed} ${r.printed === 1 ? 'line' : 'lines'}, one a ` +
    `second from 1.0 s.${stop} It ended at ${formatTime(end.t)} by ${W.end[end.cause]}. ${writes} The kernel keeps ` +
    `${r.arrived} ${r.arrived === 1 ? 'line' : 'lines'} after the end. ${lost}`
  );
}

/** What the run holds at `t` (tenths), for the line under playback. */
export function heldAt(run: Run, t: number): string {
  const kept = run.writes.filter((w) => w.t <= t).reduce((n, w) => n + w.lines.length, 0);
  if (t >= run.ended.t) return `the process has ended; the kernel keeps ${kept} of ${run.result.printed} lines printed`;
  const waiting =
    lastAtEachInstant(run.buffer)
      .filter((p) => p.t <= t)
      .at(-1)?.count ?? 0;
  return `${waiting} waiting in the buffer, ${kept} kept by the kernel`;
}
