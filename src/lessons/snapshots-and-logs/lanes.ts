/** The chart "The counter in memory, and in any snapshot file or log" as the kit's lanes, mapped from the end state. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import { logs, snaps } from './rules.ts';
import type { Happening, Point, State } from './rules.ts';
import { CHART_CAPTION as C, CHART_TITLE, entries } from './texts.ts';

/** The axis's end (tenths): 24 s, past any run's latest return (23.0 s); the kit draws it to a whole tick, 25 s. */
export const AXIS_END = 240;

/** What a line of points held at `t` (tenths), after everything at `t` (the kit's `valueAt`, for a line with gaps). */
function pointAt(points: readonly Point[], t: number): number | null {
  let value = points[0]?.value ?? null;
  for (const p of points) if (p.t <= t) value = p.value;
  return value;
}

/** Snapshots closer than this (tenths) are not all labelled: a phone's figure has no room for a label a second. */
const LABEL_GAP = 30;

/** Whether a diamond shows its value: all 3 s apart or more; closer, the last and those every 4 s not near it (the
 * text alternative names them all). */
function snapshotLabelled(p: State, t: number): boolean {
  const last = p.snapshots.at(-1)?.t ?? 0;
  return p.every >= LABEL_GAP || t === last || (t % 40 === 0 && last - t >= LABEL_GAP);
}

/** Memory's marks: the restart (loading the snapshot or starting at 0) and the return, one mark when they meet. */
function memoryMarks(p: State): LaneMark[] {
  const final = p.counter ?? 0;
  const back: LaneMark = {
    id: 'back',
    t: p.backAt,
    symbol: 'check',
    tone: final < p.acknowledged ? 'harm' : 'safe',
    label: `back: ${final}`,
    short: [`${final}`],
    prefer: 'end',
  };
  if (p.backAt === p.restartAt) return [back];
  const label = p.snapshot === null ? 'starts at 0' : `loads ${p.snapshot}`;
  return [
    { id: 'restart', t: p.restartAt, symbol: 'dot', tone: 'neutral', label, short: [`${p.snapshot ?? 0}`] },
    back,
  ];
}

/**
 * The caption, a sentence (or part of one) per kind of mark, only where and from when the run draws it, so a setup's
 * caption tells no outcome. The log's words are there from the start, and follow the diamonds' once one is drawn.
 */
function captionOf(p: State, oks: readonly Point[]): CaptionPart[] {
  const snap = snaps(p.persist) ? p.snapshots[0]?.t : undefined;
  const log = `${C.log[0]!.toUpperCase()}${C.log.slice(1)}`;
  return [
    ...(oks[0] === undefined ? [] : [{ text: `${C.oks} `, from: oks[0].t }]),
    { text: C.memory },
    { text: `, ${C.gap}`, from: p.crashAt },
    { text: '.' },
    ...(logs(p.persist) ? [{ text: ` ${log}.`, ...(snap === undefined ? {} : { until: snap }) }] : []),
    ...(snap === undefined ? [] : [{ text: ` ${C.snapshots}${logs(p.persist) ? `; ${C.log}` : ''}.`, from: snap }]),
    ...(p.replayed > 0 ? [{ text: ` ${C.replay}`, from: p.restartAt }] : []),
  ];
}

/** The chart in words, its title first: what the picture shows, lane by lane. */
function describe(p: State, oks: readonly Point[]): string {
  const ok =
    oks.length === 0
      ? 'No increment comes before the crash.'
      : `Clients: ${oks.length} increments, each answered OK, from 0.5 s to ${formatTime(oks.at(-1)!.t)}; the counter in memory climbs with them.`;
  const snapshots = !snaps(p.persist)
    ? ''
    : p.snapshots.length === 0
      ? ' Snapshot file: no snapshot before the crash.'
      : ` Snapshot file: ${p.snapshots.map((s) => `${s.value} at ${formatTime(s.t)}`).join(', ')}.`;
  const log = logs(p.persist)
    ? ` Log: one entry per increment${p.persist === 'both' ? ', emptied at each snapshot' : ''}; ${entries(p.log)} at the crash.`
    : '';
  const from = p.snapshot === null ? 'starts the counter at 0' : `loads the snapshot, ${p.snapshot}`;
  const replay = p.replayed === 0 ? '' : `, replays ${entries(p.replayed)} one every 0.1 s`;
  return (
    `${CHART_TITLE}. From 0 to ${formatSpan(axisOf(AXIS_END).max)}. ${ok}${snapshots}${log} The crash at ` +
    `${formatTime(p.crashAt)} wipes memory. The restart at ${formatTime(p.restartAt)} ${from}${replay}, and the ` +
    `server is back at ${formatTime(p.backAt)} with the counter at ${p.counter ?? 0}.`
  );
}

/** What memory (and, with a log, the log) holds from each moment on, for the line under playback. */
function holdsOf(p: State): { t: number; value: string }[] {
  const at = (t: number): string => {
    const counter = pointAt(p.counterLine, t);
    const memory = counter === null ? 'memory wiped' : `counter ${counter} in memory`;
    return logs(p.persist) ? `${memory}, ${entries(pointAt(p.logLine, t) ?? 0)} in the log` : memory;
  };
  const times = new Set([...p.counterLine, ...p.logLine].map((x) => x.t));
  // First the start, before anything at 0 s (a crash at 0 s wipes memory at once).
  return [{ t: 0, value: at(-1) }, ...[...times].sort((a, b) => a - b).map((t) => ({ t, value: at(t) }))];
}

/** The run as the kit's lanes on an axis from 0 to 24 s: the state at the end, the log's OKs and the run's end. */
export function lanes(p: State, log: readonly Happening[], end: number): LaneChartData {
  const oks = log.flatMap((h) => (h.kind === 'increment' ? [{ t: h.t, value: h.value }] : []));
  const clients: Lane = {
    id: 'clients',
    name: 'Clients',
    spans: [],
    marks: oks.map((ok, i) => ({
      id: `ok-${i + 1}`,
      t: ok.t,
      symbol: 'check',
      tone: 'safe',
      label: i === oks.length - 1 ? `${oks.length} OK${oks.length === 1 ? '' : 's'}` : '',
      short: [`${oks.length}`],
      prefer: 'start',
    })),
  };
  const memory: Lane = {
    id: 'memory',
    name: 'Memory',
    spans: [{ id: 'wiped', from: p.crashAt, to: p.restartAt, tone: 'harm', style: 'hatch' }],
    marks: memoryMarks(p),
    series: {
      kind: 'step',
      unlabelled: true,
      points: p.counterLine.map((x) => ({
        t: x.t,
        value: x.value === null ? 'gone' : `${x.value}`,
        level: x.value ?? 0,
        tone: x.value === null ? 'harm' : 'neutral',
      })),
    },
  };
  const snapshot: Lane = {
    id: 'snapshot',
    name: 'Snapshot file',
    spans: [],
    marks: p.snapshots.map((s) => ({
      id: `snapshot-${s.t}`,
      t: s.t,
      symbol: 'diamond',
      tone: 'neutral',
      label: snapshotLabelled(p, s.t) ? `${s.value}` : '',
    })),
  };
  const replay = { id: 'replay', from: p.restartAt, to: p.backAt, tone: 'wait', style: 'thin' } as const;
  const logLane: Lane = {
    id: 'log',
    name: 'Log',
    spans: p.replayed === 0 ? [] : [{ ...replay, label: `replays ${p.replayed}`, short: [`${p.replayed}`] }],
    marks: [],
    series: {
      kind: 'step',
      unlabelled: true,
      points: p.logLine.map((x) => ({ t: x.t, value: `${x.value ?? 0}`, level: x.value ?? 0 })),
    },
  };
  const message = { tone: 'neutral', to: 'memory' } as const;
  return {
    end,
    scale: AXIS_END,
    lanes: [clients, memory, ...(snaps(p.persist) ? [snapshot] : []), ...(logs(p.persist) ? [logLane] : [])],
    messages: [
      ...oks.map((ok, i) => ({ ...message, id: `increment-${i + 1}`, from: 'clients', sent: ok.t, arrives: ok.t })),
      ...(p.snapshot === null
        ? []
        : [{ ...message, id: 'load', from: 'snapshot', sent: p.restartAt, arrives: p.restartAt }]),
    ],
    walls: [{ id: 'crash', t: p.crashAt, tone: 'harm', label: 'crash' }],
    caption: captionOf(p, oks),
    description: describe(p, oks),
    holds: holdsOf(p),
  };
}
