/**
 * The reader's progress as reactive state shared by a lesson page's islands (the walkthrough, the self-check),
 * so that "Reset progress" in one clears the marks in the other. Stored through progress.ts; read only in the
 * browser after mount, so the server's HTML and the first render agree.
 */
import { untrack } from 'svelte';
import {
  clearProgress,
  emptyProgress,
  fitProgress,
  loadProgress,
  mergeProgress,
  parseProgress,
  progressKey,
  saveMerged,
  storageWorks,
} from './progress.ts';
import type { LessonShape, Progress } from './progress.ts';

class ProgressStore {
  /** The lesson whose progress this holds; "" until an island loads one. */
  lessonId = $state('');
  /** What the reader has done; empty on the server and before load. */
  progress = $state<Progress>(emptyProgress());
  /** The latest save failed: storage is off or full, so progress will not outlive the page. */
  unsaved = $state(false);
  /** Bumped by `reset`, so islands can go back to their first step. */
  resets = $state(0);

  /**
   * Reads the lesson's stored progress once; later calls for the same lesson keep what is in memory. From then on it
   * follows other tabs of the same lesson (the `storage` event), so their progress shows here and is never lost.
   * Whether storage works is known at once, so the "not kept" note shows before the reader's first step.
   */
  load(lessonId: string, shape: LessonShape = {}): void {
    // Each island knows its part of the lesson (the self-check its questions, the challenges theirs): what is stored
    // is checked against every part known so far, and what does not fit is dropped, here and in storage.
    this.#shape = { ...this.#shape, ...shape };
    if (this.lessonId === lessonId) {
      const fitted = fitProgress($state.snapshot(this.progress) as Progress, this.#shape);
      if (JSON.stringify(fitted) !== JSON.stringify($state.snapshot(this.progress))) this.update(() => {}, fitted);
      return;
    }
    this.lessonId = lessonId;
    this.progress = loadProgress(lessonId, undefined, this.#shape);
    this.unsaved = !storageWorks();
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== progressKey(this.lessonId)) return;
      // Cleared in another tab ("Reset progress", or all storage): forget here too.
      if (event.newValue === null) {
        this.progress = emptyProgress();
        return;
      }
      const theirs = parseProgress(event.newValue);
      if (theirs !== null)
        this.progress = mergeProgress($state.snapshot(this.progress) as Progress, fitProgress(theirs, this.#shape));
    });
  }

  /** Changes the progress and stores it, on top of whatever another tab stored meanwhile. */
  update(change: (draft: Progress) => void, mine = $state.snapshot(this.progress) as Progress): void {
    const { progress, saved } = saveMerged(this.lessonId, mine, change, undefined, this.#shape);
    this.progress = progress;
    this.unsaved = !saved;
  }
  #shape: LessonShape = {};

  /**
   * Whether the island asking shows the "not kept" note: the first to ask on the page does, so that a page with a
   * walkthrough and a self-check says it once.
   */
  claimNote(owner: object): boolean {
    this.#noteOwner ??= owner;
    return this.#noteOwner === owner;
  }
  #noteOwner: object | undefined;

  /** Runs `callback` after every later `reset`. Call it while a component initialises: it sets up an effect. */
  onReset(callback: () => void): void {
    let seen = this.resets;
    $effect(() => {
      if (this.resets === seen) return;
      seen = this.resets;
      untrack(callback);
    });
  }

  /** Forgets everything for this lesson, on the device and on the page. */
  reset(): void {
    clearProgress(this.lessonId);
    this.progress = emptyProgress();
    this.resets += 1;
  }
}

/** The one progress store of this page. */
export const progressStore = new ProgressStore();
