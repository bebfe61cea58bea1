/** Helpers shared by the lesson's e2e specs: the lesson data as authored, the simulator's outcome, storage. */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import type { LessonData } from '../src/site/lesson-data';

/** The lesson's data file, as an author wrote it (the build has already checked it). */
export const lessonData = load(
  readFileSync(new URL('../content/lessons/locks-and-fencing-tokens.yaml', import.meta.url), 'utf8'),
) as LessonData;

/** The localStorage key of the lesson's progress. */
export const PROGRESS_KEY = 'cs:progress:v1:locks-and-fencing-tokens';

/** The walkthrough island. */
export function walkthrough(page: Page): Locator {
  return page.locator('.walkthrough');
}

/** The self-check island. */
export function selfCheck(page: Page): Locator {
  return page.locator('.self-check');
}

/** The definition (dd) of a term (dt) in the simulator's outcome list. */
export function outcomeValue(page: Page, term: string): Locator {
  return page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** Scrolls an island into view (they hydrate when visible) and waits until it is interactive. */
export async function hydrate(island: Locator): Promise<Locator> {
  await island.scrollIntoViewIfNeeded();
  await island.locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor({ state: 'attached' });
  return island;
}
