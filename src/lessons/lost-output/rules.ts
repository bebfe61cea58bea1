/** The rules of the lost-output model (lesson spec, Part 2, rules 1 to 7) on the kit's agenda, in tenths. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SeriesPoint, Tenths } from '../../kit/index.ts';
import type { descriptor } from './settings.ts';

/** How many lines the program prints, one each second from 1.0 s (rule 1). */
export const LINES = 10;
/** How long a handled SIGTERM's shutdown takes before its exit() (rule 4): 2.0 s. */
export const SHUTDOWN = 20;

/** One thing that happened, with the facts its sentence needs (`t` in tenths). */
export type Happening = { t: number } & (
  | { actor: 'program'; kind: 'start' }
  | { actor: 'program'; kind: 'print'; line: number; waiting: number; flushes: boolean }
  | { actor: 'kernel'; kind: 'write'; lines: number[] }
  | { actor: 'program'; kind: 'exit'; waiting: number; handled: boolean }
  | { actor: 'program'; kind: 'sigterm'; handled: boolean }
  | { actor: 'program' | 'supervisor'; kind: 'sigkill' }
  | { actor: 'buffer'; kind: 'lost'; lines: number[] }
);

/** What the steps share while a run plays, and what the outcome, the words and the chart read after it. */
export interface State {
  s: Tenths<typeof descriptor>;
  /** The line numbers waiting in the program's buffer, oldest first. */
  buffer: number[];
  prints: { t: number; line: number }[];
  writes: { t: number; lines: number[] }[];
  stoppingAt: number | null;
  end: { t: number; cause: 'exit' | 'SIGTERM' | 'SIGKILL' } | null;
  /** The lines that were still in the buffer when the process was killed. */
  lost: number[];
}

export type Series = { buffer: SeriesPoint<number> };

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Args = { print: [line: number]; exit: [handled: boolean]; sigterm: []; sigkill: [bySupervisor: boolean] };
type Types = RulesOf<State, Happening, Args, Series>;
type Ctx = Context<Types>;

/** Rule 2: one write() call carrying every line in the buffer; an empty buffer makes no call. */
function flush(p: State, ctx: Ctx): void {
  if (p.buffer.length === 0) return;
  const lines = p.buffer.splice(0);
  p.writes.push({ t: ctx.t, lines });
  ctx.say({ t: ctx.t, actor: 'kernel', kind: 'write', lines });
  ctx.set('buffer', { value: 0 });
}

/** Rule 5: the process ends at once; whatever waits in its buffer goes with its memory. */
function die(p: State, ctx: Ctx, cause: 'SIGTERM' | 'SIGKILL'): void {
  p.end = { t: ctx.t, cause };
  p.lost = p.buffer.splice(0);
  if (p.lost.length === 0) return;
  ctx.say({ t: ctx.t, actor: 'buffer', kind: 'lost', lines: p.lost });
  ctx.set('buffer', { value: 0 });
}

/** The rules, top to bottom; at one instant (rule 6) the program's own steps (rank 0), its exit() (1), SIGTERM (2),
 * then SIGKILL (3). Flushing and dying are phases of these rules, not rules the agenda schedules. */
export const rules = defineRules<Types>({
  print: {
    says: 'Rules 1 and 2: the program prints line `line`; where it goes depends on the buffering.',
    rank: 0,
    step(p, ctx, line) {
      if (p.end !== null || p.stoppingAt !== null) return; // ended, or shutting down: no more work of its own
      p.prints.push({ t: ctx.t, line });
      p.buffer.push(line);
      const flushes = p.s.buffering !== 'block' || p.buffer.length === p.s.bufferLines;
      ctx.say({ t: ctx.t, actor: 'program', kind: 'print', line, waiting: p.buffer.length, flushes });
      ctx.set('buffer', { value: p.buffer.length });
      if (flushes) flush(p, ctx);
    },
  },
  exit: {
    says: "Rule 3: exit() flushes the buffer, then the process ends. `handled`: the handler's exit(), rule 4.",
    rank: 1,
    step(p, ctx, handled) {
      if (p.end !== null || (!handled && p.stoppingAt !== null)) return;
      ctx.say({ t: ctx.t, actor: 'program', kind: 'exit', waiting: p.buffer.length, handled });
      flush(p, ctx);
      p.end = { t: ctx.t, cause: 'exit' };
    },
  },
  sigterm: {
    says: 'Rules 4 and 5: SIGTERM. Not handled, it ends the process at once; handled, it starts a 2.0 s shutdown.',
    rank: 2,
    step(p, ctx) {
      if (p.end !== null) return;
      const handled = p.s.ending === 'handled';
      ctx.say({ t: ctx.t, actor: 'program', kind: 'sigterm', handled });
      if (!handled) return die(p, ctx, 'SIGTERM');
      p.stoppingAt = ctx.t;
      ctx.at(ctx.t + SHUTDOWN, 'exit', true);
    },
  },
  sigkill: {
    says: 'Rule 5: SIGKILL ends the process at once, from `kill -9` or from the supervisor once the grace period is over.',
    rank: 3,
    step(p, ctx, bySupervisor) {
      if (p.end !== null) return;
      ctx.say({ t: ctx.t, actor: bySupervisor ? 'supervisor' : 'program', kind: 'sigkill' });
      die(p, ctx, 'SIGKILL');
    },
  },
});
/** The start: ten prints and exit() on the agenda, and the signals the ending sends (rule 4). */
export function start(tenths: Tenths<typeof descriptor>, ctx: Ctx): State {
  ctx.say({ t: 0, actor: 'program', kind: 'start' });
  ctx.set('buffer', { value: 0 });
  for (let line = 1; line <= LINES; line++) ctx.at(line * 10, 'print', line);
  ctx.at(LINES * 10, 'exit', false);
  const { ending, signalAt, grace } = tenths;
  if (ending === 'kill') ctx.at(signalAt, 'sigkill', false);
  if (ending === 'term' || ending === 'handled') ctx.at(signalAt, 'sigterm');
  if (ending === 'handled') ctx.at(signalAt + grace, 'sigkill', true);
  return { s: tenths, buffer: [], prints: [], writes: [], stoppingAt: null, end: null, lost: [] };
}
