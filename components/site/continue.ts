/**
 * Where a reader should go next: "Continue where you left off" on the home page and the topic pages. Reads stored
 * progress only (components/shared/progress.ts); the pages render a sensible link without it, and this script
 * changes it after load when the reader has been here before.
 */
import { loadProgress, progressCounts, type ProgressStorage, defaultStorage } from '../shared/progress.ts';

/** A lesson as the pages list it for this script, in roadmap order. */
export interface LessonRef {
  /** The lesson's id: its slug, data file name and progress key. */
  id: string;
  title: string;
  href: string;
  experiments: string[];
  questions: string[];
}

/** How far a reader got in one lesson. */
export type LessonState = 'new' | 'started' | 'finished';

/** The state of a lesson from stored progress: finished when every experiment is done and every question answered. */
export function lessonState(lesson: LessonRef, storage: ProgressStorage | null = defaultStorage()): LessonState {
  const shape = { experimentIds: lesson.experiments, questionIds: lesson.questions };
  const c = progressCounts(loadProgress(lesson.id, storage, shape), lesson.experiments, lesson.questions);
  if (c.done === 0 && c.answered === 0) return 'new';
  return c.done === c.experiments && c.answered === c.questions ? 'finished' : 'started';
}

/**
 * The lesson to continue with, or null for a reader with no progress in any of them: the first one started but not
 * finished, else the first one not started, else null (everything is finished).
 */
export function continueWith(lessons: readonly LessonRef[], states: readonly LessonState[]): LessonRef | null {
  if (states.every((s) => s === 'new')) return null;
  const started = states.indexOf('started');
  if (started >= 0) return lessons[started] ?? null;
  const fresh = states.indexOf('new');
  return fresh >= 0 ? (lessons[fresh] ?? null) : null;
}

/**
 * The words of the call to action for `target`: "Continue where you left off" only for a lesson the reader has
 * started; one not yet opened is the next lesson in the course, never a place the reader left off.
 */
export function continueKind(
  lessons: readonly LessonRef[],
  states: readonly LessonState[],
  target: LessonRef,
): 'continue' | 'next' {
  return states[lessons.indexOf(target)] === 'started' ? 'continue' : 'next';
}

/** The lessons a page lists in its `<script type="application/json" data-lesson-refs>`, or []. */
export function readLessonRefs(root: ParentNode = document): LessonRef[] {
  const text = root.querySelector('script[data-lesson-refs]')?.textContent;
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? (data as LessonRef[]) : [];
  } catch {
    return [];
  }
}
