/** The rules of the retries model (lesson spec, Part 2, rules 1 to 7) on the kit's agenda; texts.ts words their facts. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { Op, descriptor } from './settings.ts';

/** The server's value at the start and the id A's request always carries (rule 1), and what B adds (rule 4). */
const START_VALUE = 10;
export const REQUEST_ID = 'a1';
const B_ADDS = 5;
/** A's first try at 1.0 s (rule 2), and 2 s later, at 3.0 s, its retry or giving up if no reply has come (rule 5). */
export const FIRST_TRY = 10;
const TIMEOUT = FIRST_TRY + 20;

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number; actor: 'A' | 'network' | 'server' | 'B' } & (
  | { kind: 'start' | 'server-adds-b'; value: number }
  | { kind: 'a-reads'; op: Op }
  | { kind: 'a-sends' | 'a-retries'; op: Op; ids: boolean }
  | { kind: 'lost-request' | 'lost-reply' | 'a-gives-up' | 'b-adds' }
  | { kind: `server-applies-${Op}`; before: number; value: number; again: boolean; neverSeen: boolean }
  | { kind: 'server-refuses'; value: number; neverSeen: boolean }
  | { kind: 'server-remembers'; reply: string }
  | { kind: 'a-told-done' | 'a-told-refused'; reply: string; afterRetry: boolean }
);

/** The sentence keys of the log (the spec's table). */
export type SentenceKey = Happening['kind'];

/** What became of one copy of A's request at the server. */
export type Handling =
  | { how: 'lost' }
  | { how: 'applied'; before: number }
  | { how: 'refused'; found: number }
  | { how: 'remembered'; reply: string };

/** A message: an arrow from lane to lane at `t` (tenths), arriving at once unless lost (so the network has no lane). */
export interface Message {
  t: number;
  from: 'A' | 'server' | 'B';
  to: 'A' | 'server' | 'B';
  /** In full, as the log quotes it ("add 1", "done: 17"), and in a few characters for a narrow chart ("set 11"). */
  label: string;
  short: string;
  lost: boolean;
}

/** The server's value at the start or after a change, as its lane prints it, with the log line that reports it. */
export interface ValueMark {
  t: number;
  value: number;
  by: 'start' | 'A' | 'B';
  event: number;
}

/** The state the steps share: the facts of the outcome, and what the words and the chart read. */
export interface State {
  s: Tenths<typeof descriptor>;
  value: number;
  /** Times the server applied A's write: a refusal and an answer from memory do not count. */
  applied: number;
  told: 'done' | 'refused' | 'nothing';
  /** How the server handled A's first try, and its retry (null when A did not retry). */
  first: Handling;
  retry: Handling | null;
  /** One of A's "set to 11" writes landed after B's update, so B's 5 is gone. */
  overwroteB: boolean;
  messages: Message[];
  /** When A's lane shows "?", or null. */
  question: number | null;
  /** What the server would hold at the end had the network lost nothing (so nothing was retried). */
  shouldBe: number;
  /** The reply the server stored for a1, when it remembers ids and has handled a1. */
  memory: string | null;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { opening: []; firstTry: []; timeout: []; bAdds: [] }, { server: ValueMark }>;

/** A's write as a message: the words the log quotes, and a short form for a narrow chart. */
export const OP_MESSAGE: Readonly<Record<Op, { label: string; short: string }>> = Object.freeze({
  add: { label: 'add 1', short: 'add 1' },
  set: { label: 'set to 11', short: 'set 11' },
  ifTen: { label: 'set to 11 if it is still 10', short: 'set 11 if 10' },
});

type Ctx = Context<Types>;

/** The server takes a new value, reported by the line said last: the kit's series records it for playback. */
function setValue(p: State, ctx: Ctx, value: number, by: ValueMark['by']): void {
  p.value = value;
  ctx.set('server', { value, by });
}

/** Rule 3: the server handles one copy of A's request the instant it arrives, logs its line, and returns its reply. */
function serve(p: State, ctx: Ctx, copy: 'first' | 'retry'): { reply: string; handling: Handling } {
  const t = ctx.t;
  const { op, ids } = p.s;
  if (ids && p.memory !== null) {
    ctx.say({ t, actor: 'server', kind: 'server-remembers', reply: p.memory });
    return { reply: p.memory, handling: { how: 'remembered', reply: p.memory } };
  }
  // With ids on, a retry that gets here is the first copy of a1 the server sees: its first try was lost.
  const neverSeen = ids && copy === 'retry';
  const before = p.value;
  const after = op === 'add' ? before + 1 : 11;
  const refused = op === 'ifTen' && before !== START_VALUE;
  const reply = refused ? `refused: the value is ${before}, not 10` : `done: ${after}`;
  if (ids) p.memory = reply;
  if (refused) {
    ctx.say({ t, actor: 'server', kind: 'server-refuses', value: before, neverSeen });
    return { reply, handling: { how: 'refused', found: before } };
  }
  const again = p.applied === 1;
  ctx.say({ t, actor: 'server', kind: `server-applies-${op}`, before, value: after, again, neverSeen });
  setValue(p, ctx, after, 'A');
  p.applied += 1;
  // Only a write that replaces the value wipes out B's 5 ("add 1" adds to it); B at this instant comes after (rule 7).
  if (op !== 'add' && p.s.bAt < t) p.overwroteB = true;
  return { reply, handling: { how: 'applied', before } };
}

/** Sends one copy of A's request and, unless lost, delivers it and its reply: "done" or "refused" to A (rule 6). */
function tryOnce(p: State, ctx: Ctx, copy: 'first' | 'retry'): Handling {
  const t = ctx.t;
  const lostRequest = copy === 'first' && p.s.lose === 'request';
  const lostReply = copy === 'first' && p.s.lose === 'reply';
  p.messages.push({ t, from: 'A', to: 'server', ...OP_MESSAGE[p.s.op], lost: lostRequest });
  if (lostRequest) {
    ctx.say({ t, actor: 'network', kind: 'lost-request' });
    return { how: 'lost' };
  }
  const { reply, handling } = serve(p, ctx, copy);
  const told = reply.startsWith('done') ? 'done' : 'refused';
  p.messages.push({ t, from: 'server', to: 'A', label: reply, short: told === 'done' ? reply : told, lost: lostReply });
  if (lostReply) ctx.say({ t, actor: 'network', kind: 'lost-reply' });
  else {
    p.told = told;
    ctx.say({ t, actor: 'A', kind: `a-told-${told}`, reply, afterRetry: copy === 'retry' });
  }
  return handling;
}

/** The rules. At one instant (rule 7) A's, with the server's handling and the network's loss (rank 0), precede B's. */
export const rules = defineRules<Types>({
  opening: {
    says: 'Rule 1: the server holds 10, and A reads it.',
    step(p, ctx) {
      ctx.say({ t: ctx.t, actor: 'server', kind: 'start', value: START_VALUE });
      setValue(p, ctx, START_VALUE, 'start');
      ctx.say({ t: ctx.t, actor: 'A', kind: 'a-reads', op: p.s.op });
    },
  },
  firstTry: {
    says: "Rule 2: A's first try.",
    step(p, ctx) {
      ctx.say({ t: ctx.t, actor: 'A', kind: 'a-sends', op: p.s.op, ids: p.s.ids });
      p.first = tryOnce(p, ctx, 'first');
    },
  },
  timeout: {
    says: 'Rule 5: 2 s after its first try, A retries once or gives up, if no reply has reached it.',
    step(p, ctx) {
      const t = ctx.t;
      if (p.told !== 'nothing') return;
      p.question = t;
      if (!p.s.retry) ctx.say({ t, actor: 'A', kind: 'a-gives-up' });
      else {
        ctx.say({ t, actor: 'A', kind: 'a-retries', op: p.s.op, ids: p.s.ids });
        p.retry = tryOnce(p, ctx, 'retry');
      }
    },
  },
  bAdds: {
    says: 'Rule 4: B sends "add 5"; its messages are never lost.',
    rank: 1,
    step(p, ctx) {
      const t = ctx.t;
      ctx.say({ t, actor: 'B', kind: 'b-adds' });
      p.messages.push({ t, from: 'B', to: 'server', label: 'add 5', short: 'add 5', lost: false });
      const value = p.value + B_ADDS;
      ctx.say({ t, actor: 'server', kind: 'server-adds-b', value });
      setValue(p, ctx, value, 'B');
      p.messages.push({ t, from: 'server', to: 'B', label: `done: ${value}`, short: `done: ${value}`, lost: false });
    },
  },
});
/** Rules 1, 2, 4 and 5: the server opens, A tries at 1.0 s and may retry at 3.0 s, and B adds 5 when the reader chose. */
export function start(s: State['s'], ctx: Ctx): State {
  ctx.at(0, 'opening');
  ctx.at(FIRST_TRY, 'firstTry');
  ctx.at(TIMEOUT, 'timeout');
  ctx.at(s.bAt, 'bAdds');
  return {
    s,
    value: START_VALUE,
    applied: 0,
    told: 'nothing',
    first: { how: 'lost' },
    retry: null,
    overwroteB: false,
    messages: [],
    question: null,
    shouldBe: START_VALUE,
    memory: null,
  };
}
