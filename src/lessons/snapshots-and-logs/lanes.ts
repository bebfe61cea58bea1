/**
 * The chart "The counter in memory, the snapshot file and the log" as the kit's lanes: Clients (each increment an
 * arrow down to the server, each OK a check), Memory (the counter as a step line, hatched where the crash wiped it,
 * the restart and the return), the Snapshot file (each snapshot a diamond with its value; only with snapshots) and
 * the Log (its length on disk as a step line, and the replay as a band as long as the log; only with a log). The
 * crash is a wall through every lane. The axis is the same for every run (0 to 25 s). Pure: it reads only what the run holds.
 */
import { formatSpan, formatTime } from '../../kit/index.ts';
import { CHART_CAPTION as C, entries } from './index.ts';
import type { Point, Run } from './index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { Lane, LaneChartData, LaneMark } from '../../kit/index.ts';

/**
 * The axis's end (tenths): 24 s, past the latest return (23.0 s), whatever the run. The kit ends an axis on a whole
 * tick, so it is drawn to 25 s.
 */
export const AXIS_END = 240;

/** What a line of points held at `t` (tenths), after everything at `t`. */
export function pointAt(points: readonly Point[], t: number): number | null {
  let value = points[0]?.value ?? null;
  for (const p of points) if (p.t <= t) value = p.value;
  return value;
}

const withSnapshots = (run: Run): boolean => run.settings.persist === 'snapshots' || run.settings.persist === 'both';
const withLog = (run: Run): boolean => run.settings.persist === 'log' || run.settings.persist === 'both';

/** Snapshots closer than this (tenths) are not all labelled: a phone's figure has no room for a label a second. */
const LABEL_GAP = 30;

/**
 * Whether a snapshot's diamond carries its value: every one when they are at least 3 s apart; closer, the last and
 * those every 4 s that are not near it (the text alternative names them all).
 */
function snapshotLabelled(run: Run, t: number): boolean {
  const last = run.snapshots.at(-1)?.t ?? 0;
  return run.settings.snapEvery * 10 >= LABEL_GAP || t === last || (t % 40 === 0 && last - t >= LABEL_GAP);
}

/** Memory's marks: the restart (loading the snapshot or starting at 0) and the return, one mark when they meet. */
function memoryMarks(run: Run): LaneMark[] {
  const final = run.result.afterRestart;
  const back: LaneMark = {
    id: 'back',
    t: run.backAt,
    symbol: 'check',
    tone: run.result.lost > 0 ? 'harm' : 'safe',
    label: `back: ${final}`,
    short: [`${final}`],
    prefer: 'end',
  };
  if (run.backAt === run.restartAt) return [back];
  const from = run.loaded === null ? 'starts at 0' : `loads ${run.loaded}`;
  const start: LaneMark = { id: 'restart', t: run.restartAt, symbol: 'dot', tone: 'neutral', label: from, short: [] };
  return [{ ...start, short: [`${run.loaded ?? 0}`] }, back];
}

/** The run as the kit's lanes, on an axis from 0 to 24 s. */
export function lanesOf(run: Run): LaneChartData {
  const last = run.oks.length;
  const clients: Lane = {
    id: 'clients',
    name: 'Clients',
    spans: [],
    marks: run.oks.map((ok, i) => ({
      id: `ok-${i + 1}`,
      t: ok.t,
      symbol: 'check',
      tone: 'safe',
      label: i === last - 1 ? `${last} OK${last === 1 ? '' : 's'}` : '',
      short: [`${last}`],
      prefer: 'start',
    })),
  };
  const memory: Lane = {
    id: 'memory',
    name: 'Memory',
    spans: [{ id: 'wiped', from: run.crashAt, to: run.restartAt, tone: 'harm', style: 'hatch' }],
    marks: memoryMarks(run),
    series: {
      kind: 'step',
      unlabelled: true,
      points: run.counterLine.map((p) => ({
        t: p.t,
        value: p.value === null ? 'gone' : `${p.value}`,
        level: p.value ?? 0,
        tone: p.value === null ? 'harm' : 'neutral',
      })),
    },
  };
  const snapshot: Lane = {
    id: 'snapshot',
    name: 'Snapshot file',
    spans: [],
    marks: run.snapshots.map((s) => ({
      id: `snapshot-${s.t}`,
      t: s.t,
      symbol: 'diamond',
      tone: 'neutral',
      label: snapshotLabelled(run, s.t) ? `${s.value}` : '',
    })),
  };
  const replayed = run.result.replayed;
  const log: Lane = {
    id: 'log',
    name: 'Log',
    spans:
      replayed === 0
        ? []
        : [
            {
              id: 'replay',
              from: run.restartAt,
              to: run.backAt,
              tone: 'wait',
              style: 'thin',
              label: `replays ${replayed}`,
              short: [`${replayed}`],
            },
          ],
    marks: [],
    series: {
      kind: 'step',
      unlabelled: true,
      points: run.logLine.map((p) => ({ t: p.t, value: `${p.value ?? 0}`, level: p.value ?? 0 })),
    },
  };
  return {
    end: run.end,
    scale: AXIS_END,
    lanes: [clients, memory, ...(withSnapshots(run) ? [snapshot] : []), ...(withLog(run) ? [log] : [])],
    messages: [
      ...run.oks.map((ok, i) => ({
        id: `increment-${i + 1}`,
        from: 'clients',
        to: 'memory',
        sent: ok.t,
        arrives: ok.t,
        tone: 'neutral' as const,
      })),
      ...(run.loaded === null
        ? []
        : [
            {
              id: 'load',
              from: 'snapshot',
              to: 'memory',
              sent: run.restartAt,
              arrives: run.restartAt,
              tone: 'neutral' as const,
            },
          ]),
    ],
    walls: [{ id: 'crash', t: run.crashAt, tone: 'harm', label: 'crash' }],
  };
}

/**
 * The caption under the chart for a run drawn up to `drawnTo` (tenths; null: the whole run): a sentence (or a part
 * of one) for each kind of mark (the OKs, the counter's gap, the snapshots, the log, the replay) only where the run
 * draws it and once it is drawn, so a setup's caption tells no outcome.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number): boolean => drawnTo === null || t <= drawnTo;
  const crashed = drawn(run.crashAt);
  const snapshots = withSnapshots(run) && run.snapshots.some((s) => drawn(s.t));
  // The Log lane is there from the start with a log: it counts the entries, none before the first increment.
  const disk = [snapshots ? C.snapshots : '', withLog(run) ? C.log : ''].filter((s) => s !== '').join('; ');
  return [
    run.oks.some((ok) => drawn(ok.t)) ? C.oks : '',
    `${C.memory}${crashed ? `, ${C.gap}` : ''}.`,
    disk === '' ? '' : `${disk[0]!.toUpperCase()}${disk.slice(1)}.`,
    run.result.replayed > 0 && drawn(run.restartAt) ? C.replay : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** The chart in words: what the picture shows, lane by lane. */
export function describeRun(run: Run): string {
  const { acknowledged, afterRestart, replayed } = run.result;
  const oks =
    acknowledged === 0
      ? 'No increment comes before the crash.'
      : `Clients: ${acknowledged} increments, each answered OK, from 0.5 s to ${formatTime(run.oks.at(-1)!.t)}; the counter in memory climbs with them.`;
  const snaps = withSnapshots(run)
    ? run.snapshots.length === 0
      ? ' Snapshot file: no snapshot before the crash.'
      : ` Snapshot file: ${run.snapshots.map((s) => `${s.value} at ${formatTime(s.t)}`).join(', ')}.`
    : '';
  const log = withLog(run)
    ? ` Log: one entry per increment${run.settings.persist === 'both' ? ', emptied at each snapshot' : ''}; ${entries(pointAt(run.logLine, run.crashAt) ?? 0)} at the crash.`
    : '';
  const from = run.loaded === null ? 'starts the counter at 0' : `loads the snapshot, ${run.loaded}`;
  const replay = replayed === 0 ? '' : `, replays ${entries(replayed)} one every 0.1 s`;
  return (
    `From 0 to ${formatSpan(axisOf(AXIS_END).max)}. ${oks}${snaps}${log} The crash at ${formatTime(run.crashAt)} wipes memory. ` +
    `The restart at ${formatTime(run.restartAt)} ${from}${replay}, and the server is back at ` +
    `${formatTime(run.backAt)} with the counter at ${afterRestart}.`
  );
}
