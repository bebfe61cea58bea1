/**
 * The reader's progress as reactive state shared by a lesson page's islands (the walkthrough, the self-check),
 * so that "Reset progress" in one clears the marks in the other. Stored through progress.ts; read only in the
 * browser after mount, so the server's HTML and the first render agree.
 */
import { untrack } from 'svelte';
import { clearProgress, emptyProgress, loadProgress, saveProgress } from './progress.ts';
import type { Progress } from './progress.ts';

class ProgressStore {
  /** The lesson whose progress this holds; "" until an island loads one. */
  lessonId = $state('');
  /** What the reader has done; empty on the server and before load. */
  progress = $state<Progress>(emptyProgress());
  /** The latest save failed: storage is off or full, so progress will not outlive the page. */
  unsaved = $state(false);
  /** Bumped by `reset`, so islands can go back to their first step. */
  resets = $state(0);

  /** Reads the lesson's stored progress once; later calls for the same lesson keep what is in memory. */
  load(lessonId: string): void {
    if (this.lessonId === lessonId) return;
    this.lessonId = lessonId;
    this.progress = loadProgress(lessonId);
  }

  /** Changes the progress and stores it. */
  update(change: (draft: Progress) => void): void {
    const next = $state.snapshot(this.progress) as Progress;
    change(next);
    this.progress = next;
    this.unsaved = !saveProgress(this.lessonId, next);
  }

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
    this.unsaved = false;
    this.resets += 1;
  }
}

/** The one progress store of this page. */
export const progressStore = new ProgressStore();
