/**
 * The one registry of lessons, for the build and its tests: each lesson's model, its challenge checks and whether it
 * has a chart to practise in, by lesson id (the page's slug). A lesson's folder src/lessons/<lesson-id>/ is found here
 * on its own: adding a lesson edits no list. Islands import their own lesson's parts directly, so a page's bundle
 * carries one model, not all of them; practice loads a lesson's view lazily by the same folder name
 * (components/practice/load.ts, the client's half of this registry).
 */
import type { AnyModel, ChallengeChecks } from '../kit/index.ts';

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

const checks = import.meta.glob<{ CHECKS?: ChallengeChecks }>('./*/challenges.ts', { eager: true });

/** Lesson id to its checks. */
const CHECKS_BY_LESSON: Readonly<Record<string, ChallengeChecks>> = Object.freeze(
  Object.fromEntries(
    Object.entries(checks).flatMap(([path, module]) =>
      module.CHECKS === undefined ? [] : [[path.split('/')[1] ?? '', module.CHECKS]],
    ),
  ),
);

/** The challenge checks of a lesson, or undefined for a lesson that states none. */
export function checksOf(lessonId: string): ChallengeChecks | undefined {
  return Object.hasOwn(CHECKS_BY_LESSON, lessonId) ? CHECKS_BY_LESSON[lessonId] : undefined;
}

/** Nothing is loaded: the keys alone say which lessons have a view (a chart practice can draw). */
const views = import.meta.glob('./*/view.ts');

/** Whether a lesson practises in its own chart (its folder has a view.ts). */
export function hasView(lessonId: string): boolean {
  return Object.hasOwn(views, `./${lessonId}/view.ts`);
}
