/**
 * The words of the last-write-wins lesson: each actor's name, the log's sentences, the outcome's terms (lesson
 * spec, Part 1, word for word) and the explanation under the outcome.
 */
import { formatSpan } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, State } from './rules.ts';
import { SHOULD_BE } from './rules.ts';
import type { Actor, Stamp, TenthsSettings } from './rules.ts';

/** Each actor as the log prints it. */
export const ACTOR_NAMES: Readonly<Record<Actor, string>> = { A: 'Client A', B: 'Client B', store: 'Store' };

/** The outcome panel's terms, in the panel's order (lesson spec, Part 1). */
export const TERMS = Object.freeze({
  valueKept: 'Value kept',
  shouldBe: 'It should be',
  updatesLost: 'Updates lost',
  writesDropped: 'Writes dropped',
});

/** The chart's title. */
export const CHART_TITLE = 'Whose write the store kept';

/** The chart's caption, sentence by sentence: each is said only for a run that draws what it names (lanes.ts). */
export const CAPTION = Object.freeze({
  wall: 'Each write is a mark at the real time it happened, with its value and its stamp.',
  lamport: 'Each write is a mark at the real time it happened, with its value and its counter.',
  /** "When B writes" is a gap after A's write, not a time: said with the real time it gives. */
  gap: (gap: string, at: string) =>
    gap === '0 s' ? `B writes at the same real time as A, ${at}.` : `B writes ${gap} after A, at ${at} of real time.`,
  offset: "A's clock is drawn beside real time, so its skew shows as an offset.",
  dropped: "A write the store dropped ends in a cross on the store's lane.",
});

/** The note beside the settings (and beside a practice question's): the fixed times, the rule for equal stamps,
 * and what the seconds stand for. */
export const SETTINGS_NOTE =
  'A writes at 1.0 s of real time, and "When B writes" counts from A\'s write: at 1 s, B writes at 2.0 s. When two stamps are equal, the store keeps B\'s. A clock far enough behind real time stamps a write below 0 s. ' +
  'The store here is one machine and messages take no time, so the only thing that can go wrong is the order the stamps give. Real clocks are usually off by milliseconds, not seconds; the seconds here make the offset visible, and what matters is the skew against the gap between two writes.';

/** What a stamp is called: "stamp" (a clock's reading) or "counter". */
const kindOf = (stamp: Stamp): string => (stamp.kind === 'wall' ? 'stamp' : 'counter');

/** The value a stamp sets, as the store's line ends: "stamped 4.0 s" or "with counter 1". */
function carrying(stamp: Stamp): string {
  return stamp.kind === 'wall' ? `stamped ${stamp.text}` : `with counter ${stamp.text}`;
}

/** How far A's clock is off, as a sentence says it: "3 s ahead", "2 s behind", "exact". */
export function skewWords(skew: number): string {
  if (skew === 0) return 'exact';
  return skew > 0 ? `${formatSpan(skew)} ahead` : `${formatSpan(-skew)} behind`;
}

/** The "In order" sentence for one happening. */
export function describe(h: Happening): string {
  switch (h.kind) {
    case 'start':
      return `The store holds ${h.value}, with no stamp yet.`;
    case 'a-reads':
      return `A reads ${h.value} and will add 1.`;
    case 'b-reads': {
      const counter =
        h.order === 'lamport'
          ? h.counter === null
            ? ' It has no counter to see.'
            : ` It sees A's counter, ${h.counter}.`
          : '';
      return h.early
        ? `B reads ${h.value} and will add 5: A has not written yet.${counter}`
        : `B reads ${h.value}, A's write, and will add 5.${counter}`;
    }
    case 'writes': {
      // B's clock is exact; A's is off by the skew.
      const clock = skewWords(h.by === 'A' ? h.skew : 0);
      if (h.stamp.kind === 'wall')
        return `${h.by} writes ${h.value}, stamped ${h.stamp.text} by its clock, which is ${clock}.`;
      const seen = h.seen === 0 ? 'it has seen no counter' : `the largest counter it has seen is ${h.seen}`;
      return `${h.by} writes ${h.value} with counter ${h.stamp.text}: ${seen}.`;
    }
    case 'store-applies-first':
      return `This is the first write, so the store applies it: it now holds ${h.value}, ${carrying(h.stamp)}.`;
    case 'store-applies':
      return h.tie
        ? `${h.by}'s ${kindOf(h.stamp)}, ${h.stamp.text}, equals the ${kindOf(h.stamp)} of the ${h.before} the store holds; a tie goes to B, so the store applies it: it now holds ${h.value}.`
        : `${h.by}'s ${kindOf(h.stamp)}, ${h.stamp.text}, is higher than ${h.over.text}, the ${kindOf(h.stamp)} of the ${h.before} the store holds, so the store applies it: it now holds ${h.value}.`;
    case 'store-drops':
      return `${h.by}'s ${kindOf(h.stamp)}, ${h.stamp.text}, is lower than ${h.over.text}, the ${kindOf(h.stamp)} of the ${h.kept} the store holds, so the store drops ${h.by}'s ${h.value} and keeps ${h.kept}.`;
    case 'acknowledged':
      return h.applied
        ? `The store tells ${h.by} "done".`
        : `The store tells ${h.by} "done" all the same: ${h.by} believes its write succeeded.`;
  }
}

/** "1 s after A" or "at the same instant as A". */
function after(gap: number): string {
  return gap === 0 ? 'at the same instant as A' : `${formatSpan(gap)} after A`;
}

/**
 * The explanation under the outcome: which write the store kept, and why. Throws if the run is one the
 * explanation does not know, which would be a gap in the model, never a reader's doing.
 */
export function explain(s: TenthsSettings, played: State): string {
  const [a, b] = played.writes;
  if (a === undefined || b === undefined) throw new Error('A run has two writes: A’s and B’s.');
  const v = played.value;
  const skew = `A's clock was ${skewWords(s.skew)}`;

  if (s.order === 'wall' && s.bRead) {
    if (!b.applied) {
      return `B wrote ${after(s.gap)}, having read A's 11, but ${skew}, so A's stamp (${a.stamp.text}) beat B's (${b.stamp.text}): B was told its write succeeded and the store threw it away. The value is ${v} and should be ${SHOULD_BE}. A logical clock would stamp B's write after the write B read, whatever the clocks say.`;
    }
    if (s.skew > 0) {
      const beat = b.stamp.value === a.stamp.value ? 'tied with' : 'beat';
      return `${skew}, but B wrote ${after(s.gap)}, no sooner than the skew, so B's stamp (${b.stamp.text}) ${beat} A's (${a.stamp.text}) and the store kept B's 16, which counts both updates. The clock, not the order of events, decided: a write closer to A's than ${formatSpan(s.skew)} would have been lost.`;
    }
    return `${skew}, so B's stamp (${b.stamp.text}) is no lower than A's (${a.stamp.text}) and the store kept B's 16, which counts both updates. Last write wins does what it says when no clock runs ahead of the writes.`;
  }

  if (s.order === 'lamport' && s.bRead) {
    return `B read A's 11 and its counter, 1, so B stamped its write 2: the counter puts B's write after the one it read, whatever the clocks say (${skew}). The store kept ${v}, both updates.`;
  }

  // bRead off: neither write saw the other.
  const concurrent =
    'Neither write saw the other, so no stamp can say which came first: the store must keep both (siblings, version vectors) or merge them (a counter that adds).';
  if (!b.applied) {
    return `B read 10 before A wrote, so its write was 15, and ${skew}, so A's stamp (${a.stamp.text}) beat B's (${b.stamp.text}): the store dropped B's 15 and kept ${v}, and B was told it succeeded. Had it won, 15 would have lost A's update instead. ${concurrent}`;
  }
  const stamps =
    s.order === 'lamport'
      ? `B had seen no counter, so it stamped its write 1, the same as A's; the tie went to B`
      : `B's stamp (${b.stamp.text}) is no lower than A's (${a.stamp.text})`;
  return `B read 10 before A wrote, so its write was 15. ${stamps}, and the store replaced A's 11 with B's 15: both writes were applied, and A's update is lost. ${concurrent}`;
}

/**
 * How a run ends, in a word:
 * - `safe`: the store keeps 16, both updates;
 * - `dropped`: B's write was acknowledged and never applied;
 * - `overwritten`: both writes were applied, but B's, written without seeing A's, replaced A's update.
 */
export type Verdict = 'safe' | 'dropped' | 'overwritten';

/** Every verdict with its words, tone and mark, in the order a legend lists them. */
export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  safe: { label: 'Both updates kept', tone: 'safe', symbol: '✓' },
  dropped: { label: 'Acknowledged write dropped', tone: 'harm', symbol: '✕' },
  overwritten: { label: "A's update overwritten", tone: 'harm', symbol: '↺' },
});
