/**
 * Each lesson's declaration (its model and chart), loaded only when a question of that lesson is asked: one chunk
 * per lesson, found by its folder (src/lessons/<id>/lesson.ts, the file src/lessons/registry.ts reads), so a new lesson needs no list. The home page's hero finds
 * the first lesson's chart here too, at build time (components/site/Hero.astro).
 */
import type { KitRun } from '../../src/kit/index.ts';
import type { LessonView } from '../sim-kit/view.ts';

/** What a lesson's lesson.ts exports. */
export interface FigureModule {
  lesson: LessonView<KitRun>;
}

const figures = import.meta.glob<FigureModule>('../../src/lessons/*/lesson.ts');

/** The lesson id of a figure's path. */
const idOf = (path: string): string => path.split('/').at(-2) ?? '';

/** Every lesson that has practice questions. */
export const PRACTICE_LESSONS: readonly string[] = Object.keys(figures).map(idOf);

/** A lesson's declaration; null for a lesson without practice, or when its chunk cannot be fetched. */
export async function loadFigure(lessonId: string): Promise<FigureModule | null> {
  const load = figures[`../../src/lessons/${lessonId}/lesson.ts`];
  if (load === undefined) return null;
  try {
    return await load();
  } catch {
    return null;
  }
}
