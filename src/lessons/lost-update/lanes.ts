/**
 * The chart "Who read and wrote what, when" as lanes for the kit's lane chart: a lane per client with its
 * read-modify-write windows (a read mark, a write mark), its refused writes and its waits for the lock; the overlap
 * of the two clients' windows as a bracket across both lanes; and the counter's value as a step line. Pure: the run
 * in, the chart's data out. Items are named by kind ("overwrite-7"), so a test finds what the chart drew.
 */
import { formatSpan } from '../../kit/index.ts';
import { ACTOR_NAMES, CAPTION } from './index.ts';
import type { Attempt, Client, Run } from './index.ts';
import type { Lane, LaneChartData, LaneMark, LaneSpan } from '../../kit/index.ts';

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

function clientLane(run: Run, client: Client): Lane {
  const attempts = run.attempts.filter((a) => a.client === client);
  const windows = attempts.filter((a) => a.read !== null);
  return {
    id: client,
    name: ACTOR_NAMES[client],
    spans: [
      // The caption's "dashed line is a wait for the lock".
      ...run.waits
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
 * The caption under the chart for a run drawn up to `drawnTo` (tenths; null: the whole run): how to read its bars,
 * which its settings decide, then a sentence for each mark that tells how the run goes (an overlap, a write over
 * the other's update, a refusal, a wait) only once the chart draws it, so a setup's caption names no outcome.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number): boolean => drawnTo === null || t <= drawnTo;
  const added = run.attempts.some((a) => a.read === null);
  return [
    added ? CAPTION.work : CAPTION.windows,
    run.overlaps.some((o) => drawn(o.from)) ? CAPTION.overlap : '',
    run.attempts.some((a) => a.overwrote && drawn(a.to)) ? CAPTION.overwrite : '',
    run.attempts.some((a) => a.refused && drawn(a.to)) ? CAPTION.refused : '',
    run.waits.some((w) => drawn(w.from)) ? CAPTION.wait : '',
    CAPTION.counter,
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** The run as the lane chart draws it. */
export function lanesOf(run: Run): LaneChartData {
  // The step line spans the values the counter takes, from the lowest, so a change of 1 still shows as a step.
  const low = Math.min(...run.values.map((v) => v.value));
  return {
    // The playback ends with the run; the axis runs 0.5 s past it.
    end: run.end,
    scale: run.end + 5,
    lanes: [
      clientLane(run, 'A'),
      clientLane(run, 'B'),
      {
        id: 'counter',
        name: ACTOR_NAMES.counter,
        spans: [],
        marks: [],
        series: {
          kind: 'step',
          lead: 'holds ',
          points: run.values.map((v) => ({ t: v.t, value: `${v.value}`, level: v.value - low })),
        },
      },
    ],
    brackets: run.overlaps.map((o, i) => ({
      id: `overlap-${i}`,
      from: o.from,
      to: o.to,
      lanes: ['A', 'B'] as const,
      tone: 'harm' as const,
      label: 'overlap: both read before either wrote',
      short: ['both read before either wrote', 'overlap'],
    })),
  };
}
