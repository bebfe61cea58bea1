/** The lost-output lesson's words (lesson spec, Part 1's terms word for word): built from the run, deciding nothing. */
import { formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, State } from './rules.ts';
import { LINES, SHUTDOWN } from './rules.ts';
import type { Settings } from './settings.ts';

/** How a run ends, in a word: the map's colours and practice's options. */
export type Verdict = 'exited' | 'killed-empty' | 'lost';

/** Each actor as the log prints it; the chart's lanes use the same names. */
export const ACTOR_NAMES = Object.freeze({
  program: 'Program',
  buffer: 'Buffer',
  kernel: 'Kernel',
  supervisor: 'Supervisor',
});

/** The outcome panel's four terms, in the spec's order and exact words. */
export const TERMS = Object.freeze({
  printed: 'Lines printed',
  arrived: 'Lines that arrived',
  lost: 'Lines lost',
  writes: 'write() calls',
});

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  exited: { label: 'Ended by exit()', tone: 'safe', symbol: '✓' },
  'killed-empty': { label: 'Killed, nothing waiting', tone: 'harmless', symbol: '…' },
  lost: { label: 'Killed, lines lost', tone: 'harm', symbol: '⚠' },
});

export const CHART_TITLE = 'The program, its buffer and the kernel';

export const CHART_WORDS = Object.freeze({
  line: (k: number): string => `line ${k}`,
  sigterm: { label: 'SIGTERM: shutting down', short: ['SIGTERM', 'TERM'] },
  waiting: (n: number): string => (n === 0 ? 'empty' : `${n} waiting`),
  gone: 'gone',
  kept: (n: number): string => (n === 1 ? 'keeps 1 line' : `keeps ${n} lines`),
  lost: (lines: readonly number[]): string => `lost: ${linesLabel(lines)}`,
  end: { exit: 'exit()', SIGTERM: 'SIGTERM: ended', SIGKILL: 'SIGKILL: killed' },
  endShort: { exit: 'exit', SIGTERM: 'SIGTERM', SIGKILL: 'SIGKILL' },
});

/** The chart's caption in pieces, one per kind of mark, named only once drawn (lanes.ts, `captionOf`). */
export const CHART_CAPTION = Object.freeze({
  axis: 'From 0 to 12 s.',
  program: 'Program:',
  life: "the process's life as a band",
  prints: 'each print a dot, one a second (the first and the last numbered)',
  sigterm: 'a handled SIGTERM a diamond with its shutdown hatched',
  buffer: "Buffer: a line that climbs a step for each line waiting in the program's memory",
  drops: 'and drops at each write(), drawn as an arrow down to the Kernel with the lines it carries',
  noBuffer: 'Buffer: none.',
  direct: 'Each write() is drawn as an arrow straight from the Program down to the Kernel with the lines it carries.',
  lost: 'Lines still waiting when the process is killed are crossed out as lost.',
  kernel: 'Kernel:',
  arriving: 'a band while lines arrive',
  kept: 'the lines it keeps after the end',
  end: 'The dashed line through every lane is the end, labelled with its cause.',
});

/** The note under the settings: the program, the two simplifications, and what each setting applies to. */
export const SETTINGS_NOTE =
  'The program prints line 1 at 1.0 s, line 2 at 2.0 s and so on, line 10 at 10.0 s, then calls exit(). Two ' +
  'simplifications: this buffer counts whole lines, where a real one counts bytes (a few KiB, many lines), and it ' +
  'is flushed the moment it fills, where the C library writes a full buffer out when the next output comes. At one ' +
  'instant the program goes first: a line due when the signal comes is printed first, and an exit() due when the ' +
  "supervisor's SIGKILL comes runs first. The buffer's size counts only with block buffering, the signal time not " +
  'with exit(), and the grace period only with a handled SIGTERM. SIGTERM here reaches an ordinary process: not ' +
  'PID 1 in a container, or one started with docker run --init.';

/** Lines as a sentence names them: "line 7", "lines 5 and 6", "lines 1 to 4" (a buffer's lines are consecutive). */
export function linesText(lines: readonly number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  return `lines ${lines[0]} ${lines.length === 2 ? 'and' : 'to'} ${lines.at(-1)}`;
}

/** Lines as a label names them: "7", "5, 6", "1–4". */
export function linesLabel(lines: readonly number[]): string {
  return lines.length <= 2 ? lines.join(', ') : `${lines[0]}–${lines.at(-1)}`;
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The "In order" sentence for one happening. */
export function describe(h: Happening, s: Settings): string {
  switch (h.kind) {
    case 'start': {
      const output = {
        line: 'line-buffered, as stdout is when it goes to a terminal',
        block: `block-buffered, as stdout is when it goes to a pipe or a file; the buffer holds ${plural(s.bufferLines, 'line', 'lines')}`,
        none: 'unbuffered, as stderr is in C, or stdout under python -u',
      };
      return `The program starts. Its output is ${output[s.buffering]}.`;
    }
    case 'print':
      if (s.buffering === 'none') return `Prints line ${h.line}, which goes straight to the kernel.`;
      if (s.buffering === 'line') return `Prints line ${h.line}. Its newline flushes the buffer at once.`;
      return h.flushes
        ? `Prints line ${h.line}. The buffer is full (${h.waiting} of ${s.bufferLines}), so it is flushed.`
        : `Prints line ${h.line}, which waits in the buffer (${h.waiting} of ${s.bufferLines}).`;
    case 'write':
      return `${cap(linesText(h.lines))} ${h.lines.length === 1 ? 'arrives' : 'arrive'} in one write() call. The kernel keeps ${h.lines.length === 1 ? 'it' : 'them'}.`;
    case 'exit': {
      const act = h.handled ? 'The shutdown is done, and the program calls exit()' : 'Calls exit() after its last line';
      return h.waiting > 0
        ? `${act}. exit() flushes the buffer, then the process ends.`
        : `${act}. The buffer is empty, so there is nothing to flush; the process ends.`;
    }
    case 'sigterm':
      return h.handled
        ? `SIGTERM arrives. The program's handler starts a shutdown: no more lines, then exit() in ${formatTime(SHUTDOWN)}.`
        : 'SIGTERM arrives. With no handler, its default action ends the process at once: no exit(), no flush.';
    case 'sigkill':
      return h.actor === 'supervisor'
        ? 'The grace period is over and the process still runs: the supervisor sends SIGKILL, which ends it at once.'
        : 'SIGKILL arrives (kill -9). The process ends at once: no exit(), no flush.';
    case 'lost':
      return `${cap(linesText(h.lines))}, still in the buffer, ${h.lines.length === 1 ? 'is' : 'are'} lost with the process's memory.`;
  }
}

/** What reached the kernel before the end, in words: "lines 1 to 4 reached the kernel in one write() at 4.0 s". */
function arrivedWords({ writes: w }: State): string {
  if (w.length === 0) return 'no line had reached the kernel yet';
  if (w.length === 1) return `${linesText(w[0]!.lines)} reached the kernel in one write() at ${formatTime(w[0]!.t)}`;
  return `${linesText(w.flatMap((x) => x.lines))} had reached the kernel, in ${w.length} write() calls`;
}

/** Why the process ended as it did, for a run that did not end by exit(). */
function killWords(p: State, s: Settings): string {
  const at = formatTime(p.s.signalAt);
  if (s.ending === 'kill') return `SIGKILL at ${at} ended the process without exit()`;
  if (s.ending === 'term')
    return `SIGTERM at ${at} found no handler; its default action ended the process without exit(), as SIGKILL does`;
  return (
    `SIGTERM at ${at} started the handler's shutdown, but the grace period of ${formatTime(p.s.grace)} ran out ` +
    `first: the supervisor's SIGKILL at ${formatTime(p.end!.t)} ended the process before its exit() at ` +
    `${formatTime(p.s.signalAt + SHUTDOWN)}`
  );
}

function explainExit(p: State, s: Settings): string {
  const end = formatTime(p.end!.t);
  const last = p.writes.at(-1);
  // The lines the last write() carried, where exit() made it (a buffer that filled at the end was its print's).
  const flushed = last?.t === p.end!.t && last.lines.length < s.bufferLines ? last.lines : [];
  if (p.stoppingAt !== null)
    return (
      `SIGTERM at ${formatTime(p.stoppingAt)} ran the program's handler: it printed nothing more and called exit() ` +
      `at ${end}${flushed.length > 0 ? `, which flushed ${linesText(flushed)}` : ', with nothing left to flush'}. ` +
      `Every line printed arrived, in ${plural(p.writes.length, 'write() call', 'write() calls')}. ` +
      `The supervisor's SIGKILL was due at ${formatTime(p.stoppingAt + p.s.grace)}, after the end, so it did nothing.`
    );
  const late =
    s.ending === 'exit'
      ? ''
      : ` The signal at ${formatTime(p.s.signalAt)} came after the process had exited, so it did nothing.`;
  if (s.buffering === 'none')
    return `Each of the ${LINES} lines went straight to the kernel in a write() call of its own, so nothing ever waited, and exit() at ${end} had nothing to flush.${late}`;
  if (s.buffering === 'line')
    return `Each line's newline flushed the buffer at once, so every line reached the kernel as it was printed, one write() call each; exit() at ${end} found the buffer empty.${late}`;
  return (
    `Output to a pipe is block-buffered: lines waited in the program's buffer until it held ${s.bufferLines}, then went ` +
    `to the kernel together. ${flushed.length > 0 ? `exit() at ${end} flushed the last ${plural(flushed.length, 'line', 'lines')}, ${linesText(flushed)}.` : `exit() at ${end} found the buffer empty.`} ` +
    `All ${LINES} arrived in ${plural(p.writes.length, 'write() call', 'write() calls')} instead of ${LINES}: buffering saves system calls, and the price is waiting.${late}`
  );
}

/** The plain-words explanation under the outcome. */
export function explain(p: State, s: Settings): string {
  if (p.end?.cause === 'exit') return explainExit(p, s);
  const why = cap(killWords(p, s));
  if (p.prints.length === 0) return `${why}. It had printed nothing yet, so there was nothing to lose.`;
  if (s.buffering !== 'block')
    return (
      `${why}. Every line it had printed had already reached the kernel in a write() call of its own, so nothing was ` +
      'waiting: the kill cost only the lines it never printed.'
    );
  const so = `Output to a pipe is block-buffered; ${arrivedWords(p)}.`;
  if (p.lost.length === 0)
    return `${so} ${why}. At that moment the buffer was empty, so nothing was lost: luck of timing, not design.`;
  const fix =
    s.ending === 'handled'
      ? `A grace period of at least ${formatTime(SHUTDOWN)} would have let exit() flush ${p.lost.length === 1 ? 'it' : 'them'}.`
      : 'Unbuffered output would have sent each line to the kernel at once, and a handler for SIGTERM that calls exit() would have flushed the buffer.';
  return `${so} ${why}, and ${linesText(p.lost)}, still in its buffer, went with it. ${fix}`;
}
