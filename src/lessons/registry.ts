/**
 * Every lesson's model by lesson id (the page's slug), for the build's checks of lesson data. A lesson's folder
 * src/lessons/<lesson-id>/ whose index.ts exports `model` is found here on its own: adding a lesson edits no list.
 * Islands import their own lesson's model directly, so a page's bundle carries one model, not all of them.
 */
import type { AnyModel } from '../kit/index.ts';

const modules = import.meta.glob<{ model?: AnyModel }>('./*/index.ts', { eager: true });

/** Lesson id to model, from every folder that exports one (the kit's folder exports none). */
export const MODELS: Readonly<Record<string, AnyModel>> = Object.freeze(
  Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) => {
      const model = module.model;
      if (model === undefined) return [];
      const folder = path.split('/')[1];
      if (model.id !== folder)
        throw new Error(
          `src/lessons/${folder}/index.ts: its model's id is "${model.id}"; use "${folder}", the folder's name.`,
        );
      return [[model.id, model]];
    }),
  ),
);

/** The model of a lesson, or undefined for a lesson without a simulator. */
export function modelOf(lessonId: string): AnyModel | undefined {
  return Object.hasOwn(MODELS, lessonId) ? MODELS[lessonId] : undefined;
}
