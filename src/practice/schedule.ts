/**
 * The review schedule: when each practice question the reader answered comes back. A wrong answer comes back soon
 * (ten minutes); a right one after an interval that grows with each right answer in a row (1, 3, 7, 16, 35 days,
 * then 80), and a wrong answer starts the row again. Deterministic: the time is always passed in.
 */

/** One question the reader answered, and when it is due again. */
export interface ReviewItem {
  /** The lesson id. */
  lesson: string;
  /** The question's seed. */
  seed: number;
  /** When it is due again, milliseconds since 1970 (the page's clock). */
  due: number;
  /** Right answers in a row; 0 after a wrong one. */
  streak: number;
  /** When it was last answered, milliseconds since 1970: where two tabs disagree, the later answer wins. */
  last: number;
  /** Whether the last answer was right. */
  right: boolean;
  /** How many times it was answered wrong: each time it comes back with one setting varied (`questionOf`'s round). */
  round: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How soon a question answered wrong comes back. */
export const AGAIN_AFTER_MS = 10 * MINUTE;

/** Days until a question answered right comes back, by right answers in a row (the last repeats). */
export const INTERVAL_DAYS: readonly number[] = [1, 3, 7, 16, 35, 80];

/** The longest a question answered can wait before it is due again: the last interval. */
export const LONGEST_WAIT_MS = (INTERVAL_DAYS.at(-1) ?? 0) * DAY;

/** The earliest time a reader could have answered: the site began in 2026, so a clock before it is wrong. */
export const EARLIEST_CLOCK = Date.UTC(2026, 0, 1);

/** A clock past this is wrong too (years off, not the minutes a device drifts): the year 2100. */
export const LATEST_CLOCK = Date.UTC(2100, 0, 1);

/**
 * True when `now` is a time a reader could really be answering at. A device whose clock is before the site existed
 * or absurdly far ahead would write a schedule that makes no sense once the clock is set right (a question not
 * back for years, or an answer dropped as impossible at the next load): its answers are not written.
 */
export function clockIsPlausible(now: number): boolean {
  return Number.isFinite(now) && now >= EARLIEST_CLOCK && now < LATEST_CLOCK;
}

/**
 * An item as the schedule can trust it at `now`. One answered later than `now` was answered while the device's
 * clock ran ahead (it has since been set right): it counts as answered now, and comes back after the interval it
 * earned, never years on. Any other item is returned as it is, as is every item while `now` is itself implausible.
 */
export function settled(item: ReviewItem, now: number): ReviewItem {
  if (item.last <= now || !clockIsPlausible(now)) return item;
  return { ...item, last: now, due: now + Math.min(item.due - item.last, LONGEST_WAIT_MS) };
}

/** Most questions kept: the ones answered longest ago go first, so storage stays small however long one practises. */
export const MAX_ITEMS = 200;

/** The item's key: lesson and seed. */
export function itemKey(item: Pick<ReviewItem, 'lesson' | 'seed'>): string {
  return `${item.lesson}/${item.seed}`;
}

/** The question after an answer given at `now`: due again soon if wrong, after a growing interval if right. */
export function answered(
  previous: ReviewItem | undefined,
  question: { lesson: string; seed: number },
  right: boolean,
  now: number,
): ReviewItem {
  const streak = right ? (previous?.streak ?? 0) + 1 : 0;
  const days = INTERVAL_DAYS[Math.min(streak, INTERVAL_DAYS.length) - 1] ?? 0;
  const due = right ? now + days * DAY : now + AGAIN_AFTER_MS;
  const round = (previous?.round ?? 0) + (right ? 0 : 1);
  return { lesson: question.lesson, seed: question.seed, due, streak, last: now, right, round };
}

/** Puts an answered question into a schedule, replacing its earlier record, keeping at most MAX_ITEMS. */
export function withAnswer(items: readonly ReviewItem[], item: ReviewItem): ReviewItem[] {
  return trim([...items.filter((i) => itemKey(i) !== itemKey(item)), item]);
}

/** At most MAX_ITEMS, keeping the ones answered latest, in due order. */
function trim(items: ReviewItem[]): ReviewItem[] {
  const kept = items.length <= MAX_ITEMS ? items : [...items].sort((a, b) => b.last - a.last).slice(0, MAX_ITEMS);
  return byDue(kept);
}

/** Soonest due first; ties by lesson, then seed, so every tab lists them alike. */
function byDue(items: readonly ReviewItem[]): ReviewItem[] {
  return [...items].sort(
    (a, b) => a.due - b.due || (a.lesson < b.lesson ? -1 : a.lesson > b.lesson ? 1 : 0) || a.seed - b.seed,
  );
}

/** Two copies of a schedule as one (two tabs that both wrote): for each question, its later answer wins. */
export function mergeSchedules(theirs: readonly ReviewItem[], mine: readonly ReviewItem[]): ReviewItem[] {
  const out = new Map<string, ReviewItem>();
  for (const item of [...theirs, ...mine]) {
    const had = out.get(itemKey(item));
    if (had === undefined || item.last >= had.last) out.set(itemKey(item), item);
  }
  return trim([...out.values()]);
}

/** What the review offers now. */
export interface ReviewQueue {
  /** Questions due again, soonest due first (so one answered wrong comes before one answered right). */
  due: ReviewItem[];
  /** Lessons the reader has opened but never practised: each offers a new question, after the due ones. */
  fresh: string[];
  /** The next question not yet due, if any: what "next review" names. */
  upcoming: ReviewItem | undefined;
}

/**
 * The review at `now` over the lessons the reader has opened (`opened`, in course order): the questions due from
 * those lessons, the lessons with none answered yet, and what comes next. Questions of a lesson the site no longer
 * has (not in `known`) are left out.
 */
export function reviewQueue(
  items: readonly ReviewItem[],
  opened: readonly string[],
  now: number,
  known: readonly string[] = opened,
): ReviewQueue {
  const kept = byDue(items.filter((i) => known.includes(i.lesson)));
  const practised = new Set(kept.map((i) => i.lesson));
  return {
    due: kept.filter((i) => i.due <= now),
    fresh: opened.filter((id) => !practised.has(id)),
    upcoming: kept.find((i) => i.due > now),
  };
}

/** How many questions the review has ready now: the due ones and one for each fresh lesson. */
export function dueCount(queue: ReviewQueue): number {
  return queue.due.length + queue.fresh.length;
}

/** "in 10 minutes", "in 3 hours", "tomorrow", "in 4 days": when a time after `now` comes, in a reader's words. */
export function whenDue(due: number, now: number): string {
  const ms = Math.max(0, due - now);
  if (ms < MINUTE) return 'now';
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
  const hours = Math.round(ms / (60 * MINUTE));
  if (hours < 24) return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
  const days = Math.round(ms / DAY);
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}
