/**
 * The roadmap's stages and the words for a place on it. Plain data with no Astro import, so that the content schema
 * and the pages share it without a cycle.
 */

/** The three stages of the roadmap, in order. */
export const STAGES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Stage = (typeof STAGES)[number];

/** 0 for Beginner, 1 for Intermediate, 2 for Advanced; -1 for anything else. */
export function stageRank(stage: string): number {
  return (STAGES as readonly string[]).indexOf(stage);
}

/** The anchor of a roadmap step on the home page, e.g. "advanced-4". */
export function stepAnchor(stage: Stage, step: number): string {
  return `${stage.toLowerCase()}-${step}`;
}

/** The words a reader sees for a roadmap place: "Advanced · step 4: Distributed systems". */
export function placeLabel(stage: Stage, step: number, title: string): string {
  return `${stage} · step ${step}: ${title}`;
}
