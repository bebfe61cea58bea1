/** How many practice questions are due on this device now, for the links that say so (home page, closing card). */
import { reviewQueue } from '../../src/practice/schedule.ts';
import type { ReviewItem } from '../../src/practice/schedule.ts';
import { loadReview, openedLessons } from '../shared/review.ts';
import { PRACTICE_LESSONS } from './load.ts';

/** What the review has ready: questions answered before and due again, and new ones (one per lesson not practised). */
export interface Ready {
  again: number;
  fresh: number;
}

/** The questions ready at `now` over every lesson with practice: those due again, and one per fresh opened lesson. */
export function dueNow(now: number, items: readonly ReviewItem[] = loadReview()): Ready {
  const queue = reviewQueue(items, openedLessons(PRACTICE_LESSONS, items), now, PRACTICE_LESSONS);
  return { again: queue.due.length, fresh: queue.fresh.length };
}

/** How many questions are ready in all. */
export const readyCount = (ready: Ready): number => ready.again + ready.fresh;
