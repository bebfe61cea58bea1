/**
 * The review schedule as reactive state for the practice islands (a lesson's Practice, the /practice/ page), kept
 * through review.ts. Read only in the browser after mount; from then on it follows other tabs (the `storage` event),
 * so a question answered in one tab is rescheduled in every tab, and neither tab's answer is lost.
 */
import { answered, clockIsPlausible } from '../../src/practice/schedule.ts';
import type { ReviewItem } from '../../src/practice/schedule.ts';
import { storageWorks } from './progress.ts';
import { REVIEW_KEY, loadReview, parseReview, saveReviewItem } from './review.ts';
import { mergeSchedules } from '../../src/practice/schedule.ts';

class ReviewStore {
  /** Every question answered, soonest due first; empty on the server and before `load`. */
  items = $state<ReviewItem[]>([]);
  /** The latest save failed: the schedule will not outlive the page. */
  unsaved = $state(false);
  #loaded = false;

  /** Reads the stored schedule once, and from then on takes in what other tabs store. */
  load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    this.items = loadReview();
    this.unsaved = !storageWorks();
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== REVIEW_KEY) return;
      if (event.newValue === null) {
        this.items = [];
        return;
      }
      const theirs = parseReview(event.newValue, Date.now());
      if (theirs !== null) this.items = mergeSchedules($state.snapshot(this.items) as ReviewItem[], theirs);
    });
  }

  /**
   * Records an answer given at `now` and stores it; returns the question's new record, or null when the device's
   * clock is clearly wrong (`clockIsPlausible`): then nothing is recorded, here or in storage.
   */
  answer(question: { lesson: string; seed: number }, right: boolean, now: number): ReviewItem | null {
    if (!clockIsPlausible(now)) return null;
    const mine = $state.snapshot(this.items) as ReviewItem[];
    const previous = mine.find((i) => i.lesson === question.lesson && i.seed === question.seed);
    const item = answered(previous, question, right, now);
    const { items, saved } = saveReviewItem(mine, item);
    this.items = items;
    this.unsaved = !saved;
    return item;
  }
}

/** The one review store of this page. */
export const reviewStore = new ReviewStore();
