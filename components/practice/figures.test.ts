/**
 * Every lesson whose walkthrough has a figure (src/lessons/<id>/Figure.svelte) practises in the same
 * chart: it has a lesson.ts beside it (its model and chart), and a model in the registry, so its page offers practice and the
 * review can ask its questions. Found from the folders, never a hand list.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODELS } from '../../src/lessons/registry.ts';

const root = new URL('../../src/lessons/', import.meta.url);
const withFigure = readdirSync(root).filter((id) => existsSync(new URL(`${id}/Figure.svelte`, root)));

describe('practice figures', () => {
  it('exist for at least one lesson', () => {
    expect(withFigure.length).toBeGreaterThan(0);
  });

  it.each(withFigure)('%s has a view and a model', (id) => {
    expect(existsSync(new URL(`${id}/lesson.ts`, root))).toBe(true);
    expect(Object.hasOwn(MODELS, id)).toBe(true);
  });
});
