/**
 * The chart "The write, the acknowledgements and the read", mapped once from the state at the end to the kit's lanes,
 * with its caption, text alternative and how many replicas hold 15 at each moment. Pure: the kit's `LaneChart` draws it.
 */
import { formatTime } from '../../kit/index.ts';
import type { LaneChartData, LaneMessage, Tone } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import { ACK_DELAY, NEW, OLD, SEND_AT, isSlow } from './rules.ts';
import type { State } from './rules.ts';
import type { Settings } from './settings.ts';
import { CHART_CAPTION, CHART_TITLE, replicaName } from './texts.ts';

/** A replica's lane id: "replica-1". */
const replicaId = (i: number): string => `replica-${i}`;

/** What B reads, in the chart's words: "reads 10: stale", "reads 10: not done yet", "reads 15". */
function readWords(p: State): { label: string; short: string[]; tone: Tone } {
  if (p.stale) return { label: `reads ${p.valueRead}: stale`, short: [`${p.valueRead}: stale`], tone: 'harm' };
  if (p.valueRead === OLD.value)
    return { label: 'reads 10: not done yet', short: ['10: not done', '10'], tone: 'wait' };
  return { label: 'reads 15', short: ['15'], tone: 'safe' };
}

/**
 * Every message, in the order the chart draws them: by arrival, and at one instant as the log says them (stores,
 * then acknowledgements, then B's questions, then the answers), each group in the order its replicas acted.
 */
function messagesOf(p: State, n: number, answerTone: (value: number) => Tone): LaneMessage[] {
  const drawn: { m: LaneMessage; rank: number }[] = [];
  for (let i = 1; i <= n; i++) {
    const stored = p.storedAt[i]!;
    const replica = replicaId(i);
    drawn.push({
      m: { id: `write-${i}`, from: 'a', to: replica, sent: SEND_AT, arrives: stored, tone: 'neutral' },
      rank: 0,
    });
    const ack = { sent: stored, arrives: stored + ACK_DELAY };
    drawn.push({ m: { id: `ack-${i}`, from: replica, to: 'a', ...ack, tone: 'safe' }, rank: 1 });
  }
  const at = { sent: p.readAt, arrives: p.readAt };
  for (const a of p.answers) {
    const replica = replicaId(a.replica);
    drawn.push({ m: { id: `ask-${a.replica}`, from: 'b', to: replica, ...at, tone: 'neutral' }, rank: 2 });
    drawn.push({ m: { id: `answer-${a.replica}`, from: replica, to: 'b', ...at, tone: answerTone(a.value) }, rank: 3 });
  }
  // A stable sort: within a rank, the order pushed.
  return drawn.sort((x, y) => x.m.arrives - y.m.arrives || x.rank - y.rank).map((d) => d.m);
}

/** The chart in words: each replica's value over time, A's write and acknowledgements, "done", and B's read. */
function describe(p: State, s: Settings, scale: number, replicas: number[]): string {
  const bands = replicas
    .map(
      (i) => `${replicaName(i)}${isSlow(s, i) ? ' (slow)' : ''} holds 10, then 15 from ${formatTime(p.storedAt[i]!)}`,
    )
    .join('; ');
  const asked = p.answers.map((a) => `Replica ${a.replica} answers ${a.value}${p.stale ? ', stale' : ''}`).join('; ');
  return (
    `${CHART_TITLE}. From 0 to ${formatTime(axisOf(scale).max)}. ${bands}. ` +
    `Client A sends 15 to every replica at 1.0 s; each acknowledgement reaches A 0.1 s after its replica stores it, ` +
    `and A is told "done" at ${formatTime(p.doneAt)}. ` +
    `At ${formatTime(p.readAt)} Client B asks ${p.asked.length} of them: ${asked}. ` +
    `B reads ${p.valueRead}${p.stale ? ', a stale read' : ''}.`
  );
}

/** The run as the kit's lanes, on an axis a little past the log's last line (`end`, the kit's run's). */
export function lanes(p: State, end: number, s: Settings): LaneChartData {
  const read = readWords(p);
  // An answer's tone: red when stale (every answer of a stale read is 10), green when it carries the write,
  // neutral for an old value beside a 15, which did no harm.
  const answerTone = (value: number): Tone => (p.stale ? 'harm' : value === NEW.value ? 'safe' : 'neutral');
  const scale = end + 5; // the axis runs 0.5 s past the log's last line
  const replicas = Array.from({ length: s.n }, (_, k) => k + 1);
  const storeTimes = [...new Set(replicas.map((i) => p.storedAt[i]!))].sort((a, b) => a - b);
  const holding = (t: number): string =>
    `${replicas.filter((i) => p.storedAt[i]! <= t).length} of ${s.n} replicas hold 15`;
  return {
    // Playback stops at the log's last line, where the chart is drawn whole; the axis runs a little past it.
    end,
    scale,
    lanes: [
      {
        id: 'a',
        name: 'Client A',
        spans: [],
        marks: [
          { id: 'send', t: SEND_AT, symbol: 'dot', tone: 'neutral', label: 'sends 15', short: ['15'] },
          { id: 'done', t: p.doneAt, symbol: 'check', tone: 'safe', label: 'done' },
        ],
      },
      ...replicas.map((i) => ({
        id: replicaId(i),
        name: replicaName(i),
        spans: [],
        // B asks each replica at most once, so a lane has at most one answer.
        marks: p.answers
          .filter((a) => a.replica === i)
          .map((answer) => ({
            id: `${replicaId(i)}-answer`,
            t: p.readAt,
            symbol: 'dot' as const,
            tone: answerTone(answer.value),
            label: `answers ${answer.value}${p.stale ? ', stale' : ''}`,
            short: [`${answer.value}`],
          })),
        series: {
          kind: 'strip' as const,
          inside: true,
          points: [
            { t: 0, value: isSlow(s, i) ? '10 (slow)' : '10', tone: 'neutral' as const },
            { t: p.storedAt[i]!, value: '15', tone: 'safe' as const },
          ],
        },
      })),
      {
        id: 'b',
        name: 'Client B',
        spans: [],
        marks: [{ id: 'read', t: p.readAt, symbol: 'diamond', tone: read.tone, label: read.label, short: read.short }],
      },
    ],
    messages: messagesOf(p, s.n, answerTone),
    caption: [{ text: CHART_CAPTION }],
    description: describe(p, s, scale, replicas),
    holds: [{ t: 0, value: holding(0) }, ...storeTimes.map((t) => ({ t, value: holding(t) }))],
  };
}
