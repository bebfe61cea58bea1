/**
 * The one registry of lessons, for the build and its tests: each lesson's declaration (`defineLesson` in
 * `src/lessons/<lesson-id>/lesson.ts`: its model, its chart, its handles and what its simulator adds, the challenges'
 * checks among them), by lesson id (the page's slug). A lesson's folder is found here on its own: adding a lesson
 * edits no list. Islands import their own lesson's declaration directly, so a page's bundle carries one model, not
 * all of them; practice loads a lesson's declaration lazily by the same file (components/practice/load.ts, the
 * client's half of this registry).
 */
import type { AnyModel, ChallengeChecks, KitRun } from '../kit/index.ts';
import type { LessonView } from '../../components/sim-kit/view.ts';

const modules = import.meta.glob<{ lesson?: LessonView<KitRun> }>('./*/lesson.ts', { eager: true });

/** Lesson id to its declaration, from every folder whose lesson.ts declares one. */
export const LESSONS: Readonly<Record<string, LessonView<KitRun>>> = Object.freeze(
  Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) => {
      const lesson = module.lesson;
      const folder = path.split('/')[1] ?? '';
      if (lesson === undefined)
        throw new Error(
          `src/lessons/${folder}/lesson.ts: export the lesson's declaration as \`lesson\` (defineLesson).`,
        );
      if (lesson.model.id !== folder)
        throw new Error(
          `src/lessons/${folder}/lesson.ts: its model's id is "${lesson.model.id}"; use "${folder}", the folder's name.`,
        );
      return [[folder, lesson]];
    }),
  ),
);

/** Lesson id to model. */
export const MODELS: Readonly<Record<string, AnyModel>> = Object.freeze(
  Object.fromEntries(Object.entries(LESSONS).map(([id, lesson]) => [id, lesson.model as AnyModel])),
);

/** The declaration of a lesson, or undefined for a page without a simulator. */
export function lessonOf(lessonId: string): LessonView<KitRun> | undefined {
  return Object.hasOwn(LESSONS, lessonId) ? LESSONS[lessonId] : undefined;
}

/** The model of a lesson, or undefined for a lesson without a simulator. */
export function modelOf(lessonId: string): AnyModel | undefined {
  return Object.hasOwn(MODELS, lessonId) ? MODELS[lessonId] : undefined;
}

/** The challenge checks of a lesson, or undefined for a lesson that states none. */
export function checksOf(lessonId: string): ChallengeChecks | undefined {
  return lessonOf(lessonId)?.lab?.checks;
}
