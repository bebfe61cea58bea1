import { describe, expect, it } from 'vitest';
import {
  cssStatements,
  dropEarlierDuplicates,
  hasSvelteElements,
  isIslandOnly,
  maySheetStyle,
  planJoins,
  svelteScopesIn,
  svelteScopesOf,
} from './merge-stylesheets.mjs';

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

describe('cssStatements', () => {
  it('splits a stylesheet into its top-level statements, not fooled by braces in strings or comments', () => {
    expect(
      cssStatements('@layer a,b;/* } */.x{content:"}"}@media (min-width:1px){.y{color:red}.z{color:blue}}.w\\}{a:b}'),
    ).toEqual(['@layer a,b;', '.x{content:"}"}', '@media (min-width:1px){.y{color:red}.z{color:blue}}', '.w\\}{a:b}']);
  });
});

describe('isIslandOnly', () => {
  it.each([
    [
      'Svelte-scoped rules, in @media and @container too',
      '.a.svelte-1x{a:b}@media (x){.b.svelte-2y,.c.svelte-2y{a:b}}@container (x){p.svelte-1x{a:b}}',
      true,
    ],
    ['a Svelte-scoped @keyframes', '@keyframes svelte-1x-pulse{0%{opacity:0}}.a.svelte-1x{a:b}', true],
    ['one unscoped selector in a list', '.a.svelte-1x,.b{a:b}', false],
    ['an unscoped rule in @media', '.a.svelte-1x{a:b}@media (x){.b{a:b}}', false],
    ['a selector whose only scope is inside a string', '[title=".svelte-1x"]{a:b}', false],
    ['a @layer block', '@layer starlight{.a.svelte-1x{a:b}}', false],
    ['a global :root rule', ':root{--x:1}', false],
    ['nothing', '', false],
  ])('%s: %s', (_name, css, expected) => {
    expect(isIslandOnly(css)).toBe(expected);
  });
});

describe('hasSvelteElements', () => {
  it('finds an island or an element with a Svelte class, not the word in prose', () => {
    expect(hasSvelteElements('<astro-island uid="1"></astro-island>')).toBe(true);
    expect(hasSvelteElements('<div class="panel svelte-1x2y">')).toBe(true);
    expect(hasSvelteElements('<p>Run svelte-check before you push.</p><code>.svelte-1x</code>')).toBe(false);
  });
});

describe('which island-only stylesheets a page links', () => {
  it('reads the scoping classes on the elements of a page without islands, and none of one with an island', () => {
    const page = '<figure class="hero-chart svelte-1x2y"><svg class="svelte-3z"></svg></figure><p>svelte-9q</p>';
    expect(svelteScopesOf(page)).toEqual(new Set(['svelte-1x2y', 'svelte-3z']));
    expect(svelteScopesOf(`${page}<astro-island uid="1"></astro-island>`)).toBeNull();
  });

  it("reads a stylesheet's scoping classes from its selectors, not from its strings", () => {
    expect(svelteScopesIn('.a.svelte-1x2y svg{b:c}[title=".svelte-9q"].svelte-3z{d:e}')).toEqual(
      new Set(['svelte-1x2y', 'svelte-3z']),
    );
  });

  it('links one only where the page holds an island or an element it styles; any other stylesheet, always', () => {
    const chart = { islandOnly: true, scopes: new Set(['svelte-chart', 'svelte-grip']) };
    expect(maySheetStyle(chart, new Set(['svelte-chart']))).toBe(true);
    expect(maySheetStyle(chart, null)).toBe(true);
    expect(maySheetStyle(chart, new Set(['svelte-other']))).toBe(false);
    expect(maySheetStyle(chart, new Set())).toBe(false);
    expect(maySheetStyle({ islandOnly: false, scopes: new Set() }, new Set())).toBe(true);
  });
});

describe('dropEarlierDuplicates', () => {
  it('keeps only the last copy of an exact duplicate, which is the one the cascade obeys', () => {
    expect(dropEarlierDuplicates('.a{color:red}.b{color:blue}.a{color:red}')).toBe('.b{color:blue}\n.a{color:red}');
    expect(dropEarlierDuplicates('@media (x){.a{a:b}}.c{a:b}@media (x){.a{a:b}}')).toBe('.c{a:b}\n@media (x){.a{a:b}}');
  });

  it('keeps rules that differ, and @layer and @import statements where they first stand', () => {
    const css = '@import "x.css";@layer a,b;@layer a{.x{a:b}}.a{color:red}@layer a{.x{a:b}}.a{color:blue}';
    expect(dropEarlierDuplicates(css).split('\n')).toEqual([
      '@import "x.css";',
      '@layer a,b;',
      '@layer a{.x{a:b}}',
      '.a{color:red}',
      '@layer a{.x{a:b}}',
      '.a{color:blue}',
    ]);
  });
});
