/**
 * The chart "The write, the acknowledgements and the read" as the kit's lanes: Client A's lane on top, one lane per
 * replica with the value it holds as a strip (10, then 15 from when it stores the write), Client B's lane below. A's
 * write is a message to each replica arriving when it stores 15, each acknowledgement a message back, "done" a mark
 * at the W-th; B's read a message to each replica asked and its answer back at the instant of the read, with the
 * answer on the replica's lane and what B reads on B's. Pure: the kit's `LaneChart` draws it.
 */
import { formatTime } from '../../kit/index.ts';
import type { Message, Run } from './index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import type { Lane, LaneChartData, LaneMessage, Tone } from '../../kit/index.ts';

/** A replica's lane id: "replica-1". */
const replicaId = (i: number): string => `replica-${i}`;

/** An answer's tone: red when stale, green when it carries the write, neutral for an old value that did no harm. */
const answerTone = (m: Message): Tone => (m.stale ? 'harm' : m.value === 15 ? 'safe' : 'neutral');

/** What B reads, in the old chart's words: "reads 10: stale", "reads 10: not done yet", "reads 15". */
function readWords(run: Run): { label: string; short: string[]; tone: Tone } {
  const { valueRead, stale } = run.result;
  if (stale) return { label: `reads ${valueRead}: stale`, short: [`${valueRead}: stale`], tone: 'harm' };
  if (valueRead === 10) return { label: 'reads 10: not done yet', short: ['10: not done', '10'], tone: 'wait' };
  return { label: 'reads 15', short: ['15'], tone: 'safe' };
}

/** One replica's lane: its value over time (written inside the strip) and, if B asked it, its answer. */
function replicaLane(run: Run, r: Run['replicas'][number]): Lane {
  const answer = run.messages.find((m) => m.kind === 'answer' && m.replica === r.index);
  return {
    id: replicaId(r.index),
    name: r.name,
    spans: [],
    marks:
      answer === undefined
        ? []
        : [
            {
              id: `${replicaId(r.index)}-answer`,
              t: run.readAt,
              symbol: 'dot',
              tone: answerTone(answer),
              label: `answers ${answer.value ?? 10}${answer.stale ? ', stale' : ''}`,
              short: [`${answer.value ?? 10}`],
            },
          ],
    series: {
      kind: 'strip',
      inside: true,
      points: [
        { t: 0, value: r.slow ? '10 (slow)' : '10', tone: 'neutral' },
        { t: r.storedAt, value: '15', tone: 'safe' },
      ],
    },
  };
}

/** A message as the kit draws it: A's write and the acknowledgements between A and a replica, B's read and answers. */
function messageOf(m: Message): LaneMessage {
  const replica = replicaId(m.replica);
  const id = `${m.kind}-${m.replica}`;
  const at = { sent: m.sent, arrives: m.arrives };
  switch (m.kind) {
    case 'write':
      return { id, from: 'a', to: replica, ...at, tone: 'neutral' };
    case 'ack':
      return { id, from: replica, to: 'a', ...at, tone: 'safe' };
    case 'ask':
      return { id, from: 'b', to: replica, ...at, tone: 'neutral' };
    case 'answer':
      return { id, from: replica, to: 'b', ...at, tone: answerTone(m) };
  }
}

/** The run as the kit's lanes, on an axis a little past the log's last line. */
export function lanesOf(run: Run): LaneChartData {
  const write = run.messages.find((m) => m.kind === 'write')!;
  const read = readWords(run);
  return {
    // Playback stops at the log's last line, where the chart is drawn whole; the axis runs a little past it.
    end: run.end,
    scale: run.chartEnd,
    lanes: [
      {
        id: 'a',
        name: 'Client A',
        spans: [],
        marks: [
          { id: 'send', t: write.sent, symbol: 'dot', tone: 'neutral', label: 'sends 15', short: ['15'] },
          { id: 'done', t: run.doneAt, symbol: 'check', tone: 'safe', label: 'done' },
        ],
      },
      ...run.replicas.map((r) => replicaLane(run, r)),
      {
        id: 'b',
        name: 'Client B',
        spans: [],
        marks: [
          { id: 'read', t: run.readAt, symbol: 'diamond', tone: read.tone, label: read.label, short: read.short },
        ],
      },
    ],
    messages: run.messages.map(messageOf),
  };
}

/** The chart in words: each replica's value over time, A's write and acknowledgements, "done", and B's read. */
export function describeRun(run: Run): string {
  const bands = run.replicas
    .map((r) => `${r.name}${r.slow ? ' (slow)' : ''} holds 10, then 15 from ${formatTime(r.storedAt)}`)
    .join('; ');
  const asked = run.messages
    .filter((m) => m.kind === 'answer')
    .map((m) => `Replica ${m.replica} answers ${m.value}${m.stale ? ', stale' : ''}`)
    .join('; ');
  return (
    `From 0 to ${formatTime(axisOf(run.chartEnd).max)}. ${bands}. ` +
    `Client A sends 15 to every replica at 1.0 s; each acknowledgement reaches A 0.1 s after its replica stores it, ` +
    `and A is told "done" at ${formatTime(run.doneAt)}. ` +
    `At ${formatTime(run.readAt)} Client B asks ${run.replicas.filter((r) => r.asked).length} of them: ${asked}. ` +
    `B reads ${run.result.valueRead}${run.result.stale ? ', a stale read' : ''}.`
  );
}
