/**
 * Every lesson's model by lesson id (the page's slug), for the build's checks of lesson data. Islands import their
 * own lesson's model directly, so that a page's bundle carries one model, not all of them.
 */
import type { AnyModel } from './kit/index.ts';
import { model as locksAndFencingTokens } from './locks-and-fencing-tokens/index.ts';
import { model as retries } from './retries/index.ts';

/** Lesson id to model. A new lesson adds one line here. */
export const MODELS: Readonly<Record<string, AnyModel>> = Object.freeze({
  [locksAndFencingTokens.id]: locksAndFencingTokens,
  [retries.id]: retries,
});

/** The model of a lesson, or undefined for a lesson without a simulator. */
export function modelOf(lessonId: string): AnyModel | undefined {
  return Object.hasOwn(MODELS, lessonId) ? MODELS[lessonId] : undefined;
}
