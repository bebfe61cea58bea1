// @ts-check
/**
 * Each lesson's deterministic weights, read from the built files alone (no browser), shared by `npm run bench` and
 * the lesson suite's budget test (e2e/lesson.spec.ts), so both agree to the byte:
 *
 *   - its page's HTML bytes and element count;
 *   - its share of the offline cache: the bytes of the files the service worker precaches that this lesson's page
 *     alone needs (its HTML, its islands' scripts and their imports that no other page uses). Files every page
 *     shares (Starlight's scripts, the site's CSS, Pagefind's runtime) are the site's, not a lesson's; the search
 *     index grows with each page too, but its chunks are shared and not counted here.
 *
 * The budgets are what a new lesson may add: a course of twenty lessons must still fit a phone's offline cache.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRECACHE_GLOBS } from '../../src/site/offline/service-worker.mjs';

/** Most HTML bytes a lesson page may have (raw, as built). */
export const LESSON_HTML_BUDGET = 200 * 1024;
/**
 * Most elements a lesson page may have at load, as a browser with JavaScript builds it (every start tag, SVG's
 * included; a noscript's content is text there: `elementCount`): issue 26's 900. The lessons of 2026-12 had 755 to
 * 992; with Starlight's sidebar and the phone's "On this page" list slimmed (components/site/Sidebar.astro,
 * SlimToc.astro), and the Study lists, the walkthrough's steps, the legends' swatches, the units and the controls'
 * arrows drawn in CSS, they have 663 to 861: code blocks (up to 135), the charts and the lab's controls make the rest.
 */
export const LESSON_ELEMENT_BUDGET = 900;
/** Most bytes a lesson may add to the offline cache (raw, as precached). */
export const LESSON_CACHE_SHARE_BUDGET = 256 * 1024;
/**
 * The aim for what the site itself adds to the offline cache, whatever its lessons: Starlight's and the site's
 * scripts and styles, the pages between lessons, Pagefind's runtime and index (about 1.05 MB with seven lessons).
 */
export const CACHE_SITE_AIM = 1.25 * 1024 * 1024;
/**
 * The aim for the whole offline cache of a course of `lessons` lessons: the site's part and each lesson's budget.
 * Printed by the bench against the total, never a failing test: the per-lesson budget above is the one enforced.
 */
export const cacheTotalAim = (/** @type {number} */ lessons) => CACHE_SITE_AIM + lessons * LESSON_CACHE_SHARE_BUDGET;

/** Every file under `dir`, as paths relative to it with "/" separators. */
function files(/** @type {string} */ dir, prefix = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...files(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** True when a relative path matches one of the precache globs (the few shapes PRECACHE_GLOBS uses). */
function precached(/** @type {string} */ rel) {
  return PRECACHE_GLOBS.some((glob) => {
    const pattern = glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]+)\}/g, (_, alts) => `(?:${String(alts).split(',').join('|')})`)
      .replace(/\*\*\//g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '(?:.*/)?');
    return new RegExp(`^${pattern}$`).test(rel);
  });
}

/** The _astro/ files a built file names (HTML attributes and inline scripts, JS imports, CSS urls). */
function references(/** @type {string} */ text) {
  const found = new Set();
  for (const m of text.matchAll(/(?:\/_astro\/|_astro\/|\.\/)([\w.@~-]+\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?))/g))
    found.add(`_astro/${m[1]}`);
  return found;
}

/**
 * The page's element count as a browser with JavaScript builds it: every start tag outside comments, scripts' and
 * styles' bodies, and noscripts' (with scripting on, a noscript's content is text: the islands' text versions wait
 * there, components/site/print-copies.ts).
 */
export function elementCount(/** @type {string} */ html) {
  const bare = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<noscript\b[^>]*>)[\s\S]*?<\/noscript>/gi, '$1')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1');
  return (bare.match(/<[a-zA-Z][\w:-]*/g) ?? []).length;
}

/**
 * @typedef {{ path: string; htmlBytes: number; elements: number; cacheShare: number; ownFiles: string[] }} LessonWeight
 */

/**
 * The weights of each lesson page of a built site, and the precache's total.
 * @param {string} dist the built site's folder
 * @param {readonly string[]} lessonPaths the lessons' paths as served ("/messages-and-failures/retries/")
 * @returns {{ lessons: LessonWeight[]; cacheTotal: number }}
 */
export function lessonWeights(dist, lessonPaths) {
  const all = files(dist).filter(precached);
  const size = (/** @type {string} */ rel) => statSync(join(dist, rel)).size;
  const text = (/** @type {string} */ rel) => readFileSync(join(dist, rel), 'utf8');
  /** @type {Map<string, Set<string>>} */
  const importsOf = new Map();
  for (const rel of all) if (/\.(?:js|css)$/.test(rel)) importsOf.set(rel, references(text(rel)));
  /** Everything a page needs, following scripts' imports. */
  const closure = (/** @type {string} */ page) => {
    const seen = new Set([page]);
    const todo = [...references(text(page))];
    while (todo.length > 0) {
      const next = /** @type {string} */ (todo.pop());
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...(importsOf.get(next) ?? []));
    }
    return seen;
  };
  const pages = all.filter((rel) => rel.endsWith('.html'));
  /** How many pages need each file. */
  const users = new Map();
  /** @type {Map<string, Set<string>>} */
  const needs = new Map();
  for (const page of pages) {
    const set = closure(page);
    needs.set(page, set);
    for (const rel of set) users.set(rel, (users.get(rel) ?? 0) + 1);
  }
  const lessons = lessonPaths.map((path) => {
    const page = `${path.replace(/^\//, '')}index.html`;
    const html = text(page);
    const own = [...(needs.get(page) ?? [])].filter((rel) => users.get(rel) === 1 && all.includes(rel)).sort();
    return {
      path,
      htmlBytes: Buffer.byteLength(html),
      elements: elementCount(html),
      cacheShare: own.reduce((sum, rel) => sum + size(rel), 0),
      ownFiles: own,
    };
  });
  return { lessons, cacheTotal: all.reduce((sum, rel) => sum + size(rel), 0) };
}
