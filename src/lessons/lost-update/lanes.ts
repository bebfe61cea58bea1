/**
 * The chart "Who read and wrote what, when", mapped once from the state at the end and the counter's series to the
 * kit's lanes. Items are named by kind ("overwrite-7"), so a test finds what the chart drew.
 */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSpan } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { Attempt, Client, State, ValueMark } from './rules.ts';
import { ACTOR_NAMES, CAPTION, CHART_TITLE } from './texts.ts';

/** An attempt's write, by what it did: an atomic add, a refused compare-and-set (the kit's one refused mark, ⊘, as in every lesson), a
 * write over the other's update (a red diamond), or a write that kept it. Its words follow its mark, so each window
 * reads "reads 10 ●━━● writes 11". */
function writeMark(a: Attempt): LaneMark {
  const [kind, symbol, tone, label, short]: [string, LaneMark['symbol'], LaneMark['tone'], string, string] =
    a.read === null
      ? ['add', 'check', 'safe', `adds ${a.amount}`, `+${a.amount}`]
      : a.refused
        ? ['refused', 'refused', 'refused', `${a.value} if still ${a.read}: refused`, 'refused']
        : a.overwrote
          ? ['overwrite', 'diamond', 'harm', `writes ${a.value}`, `${a.value}`]
          : ['write', 'check', 'safe', `writes ${a.value}`, `${a.value}`];
  return { id: `${kind}-${a.writeEvent}`, t: a.to, prefer: 'start', symbol, tone, label, short: [short] };
}

function clientLane(p: State, client: Client): Lane {
  const attempts = p.attempts.filter((a) => a.client === client);
  const windows = attempts.filter((a) => a.read !== null);
  return {
    id: client,
    name: ACTOR_NAMES[client],
    spans: [
      // The caption's "dashed line is a wait for the lock".
      ...p.waits
        .filter((w) => w.client === client)
        .map((w): LaneSpan => ({
          id: `wait-${w.event}`,
          from: w.from,
          to: w.to,
          tone: 'neutral',
          style: 'outline',
          label: `waits ${formatSpan(w.to - w.from)}`,
          short: ['waits'],
        })),
      // A window from read to write; a refused one outlined in the refused tone, since its work came to nothing.
      ...windows.map((a): LaneSpan => ({
        id: `window-${a.readEvent}`,
        from: a.from,
        to: a.to,
        ...(a.refused ? { tone: 'refused', style: 'outline' } : { tone: 'neutral' }),
      })),
      // An add reads nothing, but the client still works before it sends it: the same bar, so the timings can be
      // compared with a read-then-write run's.
      ...attempts
        .filter((a) => a.read === null && a.to > a.from)
        .map((a): LaneSpan => ({ id: `work-${a.writeEvent}`, from: a.from, to: a.to, tone: 'neutral' })),
    ],
    // Reads first, so a write or refusal at the same instant is drawn over them.
    marks: [
      ...windows.map((a): LaneMark => ({
        id: `read-${a.readEvent}`,
        t: a.from,
        symbol: 'dot',
        tone: 'neutral',
        label: `reads ${a.read}`,
        prefer: 'end',
      })),
      ...attempts.map(writeMark),
    ],
  };
}

/**
 * The caption under the chart: how to read its bars, which its settings decide, then a sentence for each mark that
 * tells how the run goes (an overlap, a write over the other's update, a refusal, a wait), each said only once the
 * chart draws the first of its kind, so a setup's caption names no outcome.
 */
function captionOf(p: State): CaptionPart[] {
  const first = (times: number[]): number | undefined => (times.length === 0 ? undefined : Math.min(...times));
  const parts: [string, number | undefined][] = [
    [CAPTION.overlap, first(p.overlaps.map((o) => o.from))],
    [CAPTION.overwrite, first(p.attempts.filter((a) => a.overwrote).map((a) => a.to))],
    [CAPTION.refused, first(p.attempts.filter((a) => a.refused).map((a) => a.to))],
    [CAPTION.wait, first(p.waits.map((w) => w.from))],
  ];
  return [
    { text: p.attempts.some((a) => a.read === null) ? CAPTION.work : CAPTION.windows },
    ...parts.flatMap(([text, from]) => (from === undefined ? [] : [{ text: ` ${text}`, from }])),
    { text: ` ${CAPTION.counter}` },
  ];
}

function attemptWords(a: Attempt): string {
  if (a.read === null) return `works from ${formatTime(a.from)} and sends "add ${a.amount}" at ${formatTime(a.to)}`;
  const read = `reads ${a.read} at ${formatTime(a.from)}`;
  if (a.refused) return `${read}; its "set to ${a.value} if it is still ${a.read}" at ${formatTime(a.to)} is refused`;
  return `${read} and writes ${a.value} at ${formatTime(a.to)}${a.overwrote ? ", over the other client's update" : ''}`;
}

function laneWords(p: State, c: Client): string {
  const waits = p.waits.filter((w) => w.client === c);
  const parts = [
    ...waits.map(
      (w) => `waits for the lock from ${formatTime(w.from)} to ${formatTime(w.to)} (${formatSpan(w.to - w.from)})`,
    ),
    ...p.attempts.filter((a) => a.client === c).map(attemptWords),
  ];
  return `Client ${c} ${parts.join(', then ')}.`;
}

/** The chart in words: each client's reads, writes, refusals and waits, the overlap, and the counter's values. */
function describe(p: State, values: readonly ValueMark[], scale: number): string {
  const overlap = p.overlaps.map((o) => `The two windows overlap from ${formatTime(o.from)} to ${formatTime(o.to)}.`);
  const held = values.map((v, i) => (i === 0 ? `${v.value} at the start` : `${v.value} from ${formatTime(v.t)}`));
  return [
    `${CHART_TITLE}, from 0 to ${axisOf(scale).max / 10} s.`,
    laneWords(p, 'A'),
    laneWords(p, 'B'),
    ...overlap,
    `The counter holds ${held.join(', then ')}.`,
  ].join(' ');
}

/** The run as the lane chart draws it, on an axis 0.5 s past the log's last line (`end`, the kit's run's). */
export function lanes(p: State, values: readonly ValueMark[], end: number): LaneChartData {
  // The step line spans the values the counter takes, from the lowest, so a change of 1 still shows as a step.
  const low = Math.min(...values.map((v) => v.value));
  const scale = end + 5;
  return {
    // The playback ends with the run; the axis runs 0.5 s past it.
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
        series: {
          kind: 'step',
          lead: 'holds ',
          points: values.map((v) => ({ t: v.t, value: `${v.value}`, level: v.value - low })),
        },
      },
    ],
    brackets: p.overlaps.map((o, i) => ({
      id: `overlap-${i}`,
      from: o.from,
      to: o.to,
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
