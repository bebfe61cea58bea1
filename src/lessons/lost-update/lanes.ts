/** The chart "Who read and wrote what, when", mapped once from the state at the end and the counter's series to the
 * kit's lanes. Items are named by kind ("overwrite-7"), so a test finds what the chart drew. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSpan } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import { AMOUNT } from './rules.ts';
import type { Attempt, Client, State, ValueMark } from './rules.ts';
import { ACTOR_NAMES, CAPTION, CHART_TITLE } from './texts.ts';

/** An attempt's write: an add, a refusal (the kit's one refused mark, ⊘, as in every lesson), a write over the other's
 * update (a red diamond), or one that kept it. Its words follow it, so a window reads "reads 10 ●━━● writes 11". */
function writeMark(a: Attempt): LaneMark {
  const [kind, symbol, tone, label, short]: [string, LaneMark['symbol'], LaneMark['tone'], string, string] =
    a.read === null
      ? ['add', 'check', 'safe', `adds ${AMOUNT[a.client]}`, `+${AMOUNT[a.client]}`]
      : a.refused
        ? ['refused', 'refused', 'refused', `${a.value} if still ${a.read}: refused`, 'refused']
        : a.overwrote
          ? ['overwrite', 'diamond', 'harm', `writes ${a.value}`, `${a.value}`]
          : ['write', 'check', 'safe', `writes ${a.value}`, `${a.value}`];
  return { id: `${kind}-${a.writeEvent}`, t: a.to, prefer: 'start', symbol, tone, label, short: [short] };
}

function span(id: string, { from, to }: { from: number; to: number }, more: Partial<LaneSpan> = {}): LaneSpan {
  return { id, from, to, tone: 'neutral', ...more };
}

function readMark({ readEvent, from, read }: Attempt): LaneMark {
  return { id: `read-${readEvent}`, t: from, symbol: 'dot', tone: 'neutral', label: `reads ${read}`, prefer: 'end' };
}

function clientLane(p: State, client: Client): Lane {
  const attempts = p.attempts.filter((a) => a.client === client);
  const windows = attempts.filter((a) => a.read !== null);
  const waits = p.waits.filter((w) => w.client === client);
  return {
    id: client,
    name: ACTOR_NAMES[client],
    spans: [
      // The caption's "dashed line is a wait for the lock".
      ...waits.map((w) =>
        span(`wait-${w.event}`, w, { style: 'outline', label: `waits ${formatSpan(w.to - w.from)}`, short: ['waits'] }),
      ),
      // A window from read to write; a refused one outlined in the refused tone, since its work came to nothing.
      ...windows.map((a) => span(`window-${a.readEvent}`, a, a.refused ? { tone: 'refused', style: 'outline' } : {})),
      // An add reads nothing, but the client still works before it sends it: the same bar, so the timings compare.
      ...attempts.filter((a) => a.read === null && a.to > a.from).map((a) => span(`work-${a.writeEvent}`, a)),
    ],
    // Reads first, so a write or refusal at the same instant is drawn over them.
    marks: [...windows.map(readMark), ...attempts.map(writeMark)],
  };
}

/** How to read the bars, then each mark's sentence from the first of its kind: a setup's caption names no outcome. */
function captionOf(p: State): CaptionPart[] {
  const parts: [string, number[]][] = [
    [CAPTION.overlap, p.overlaps.map((o) => o.from)],
    [CAPTION.overwrite, p.attempts.filter((a) => a.overwrote).map((a) => a.to)],
    [CAPTION.refused, p.attempts.filter((a) => a.refused).map((a) => a.to)],
    [CAPTION.wait, p.waits.map((w) => w.from)],
  ];
  return [
    { text: p.attempts.some((a) => a.read === null) ? CAPTION.work : CAPTION.windows },
    ...parts.flatMap(([text, times]) => (times.length === 0 ? [] : [{ text: ` ${text}`, from: Math.min(...times) }])),
    { text: ` ${CAPTION.counter}` },
  ];
}

function attemptWords(a: Attempt): string {
  if (a.read === null)
    return `works from ${formatTime(a.from)} and sends "add ${AMOUNT[a.client]}" at ${formatTime(a.to)}`;
  const read = `reads ${a.read} at ${formatTime(a.from)}`;
  if (a.refused) return `${read}; its "set to ${a.value} if it is still ${a.read}" at ${formatTime(a.to)} is refused`;
  return `${read} and writes ${a.value} at ${formatTime(a.to)}${a.overwrote ? ", over the other client's update" : ''}`;
}

function laneWords(p: State, c: Client): string {
  const waits = p.waits
    .filter((w) => w.client === c)
    .map((w) => `waits for the lock from ${formatTime(w.from)} to ${formatTime(w.to)} (${formatSpan(w.to - w.from)})`);
  return `Client ${c} ${[...waits, ...p.attempts.filter((a) => a.client === c).map(attemptWords)].join(', then ')}.`;
}

/** The chart in words: each client's reads, writes, refusals and waits, the overlap, and the counter's values. */
function describe(p: State, values: readonly ValueMark[], scale: number): string {
  const held = values.map((v, i) => (i === 0 ? `${v.value} at the start` : `${v.value} from ${formatTime(v.t)}`));
  return [
    `${CHART_TITLE}, from 0 to ${axisOf(scale).max / 10} s.`,
    laneWords(p, 'A'),
    laneWords(p, 'B'),
    ...p.overlaps.map((o) => `The two windows overlap from ${formatTime(o.from)} to ${formatTime(o.to)}.`),
    `The counter holds ${held.join(', then ')}.`,
  ].join(' ');
}

/** The run as the lane chart draws it, on an axis 0.5 s past the log's last line (`end`, the kit's run's). */
export function lanes(p: State, values: readonly ValueMark[], end: number): LaneChartData {
  // The step line spans the values the counter takes, from the lowest, so a change of 1 still shows as a step.
  const low = Math.min(...values.map((v) => v.value));
  const points = values.map((v) => ({ t: v.t, value: `${v.value}`, level: v.value - low }));
  const scale = end + 5;
  return {
    end,
    scale,
    lanes: [
      clientLane(p, 'A'),
      clientLane(p, 'B'),
      {
        id: 'counter',
        name: ACTOR_NAMES.counter,
        spans: [],
        marks: [],
        series: { kind: 'step', lead: 'holds ', points },
      },
    ],
    brackets: p.overlaps.map((o, i) => ({
      id: `overlap-${i}`,
      ...o,
      lanes: ['A', 'B'] as const,
      tone: 'harm' as const,
      label: 'overlap: both read before either wrote',
      short: ['both read before either wrote', 'overlap'],
    })),
    caption: captionOf(p),
    description: describe(p, values, scale),
    holds: values.map((v) => ({ t: v.t, value: `the counter holds ${v.value}` })),
  };
}
