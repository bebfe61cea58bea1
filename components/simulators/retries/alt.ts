/** The chart's text alternative: everything it draws, in order, as sentences a screen reader can read. */
import { formatTime } from '../../../src/sim/kit/index.ts';
import type { LaneId, Run } from '../../../src/sim/retries/index.ts';

const NAMES: Readonly<Record<LaneId, string>> = { A: 'Client A', server: 'the server', B: 'Client B' };

/** The chart in words: each message with its time and fate, A's "?", and the server's values. */
export function describeChart(run: Run): string {
  const lines: string[] = [];
  const question = run.question;
  let asked = false;
  for (const m of run.messages) {
    if (question !== null && !asked && m.t >= question) {
      lines.push(`${formatTime(question)}: no reply has reached Client A (?).`);
      asked = true;
    }
    const verb = m.from === 'server' ? 'replies' : 'sends';
    const to = m.from === 'server' ? ` to ${NAMES[m.to]}` : ' to the server';
    const fate = m.lost ? '; the network loses it' : '';
    const who = NAMES[m.from];
    lines.push(`${formatTime(m.t)}: ${who.charAt(0).toUpperCase()}${who.slice(1)} ${verb} "${m.label}"${to}${fate}.`);
  }
  if (question !== null && !asked) lines.push(`${formatTime(question)}: no reply has reached Client A (?).`);
  const values = run.values
    .map((v) => (v.by === 'start' ? `${v.value} at the start` : `${v.value} at ${formatTime(v.t)}`))
    .join(', ');
  return `What crossed the network, from 0 to ${formatTime(run.chartEnd)}. ${lines.join(' ')} The server's value: ${values}.`;
}
