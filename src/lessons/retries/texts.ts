/** The retries lesson's words: the log (spec Part 2's table; Part 1's default run word for word), explanation E1-E6. */
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, State } from './rules.ts';
import { FIRST_TRY, OP_MESSAGE, REQUEST_ID } from './rules.ts';
import type { Op, Settings } from './settings.ts';

/** How a run ends: model.ts's verdictOf says when each holds, and VERDICTS below how each reads. */
export type Verdict = 'safe' | 'refused' | 'duplicate' | 'overwritten' | 'missing' | 'unknown' | 'misled';

/** Each actor as the log prints it. */
export const ACTOR_NAMES = { A: 'Client A', network: 'Network', server: 'Server', B: 'Client B' } as const;

/** The chart's caption (lesson spec, Part 1, word for word). */
export const CHART_CAPTION =
  'Each arrow is a message; a cross is one the network lost. A learns only what reaches its own lane.';

export const CHART_TITLE = 'What crossed the network';

/** The note beside the settings (lesson spec, Part 1, word for word). */
export const SETTINGS_NOTE =
  "The network here loses at most one message: A's first request, or the server's reply to it. Everything else arrives at once. Real networks can also hold a message back and deliver it late, and real clients retry more than once, waiting longer each time.";

/** The outcome panel's terms, in the panel's order. */
export const TERMS = Object.freeze({
  valueAtEnd: 'Value at the end',
  shouldBe: 'It should be',
  timesApplied: "Times A's write was applied",
  aWasTold: 'A was told',
});

/** A's write in quotes, as a sentence names it: "add 1". */
const quoted = (op: Op): string => `"${OP_MESSAGE[op].label}"`;

/** The "In order" sentence for one happening. */
export function describe(h: Happening): string {
  const firstSeen = `The server has never seen ${REQUEST_ID}`;
  switch (h.kind) {
    case 'start':
      return `The server holds ${h.value}.`;
    case 'a-reads':
      return `A reads 10 and wants to make it 11. It will send ${quoted(h.op)}.`;
    case 'a-sends':
      return `A sends ${quoted(h.op)}${h.ids ? `, with the request id ${REQUEST_ID},` : ''} and waits up to 2 s for a reply.`;
    case 'lost-request':
      return "A's request is lost on the way to the server.";
    case 'lost-reply':
      return "The server's reply is lost on the way back to A.";
    case 'server-applies-add':
      return h.neverSeen
        ? `${firstSeen}, so it adds 1: it now holds ${h.value}. It replies "done: ${h.value}".`
        : `The server adds 1${h.again ? ' again' : ''}: it now holds ${h.value}. It replies "done: ${h.value}".`;
    case 'server-applies-set':
      return h.neverSeen
        ? `${firstSeen}, so it sets the value to 11: it held ${h.before}, it now holds 11. It replies "done: 11".`
        : `The server sets the value to 11${h.again ? ' again' : ''}: it held ${h.before}, it now holds 11. It replies "done: 11".`;
    case 'server-applies-ifTen':
      return h.neverSeen
        ? `${firstSeen}. The value is 10, so it sets it to 11. It replies "done: 11".`
        : 'The value is 10, so the server sets it to 11. It replies "done: 11".';
    case 'server-refuses':
      return h.neverSeen
        ? `${firstSeen}. The value is ${h.value}, not 10, so it changes nothing. It replies "refused: the value is ${h.value}, not 10".`
        : `The value is ${h.value}, not 10, so the server changes nothing. It replies "refused: the value is ${h.value}, not 10".`;
    case 'server-remembers':
      return `The server has ${REQUEST_ID} in its memory: it does not apply it again, and sends the reply it sent the first time, "${h.reply}".`;
    case 'a-told-done':
      return h.afterRetry ? `A is told "${h.reply}". It believes its write happened once.` : `A is told "${h.reply}".`;
    case 'a-told-refused':
      return `A is told "${h.reply}". It believes its write did not happen.`;
    case 'a-gives-up':
      return 'No reply after 2 s. A gives up: it cannot tell whether its write happened.';
    case 'a-retries':
      return `No reply after 2 s. A cannot tell whether its request or the reply was lost, so it sends ${quoted(h.op)} again${h.ids ? `, with the same id ${REQUEST_ID}` : ''}.`;
    case 'b-adds':
      return 'B sends "add 5".';
    case 'server-adds-b':
      return `The server adds 5: it now holds ${h.value}. It replies "done: ${h.value}" to B.`;
  }
}

/** The explanation under the outcome (lesson spec, Part 2, rules E1 to E6): the first rule that matches. Throws if
 * none does, which would be a gap in the model or the spec, never a reader's doing. */
export function explain(played: State, settings: Settings): string {
  const { op, lose, ids } = settings;
  const { value: v, shouldBe: sb, first, retry, told, applied } = played;
  // B's "add 5" came before A's first try (B at 1.0 s comes after it, rule 7).
  const bFirst = played.s.bAt < FIRST_TRY;

  // E1: nothing was lost.
  if (lose === 'nothing') {
    if (told === 'done' && op === 'set' && bFirst)
      return `The network lost nothing, but B's update came first and A's "set to 11" wrote over it: even with no loss this run ends at ${v}, and B's 5 is gone. Only a write that checks the value first would keep it.`;
    if (told === 'done')
      return `Nothing was lost, so A's write took effect once and A was told so. ${v} is the value this run should end with.`;
    return `Nothing was lost. B's update came first, so A's conditional write found ${v}, not 10, and was refused, and A was told so. ${v} is the value this run should end with.`;
  }

  // E2: A was told nothing.
  if (told === 'nothing') {
    if (first.how === 'lost' && op === 'ifTen' && bFirst)
      return `A's request never reached the server, and A gave up without knowing it. B's update came first, so the server would have refused it anyway: the value is ${v}, as it should be. Turn on retries.`;
    if (first.how === 'lost')
      return `A's request never reached the server, and A gave up without knowing it: its write is missing. The value is ${v} and should be ${sb}. Turn on retries.`;
    if (first.how === 'refused')
      return "The server refused A's write and the reply was lost, so A gave up without knowing either way. Turn on retries.";
    return `A's write did take effect, but the reply was lost and A gave up: it cannot tell that ${v} includes its write. Turn on retries to see what a second try does.`;
  }

  // E3: the server answered the retry from memory.
  if (retry?.how === 'remembered')
    return `The server recognised ${REQUEST_ID}, applied nothing, and sent back the reply it sent the first time, "${retry.reply}". The value is ${v}, as it should be.`;

  // E4: A's write was applied twice.
  if (applied === 2) {
    if (op === 'add')
      return `The reply was lost, not the request, so A's retry added 1 a second time: the value is ${v} and should be ${sb}. A was told "done" and believes it happened once. Let the server remember request ids to see the retry recognised.`;
    if (op === 'set' && v !== sb && retry?.how === 'applied')
      return `Setting 11 twice is harmless on its own, but B's update came between the two tries: the retry set 11 over ${retry.before} and undid it. The value is 11 and should be ${sb}. Let the server remember request ids.`;
    if (op === 'set')
      return "The server set 11 twice, and nothing changed the value between the two tries, so the second time did no harm: this is what safe to repeat means. Move B's update between the tries to see its limit.";
  }

  // E5: A was told "refused".
  if (told === 'refused' && retry?.how === 'refused') {
    if (first.how === 'applied')
      return `A's first try did set 11, but the reply was lost. The retry found ${retry.found}, not 10, and was refused, so A was told its write failed although it took effect. Let the server remember request ids.`;
    if (first.how === 'lost')
      return `A's only try arrived after B's update, found ${retry.found}, not 10, and was refused: B's update is safe, and A knows its write did not happen, so it can read again and try once more.`;
    return "B's update came first, so the server refused A's write and then its retry: A knows its write did not happen, and B's update is safe.";
  }

  // E6: the request was lost and the retry, the only copy, was applied once.
  if (first.how === 'lost' && retry?.how === 'applied' && applied === 1) {
    if (v === sb)
      return `The request was lost, so the retry was the only copy: A's write took effect once and the value is ${v}, as it should be. From A's side this looked exactly like a lost reply.`;
    const idsNote = ids
      ? `The server had never seen ${REQUEST_ID}, so remembering ids could not help.`
      : 'Remembering ids would not help: the server never saw the first try.';
    return `The request was lost, so the retry was the only copy, but it came after B's update and set 11 over ${retry.before}: the value is 11 and should be ${sb}. ${idsNote} Only a write that checks the value first, such as "set to 11 if it is still 10", would refuse it.`;
  }

  throw new Error(
    `No explanation rule (E1 to E6) matches op=${op} lose=${lose} retry=${settings.retry} ids=${ids} bAt=${settings.bAt}: the model and the lesson spec disagree.`,
  );
}

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Safe', tone: 'safe', symbol: '✓' },
  refused: { label: 'Refused in time', tone: 'refused', symbol: '⊘' },
  unknown: { label: 'A does not know', tone: 'wait', symbol: '?' },
  duplicate: { label: 'Applied twice', tone: 'harm', symbol: '⚠' },
  overwritten: { label: "B's update undone", tone: 'harm', symbol: '↺' },
  missing: { label: 'Write missing', tone: 'harm', symbol: '∅' },
  misled: { label: 'A told wrongly', tone: 'harm', symbol: '!' },
});
