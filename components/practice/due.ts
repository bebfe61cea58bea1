/** How many practice questions are due on this device now, for the links that say so (home page, closing card). */
import { dueCount, reviewQueue } from '../../src/sim/practice/schedule.ts';
import type { ReviewItem } from '../../src/sim/practice/schedule.ts';
import { loadReview, openedLessons } from '../shared/review.ts';
import { PRACTICE_LESSONS } from './load.ts';

/** The questions due at `now` over every lesson with practice: those due again, and one per fresh opened lesson. */
export function dueNow(now: number, items: readonly ReviewItem[] = loadReview()): number {
  return dueCount(reviewQueue(items, openedLessons(PRACTICE_LESSONS, items), now, PRACTICE_LESSONS));
}
