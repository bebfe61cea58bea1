/**
 * Each lesson's practice figure and model, loaded only when a question of that lesson is asked: one chunk per
 * lesson, found by its folder (components/simulators/<id>/PracticeFigure.svelte), so a new lesson needs no list.
 */
import type { Component } from 'svelte';
import type { AnyModel } from '../../src/sim/kit/index.ts';

/** What a lesson's PracticeFigure.svelte exports. */
export interface FigureModule {
  default: Component<{
    settings: Record<string, number | boolean | string>;
    revealed: boolean;
    onended?: (() => void) | undefined;
  }>;
  model: AnyModel;
}

const figures = import.meta.glob<FigureModule>('../simulators/*/PracticeFigure.svelte');

/** The lesson id of a figure's path. */
const idOf = (path: string): string => path.split('/')[2] ?? '';

/** Every lesson that has practice questions. */
export const PRACTICE_LESSONS: readonly string[] = Object.keys(figures).map(idOf);

/** A lesson's figure and model; null for a lesson without practice, or when its chunk cannot be fetched. */
export async function loadFigure(lessonId: string): Promise<FigureModule | null> {
  const load = figures[`../simulators/${lessonId}/PracticeFigure.svelte`];
  if (load === undefined) return null;
  try {
    return await load();
  } catch {
    return null;
  }
}
