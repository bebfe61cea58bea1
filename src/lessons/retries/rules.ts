/** The rules of the retries model (lesson spec, Part 2, rules 1 to 7) on the kit's agenda; texts.ts words their facts. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { Op, descriptor } from './settings.ts';

/** The server's value at the start (rule 1). */
export const START_VALUE = 10;
/** A's first try (rule 2): 1.0 s. */
export const FIRST_TRY = 10;
/** When A retries or gives up if no reply has come, 2 s after its first try (rule 5): 3.0 s. */
export const TIMEOUT = FIRST_TRY + 20;
/** What B adds (rule 4). */
export const B_ADDS = 5;
/** The id A's request always carries (rule 1). */
export const REQUEST_ID = 'a1';

/** One thing that happened, with the facts its sentence needs. `t` is in tenths. */
export type Happening = { t: number; actor: 'A' | 'network' | 'server' | 'B' } & (
  | { kind: 'start'; value: number }
  | { kind: 'a-reads'; op: Op }
  | { kind: 'a-sends'; op: Op; ids: boolean }
  | { kind: 'lost-request' }
  | { kind: 'lost-reply' }
  | { kind: 'server-applies-add'; value: number; reply: string; again: boolean; neverSeen: boolean }
  | { kind: 'server-applies-set'; before: number; again: boolean; neverSeen: boolean }
  | { kind: 'server-applies-ifTen'; neverSeen: boolean }
  | { kind: 'server-refuses'; value: number; neverSeen: boolean }
  | { kind: 'server-remembers'; reply: string }
  | { kind: 'a-told-done'; reply: string; afterRetry: boolean }
  | { kind: 'a-told-refused'; reply: string }
  | { kind: 'a-gives-up' }
  | { kind: 'a-retries'; op: Op; ids: boolean }
  | { kind: 'b-adds' }
  | { kind: 'server-adds-b'; value: number }
);

/** The sentence keys of the log (the spec's table). */
export type SentenceKey = Happening['kind'];

/** What became of one copy of A's request at the server. */
export type Handling =
  | { how: 'lost' }
  | { how: 'applied'; before: number }
  | { how: 'refused'; found: number }
  | { how: 'remembered'; reply: string };

/** A lane of the chart: the network has none, since a message crosses it at once. */
export type LaneId = 'A' | 'server' | 'B';

/** One message, as the chart draws it: an arrow between two lanes at `t` (tenths), when it is sent and, since messages
 * take no time here, arrives unless lost. */
export interface Message {
  t: number;
  from: LaneId;
  to: LaneId;
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
  bDone: boolean;
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

/** Rule 3: the server handles one copy of A's request (`copy`: its first try or its retry) the instant it arrives,
 * logs its line, and returns its reply. */
function serve(p: State, ctx: Ctx, copy: 'first' | 'retry'): { reply: string; handling: Handling } {
  const t = ctx.t;
  const { op, ids } = p.s;
  if (ids && p.memory !== null) {
    const reply = p.memory;
    ctx.say({ t, actor: 'server', kind: 'server-remembers', reply });
    return { reply, handling: { how: 'remembered', reply } };
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
  if (op === 'add') ctx.say({ t, actor: 'server', kind: 'server-applies-add', value: after, reply, again, neverSeen });
  else if (op === 'set') ctx.say({ t, actor: 'server', kind: 'server-applies-set', before, again, neverSeen });
  else ctx.say({ t, actor: 'server', kind: 'server-applies-ifTen', neverSeen });
  setValue(p, ctx, after, 'A');
  p.applied += 1;
  // Only a write that replaces the value can wipe out B's 5; "add 1" adds to it.
  if (op !== 'add' && p.bDone) p.overwroteB = true;
  return { reply, handling: { how: 'applied', before } };
}

/** Rule 6: a reply reaches A and tells it "done" or "refused". */
function hear(p: State, ctx: Ctx, reply: string, afterRetry: boolean): void {
  const t = ctx.t;
  p.told = reply.startsWith('done') ? 'done' : 'refused';
  if (p.told === 'done') ctx.say({ t, actor: 'A', kind: 'a-told-done', reply, afterRetry });
  else ctx.say({ t, actor: 'A', kind: 'a-told-refused', reply });
}

/** Sends one copy of A's request and, unless the network loses them, delivers it and its reply. */
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
  const short = reply.startsWith('done') ? reply : 'refused';
  p.messages.push({ t, from: 'server', to: 'A', label: reply, short, lost: lostReply });
  if (lostReply) ctx.say({ t, actor: 'network', kind: 'lost-reply' });
  else hear(p, ctx, reply, copy === 'retry');
  return handling;
}

/** The rules, top to bottom. At one instant (rule 7) Client A's rules (the default rank 0), with the server's
 * handling and the network's loss, come before B's (1). */
export const rules = defineRules<Types>({
  opening: {
    says: 'Rule 1: the server holds 10, and A reads it.',
    step(p, ctx) {
      const t = ctx.t;
      ctx.say({ t, actor: 'server', kind: 'start', value: START_VALUE });
      setValue(p, ctx, START_VALUE, 'start');
      ctx.say({ t, actor: 'A', kind: 'a-reads', op: p.s.op });
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
      if (!p.s.retry) {
        ctx.say({ t, actor: 'A', kind: 'a-gives-up' });
        return;
      }
      ctx.say({ t, actor: 'A', kind: 'a-retries', op: p.s.op, ids: p.s.ids });
      p.retry = tryOnce(p, ctx, 'retry');
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
      p.bDone = true;
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
    bDone: false,
  };
}
