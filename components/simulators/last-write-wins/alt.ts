/** The chart's text alternative: what it draws, in order, as sentences a screen reader can read. */
import { formatTime } from '../../../src/sim/kit/index.ts';
import { skewWords } from '../../../src/sim/last-write-wins/index.ts';
import type { Run } from '../../../src/sim/last-write-wins/index.ts';
import { spanOf } from './layout.ts';

/** The chart in words: the span of real time, A's clock against it, each read and write with its stamp and fate, and
 * what the store holds. */
export function describeChart(run: Run): string {
  const { from, to } = spanOf(run);
  const lines: string[] = [
    `Real time from ${formatTime(from)} to ${formatTime(to)}. Client A's clock is drawn beside it, ${skewWords(run.skew)}${run.skew === 0 ? '' : ' of real time'}; Client B's clock is exact.`,
  ];
  const B = run.reads.find((r) => r.by === 'B');
  const items = [
    ...run.writes.map((w) => ({ t: w.t, order: 1, text: writeLine(w) })),
    ...(B === undefined
      ? []
      : [
          {
            t: B.t,
            order: 0,
            text: `${formatTime(B.t)}: Client B reads ${B.value} from the store${B.counter === null ? '' : `, with counter ${B.counter}`}.`,
          },
        ]),
  ].sort((p, q) => p.t - q.t || p.order - q.order);
  lines.push(...items.map((i) => i.text));
  const held = run.held
    .map((h) => (h.stamp === null ? `${h.value} at the start` : `${h.value} from ${formatTime(h.t)}`))
    .join(', then ');
  lines.push(`The store holds ${held}.`);
  return lines.join(' ');
}

function writeLine(w: Run['writes'][number]): string {
  const stamp = w.stamp.kind === 'wall' ? `stamped ${w.stamp.text}` : `with counter ${w.stamp.text}`;
  const fate = w.applied ? 'the store applies it' : 'the store drops it';
  return `${formatTime(w.t)}: Client ${w.by} writes ${w.value}, ${stamp}; ${fate}.`;
}
