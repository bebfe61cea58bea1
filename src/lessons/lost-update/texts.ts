/** The words of the lost-update lesson; the outcome's terms are the lesson spec's (Part 1), word for word. */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Client, Happening, State } from './rules.ts';
import { AMOUNT, SHOULD_BE, otherOf } from './rules.ts';
import type { Settings } from './settings.ts';

/** Each actor as the log prints it. */
export const ACTOR_NAMES = Object.freeze({ A: 'Client A', B: 'Client B', counter: 'Counter' });

/** The outcome panel's terms, in the panel's order (lesson spec, Part 1). */
export const TERMS = Object.freeze({
  finalValue: 'Final value',
  shouldBe: 'It should be',
  updatesLost: 'Updates lost',
  retries: 'Retries',
  timeWaiting: 'Time waiting',
});

export const CHART_TITLE = 'Who read and wrote what, when';

/** The chart's caption, a sentence for each kind of mark: lanes.ts says each only from the first mark of its kind. */
export const CAPTION = Object.freeze({
  windows: "Each bar runs from a client's read to its write.",
  work: 'Each bar is a client\'s work, from its start to its "add"; it reads nothing.',
  overlap: "Where A's and B's bars overlap, shaded red, each read before the other wrote.",
  overwrite: "A red diamond marks a write over the other's update.",
  refused: 'A purple ⊘ is a refused write.',
  wait: 'A dashed line is a wait for the lock.',
  counter: "The step line is the counter's value.",
});

/** The note beside the settings (and beside a practice question's): the constants, and the same-instant rule. */
export const SETTINGS_NOTE =
  "The counter holds 10. A adds 1 and B adds 5, so with both updates it ends at 16. A starts at 1.0 s; B's work always takes 1.0 s. At the same instant, A acts before B.";

/** "10 + 1 = 11": the sum a client works out. */
const sum = (c: Client, read: number): string => `${read} + ${AMOUNT[c]} = ${read + AMOUNT[c]}`;

/** The "In order" sentence for one happening. */
export function describe(h: Happening): string {
  switch (h.kind) {
    case 'start':
      return `The counter holds ${h.value}.`;
    case 'reads':
      return h.retryAt !== null
        ? `${h.actor} reads again: ${h.value}. It works out ${sum(h.actor, h.value)} and will try again at ${formatTime(h.retryAt)}.`
        : `${h.actor} reads ${h.value} and starts its work: it will write ${sum(h.actor, h.value)}.`;
    case 'writes':
      return h.held === h.read
        ? `${h.actor} writes ${h.value}. The counter held ${h.held}; it now holds ${h.value}.`
        : `${h.actor} writes ${h.value}, worked out from the ${h.read} it read. The counter held ${h.held}; it now holds ${h.value}, and ${otherOf(h.actor)}'s update is gone.`;
    case 'adds':
      return `${h.actor} sends "add ${AMOUNT[h.actor]}". The counter adds it in one step: it held ${h.held}, it now holds ${h.value}.`;
    case 'cas-ok':
      return `${h.actor} sends "set to ${h.value} if it is still ${h.read}". It is, so the counter now holds ${h.value}.`;
    case 'refused-unchanged':
      return `${h.actor} sends "set to ${h.value} if it is still ${h.read}". The counter still holds ${h.read}, but the storage refuses it anyway: ${h.actor} has nothing new to read, gives up, and its update never lands.`;
    case 'cas-refused':
      return `${h.actor} sends "set to ${h.value} if it is still ${h.read}". The counter holds ${h.held}, not ${h.read}, so it refuses and changes nothing.`;
    case 'takes-lock':
      return h.waited === null
        ? `${h.actor} asks for the lock. It is free: ${h.actor} takes it, reads ${h.value} and will write ${sum(h.actor, h.value)}.`
        : h.waited === 0
          ? `${h.actor} takes the lock at once, the instant it is released, reads ${h.value} and will write ${sum(h.actor, h.value)}.`
          : `${h.actor} takes the lock after waiting ${formatSpan(h.waited)}, reads ${h.value} and will write ${sum(h.actor, h.value)}.`;
    case 'waits':
      return `${h.actor} asks for the lock. ${h.holder} holds it, so ${h.actor} waits.`;
    case 'writes-releases':
      return `${h.actor} writes ${h.value} and releases the lock. The counter held ${h.held}; it now holds ${h.value}.`;
  }
}

/** The explanation under the outcome: why the run ends as it does, and where to look next. */
export function explain(p: State, settings: Settings): string {
  const v = p.value;
  const [first, second] = p.attempts.filter((a) => !a.refused);
  const refused = p.attempts.find((a) => a.refused);
  switch (settings.method) {
    case 'plain':
      if (first === undefined || second === undefined) break;
      if (v !== SHOULD_BE)
        return `${first.client}'s ${first.value} was written over by ${second.client}'s ${second.value}: ${second.client} worked out ${second.value} from the ${second.read} it read at ${formatTime(second.from)}, before ${first.client} wrote. Neither client saw an error. To keep both, let the storage do the adding, write only if the value is unchanged, or take a lock.`;
      return `${second.client} read ${second.read} at ${formatTime(second.from)}, after ${first.client} had written it, so ${second.client}'s update was added to ${first.client}'s: ${v}, as it should be. Nothing kept the two apart but their timing; move one so their windows overlap and an update is lost.`;
    case 'atomic':
      return `Neither client read the counter: each sent its amount, and the counter added it in one step, so neither could write over the other. ${v}, as it should be.`;
    case 'cas':
      if (refused === undefined)
        return `No write was refused: each client's compare-and-set found the value it had read, because neither wrote inside the other's window. ${v}, as it should be.`;
      return `${refused.client}'s first write was refused: it asked to set ${refused.value} if the counter still held ${refused.read}, but ${otherOf(refused.client)} had written in between. ${refused.client} read again and wrote ${v}. Both updates count, for the price of ${p.retries === 1 ? 'one retry' : `${p.retries} retries`} and no waiting.`;
    case 'lock': {
      const w = p.waits[0];
      if (w === undefined)
        return `Nobody waited: ${first?.client ?? 'A'} had released the lock before ${second?.client ?? 'B'} asked for it. ${v}, as it should be.`;
      // The holder wrote first.
      const holder = otherOf(w.client);
      return w.to === w.from
        ? `${w.client} asked for the lock at ${formatTime(w.from)}, the instant ${holder} released it, and took it at once: it read ${first?.value ?? ''} and wrote ${v}. No retry, and no time lost.`
        : `${w.client} asked for the lock at ${formatTime(w.from)} while ${holder} held it, and waited ${formatSpan(w.to - w.from)} until ${holder} wrote ${first?.value ?? ''} and released it. Then ${w.client} read ${first?.value ?? ''} and wrote ${v}. No retry, but ${w.client} was held up for as long as ${holder} worked.`;
    }
  }
  throw new Error(`No explanation fits method=${settings.method} aWork=${settings.aWork} bAt=${settings.bAt}.`);
}

/** How a run ends: both updates kept (with no retry or wait, after a retry, or after a wait), or one lost. */
export type Verdict = 'kept' | 'retried' | 'waited' | 'lost';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Both updates kept', tone: 'safe', symbol: '✓' },
  retried: { label: 'Both kept, after a retry', tone: 'safe', symbol: '↻' },
  waited: { label: 'Both kept, after a wait', tone: 'safe', symbol: '…' },
  lost: { label: 'An update lost', tone: 'harm', symbol: '✕' },
});
