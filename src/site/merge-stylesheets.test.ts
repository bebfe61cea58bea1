import { describe, expect, it } from 'vitest';
import { planJoins } from './merge-stylesheets.mjs';

describe('planJoins', () => {
  it('joins what every page links into the site file and the rest into each page’s own, in its order', () => {
    const plan = planJoins([
      ['/common.css', '/chart.css', '/lesson.css', '/code.css'],
      ['/common.css', '/chart.css', '/home.css'],
      ['/common.css', '/chart.css'],
    ]);
    expect(plan.site).toEqual(['/common.css', '/chart.css']);
    expect(plan.pages).toEqual([
      { site: true, own: ['/lesson.css', '/code.css'] },
      { site: true, own: ['/home.css'] },
      { site: true, own: [] },
    ]);
  });

  it('keeps the site file in the order of the first page when pages list the shared files differently', () => {
    const plan = planJoins([
      ['/common.css', '/a.css', '/b.css'],
      ['/common.css', '/b.css', '/a.css', '/own.css'],
    ]);
    expect(plan.site).toEqual(['/common.css', '/a.css', '/b.css']);
    expect(plan.pages[1]).toEqual({ site: true, own: ['/own.css'] });
  });

  it('gives a page that links a file of its own before a shared one a file of its own, so its cascade is unchanged', () => {
    const plan = planJoins([
      ['/common.css', '/shared.css'],
      ['/common.css', '/own.css', '/shared.css'],
    ]);
    expect(plan.pages[1]).toEqual({ site: false, own: ['/common.css', '/own.css', '/shared.css'] });
  });

  it('makes no site file for a single page', () => {
    expect(planJoins([['/a.css', '/b.css']])).toEqual({
      site: [],
      pages: [{ site: false, own: ['/a.css', '/b.css'] }],
    });
  });
});
