/**
 * The practice review's schedule, kept on the device beside the lessons' progress, in localStorage under
 * `cs:review:v1`: which practice questions the reader answered and when each is due again (src/practice/).
 * Read back with the same care as progress.ts: a corrupt, foreign or older value is dropped, a malformed item is
 * skipped and the rest kept, and storage that throws leaves the page working, just unsaved. Two tabs that both
 * answer keep both answers (the later answer to the same question wins).
 */
import {
  LONGEST_WAIT_MS,
  MAX_ITEMS,
  clockIsPlausible,
  mergeSchedules,
  settled,
  withAnswer,
} from '../../src/practice/schedule.ts';
import type { ReviewItem } from '../../src/practice/schedule.ts';
import { defaultStorage, loadProgress } from './progress.ts';
import type { ProgressStorage } from './progress.ts';

/** Bumped when the stored shape changes; values of another version are discarded. */
export const REVIEW_VERSION = 1;

/** The storage key of the review schedule. */
export const REVIEW_KEY = `cs:review:v${REVIEW_VERSION}`;

/** Longest lesson id kept from storage: ids are slugs, far shorter. */
const MAX_ID = 80;

/** A time in milliseconds that a page's clock, set right, could give: from the site's start to 2100. */
const isTime = (v: unknown): v is number => typeof v === 'number' && clockIsPlausible(v);

/** One stored item, or null when any part of it is not what this module writes. */
function parseItem(value: unknown): ReviewItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { lesson, seed, due, streak, last, right, round = 0 } = value as Record<string, unknown>;
  if (typeof lesson !== 'string' || lesson.length === 0 || lesson.length > MAX_ID) return null;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) return null;
  if (!isTime(due) || !isTime(last) || typeof right !== 'boolean') return null;
  // The schedule never sets a question due before its answer, nor further after it than its longest interval.
  if (due < last || due - last > LONGEST_WAIT_MS) return null;
  if (typeof streak !== 'number' || !Number.isInteger(streak) || streak < 0 || streak > 1000) return null;
  // An item stored before questions came back varied has no round: its first.
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 0 || round > 1000) return null;
  return { lesson, seed, due, streak, last, right, round };
}

/**
 * A stored schedule checked item by item; null when the value is not ours at all (not JSON, another version). Given
 * `now`, an item answered after it (while the clock ran ahead) is taken as answered now (`settled`).
 */
export function parseReview(text: string | null, now?: number): ReviewItem[] | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== REVIEW_VERSION) return null;
  const items = (data as { items?: unknown }).items;
  if (!Array.isArray(items)) return null;
  const kept = items.slice(0, MAX_ITEMS * 2).flatMap((i) => {
    const item = parseItem(i);
    return item === null ? [] : [now === undefined ? item : settled(item, now)];
  });
  return mergeSchedules([], kept);
}

/** The text stored for a schedule. */
function reviewText(items: readonly ReviewItem[]): string {
  return JSON.stringify({ v: REVIEW_VERSION, items });
}

/**
 * The stored schedule at `now`, or [] when there is none, it is unreadable, or storage fails. A value that is not
 * ours is removed; one that was partly malformed, or held answers dated after `now`, is written back with only its
 * valid items, settled at `now`.
 */
export function loadReview(storage: ProgressStorage | null = defaultStorage(), now = Date.now()): ReviewItem[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(REVIEW_KEY);
    const items = parseReview(text, now);
    if (text !== null && items === null) storage.removeItem(REVIEW_KEY);
    else if (items !== null && reviewText(items) !== text) storage.setItem(REVIEW_KEY, reviewText(items));
    return items ?? [];
  } catch {
    return [];
  }
}

/**
 * Stores an answer on top of what is stored now (another tab may have written since this one loaded) and returns
 * the schedule as stored, with `saved` false when storage is unavailable or full (the change is kept in memory).
 */
export function saveReviewItem(
  mine: readonly ReviewItem[],
  item: ReviewItem,
  storage: ProgressStorage | null = defaultStorage(),
): { items: ReviewItem[]; saved: boolean } {
  let base: readonly ReviewItem[] = mine;
  if (storage) {
    try {
      const stored = parseReview(storage.getItem(REVIEW_KEY), item.last);
      if (stored !== null) base = mergeSchedules(stored, mine);
    } catch {
      // Unreadable storage: go on with what this page holds.
    }
  }
  const items = withAnswer(base, item);
  if (!storage) return { items, saved: false };
  try {
    storage.setItem(REVIEW_KEY, reviewText(items));
    return { items, saved: true };
  } catch {
    return { items, saved: false };
  }
}

/**
 * The lessons among `ids` that the reader has opened, in the same order: any experiment run or question answered
 * there (its stored progress), or any practice question answered.
 */
export function openedLessons(
  ids: readonly string[],
  items: readonly ReviewItem[],
  storage: ProgressStorage | null = defaultStorage(),
): string[] {
  const practised = new Set(items.map((i) => i.lesson));
  return ids.filter((id) => {
    if (practised.has(id)) return true;
    const p = loadProgress(id, storage);
    return Object.keys(p.experiments).length > 0 || Object.keys(p.quiz).length > 0;
  });
}
