// @ts-check
/**
 * Two stylesheets a page instead of ten. Astro splits CSS by the set of pages that use it, and with three lessons on
 * one kit that came to ten or eleven render-blocking files a page, most under 1 KB (one per shared component). On a
 * phone's connection each costs a request before the first paint: Lighthouse's first paint on the lesson page went
 * from 1.3 s with two files to 1.8 s with eleven. This integration, run after the build, joins them back:
 *
 * - the files that every page links are joined into one site stylesheet, cached once for the whole course;
 * - the rest of a page's files are joined, in the page's own order, into one stylesheet for that set of files.
 *
 * Order: every page links the site-wide files before its own, so the page's own rules still come after them, as
 * before. Within the site-wide group, pages listed the files in different orders; they are component styles scoped
 * by Svelte's and Astro's class hashes, which do not compete, and the site file keeps the order of the page that
 * lists them first. A page that links a file of its own before a site-wide one keeps its order in one file of its
 * own instead. Stylesheets with a `media` attribute (print.css) are left as they are: they do not block rendering.
 *
 * Two prunings, each safe for the cascade:
 *
 * - Astro links every island's client CSS on every page, so the authors' guide, the home page and the roadmap carried
 *   the lessons' island rules (about 27 KB raw) in their render-blocking stylesheet. A file whose every rule is scoped
 *   to a Svelte component (`.svelte-…`) is left off a page without islands whose elements carry none of its scoping
 *   classes: none of its rules can match there, and nothing on such a page renders anew (the home page's chart is
 *   drawn at build time, and only its own components' files are linked). So the site file holds what every page
 *   needs, and the islands' rules join the lesson pages' own.
 * - Joined files held the same rule twice where two chunks carried one component's styles (a lesson page loaded 264
 *   rules twice). Of an exact duplicate rule, only the last copy is kept: the last copy is the one the cascade obeys,
 *   so the earlier one never decided anything. `@layer`, `@import` and other statements are kept as they are: a
 *   layer's order is set by its first appearance.
 *
 * The joined files are named by a hash of their content, like Astro's, and the files they replace are deleted once no
 * page links them and no script names them, so the service worker does not precache both.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A render-blocking stylesheet link as Astro writes it: `rel` then `href`, no `media`. */
const LINK = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

/**
 * @param {string} dir
 * @returns {Promise<string[]>} every file under `dir`, as absolute paths
 */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return files.flat();
}

/**
 * The index of the last character of the escape or string that starts at `i` in CSS text: the escaped character after
 * a backslash, or the closing quote (the text's end if it has none), past any escapes inside the string.
 * @param {string} text
 * @param {number} i the index of a backslash or a quote
 * @returns {number}
 */
function skipQuoted(text, i) {
  const quote = text[i];
  if (quote === '\\') return i + 1;
  for (i++; i < text.length && text[i] !== quote; i++) if (text[i] === '\\') i++;
  return i;
}

/**
 * The top-level statements of a stylesheet, in order: each rule or at-rule block whole (`prelude{…}`), and each
 * statement that ends in `;` (`@import …;`, `@layer a, b;`). Strings, comments and escapes are skipped over, so a `}`
 * inside `content: "}"` does not end a block. Comments between statements are dropped.
 * @param {string} css
 * @returns {string[]}
 */
export function cssStatements(css) {
  /** @type {string[]} */
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '\\' || c === '"' || c === "'") i = skipQuoted(css, i);
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (depth === 0 && css.slice(start, i).trim() === '') start = end < 0 ? css.length : end + 2;
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth === 0) {
        const statement = css.slice(start, i + 1).trim();
        if (statement !== '' && statement !== ';') out.push(statement);
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}

/**
 * The selectors of a selector list, split at its top-level commas (not those inside `:is(…)` or `[a="b,c"]`).
 * @param {string} list
 * @returns {string[]}
 */
function selectors(list) {
  /** @type {string[]} */
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\' || c === '"' || c === "'") i = skipQuoted(list, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((selector) => selector.trim());
}

/** A Svelte component's scoping class, as Svelte writes it into selectors and elements. */
const SVELTE_SCOPE = /\.svelte-[a-z0-9]+/;
/** A quoted string in CSS, with its escapes. */
const QUOTED = /"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g;
/** Conditional group rules, whose body is more rules. */
const GROUP = /^@(media|supports|container)\b/i;

/**
 * Whether every rule of a stylesheet is scoped to a Svelte component: each selector carries a `.svelte-…` class
 * (inside `@media`, `@supports` and `@container` too) and each `@keyframes` has a Svelte-scoped name. Such rules can
 * match only elements that Svelte rendered. A stylesheet with no rules is not island-only: it is left alone.
 * @param {string} css
 * @returns {boolean}
 */
export function isIslandOnly(css) {
  const statements = cssStatements(css);
  return (
    statements.length > 0 &&
    statements.every((statement) => {
      const brace = statement.indexOf('{');
      if (brace < 0) return false;
      const prelude = statement.slice(0, brace).trim();
      if (GROUP.test(prelude)) return isIslandOnly(statement.slice(brace + 1, statement.lastIndexOf('}')));
      if (/^@(-webkit-)?keyframes\s+svelte-/i.test(prelude)) return true;
      if (prelude.startsWith('@')) return false;
      // A class in a selector, not a string that spells one (`[title=".svelte-…"]` matches any element).
      return selectors(prelude).every((selector) => SVELTE_SCOPE.test(selector.replace(QUOTED, '""')));
    })
  );
}

/**
 * Whether a page's HTML holds an element that Svelte rendered (an island, or a component rendered at build only):
 * its elements carry the components' `svelte-…` classes.
 * @param {string} html
 * @returns {boolean}
 */
export function hasSvelteElements(html) {
  return /<astro-island\b/.test(html) || /\sclass="[^"]*\bsvelte-[a-z0-9]+/.test(html);
}

/**
 * The Svelte scoping classes on a page's elements (`svelte-1x2y`), or null where the page holds an island: once
 * hydrated, an island may render elements its server HTML did not hold, so any component's rules may come to match.
 * @param {string} html
 * @returns {Set<string> | null}
 */
export function svelteScopesOf(html) {
  if (/<astro-island\b/.test(html)) return null;
  /** @type {Set<string>} */
  const scopes = new Set();
  for (const [, classes = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of classes.split(/\s+/)) if (/^svelte-[a-z0-9]+$/.test(name)) scopes.add(name);
  return scopes;
}

/**
 * The Svelte scoping classes a stylesheet's selectors name (`svelte-1x2y`), outside strings.
 * @param {string} css
 * @returns {Set<string>}
 */
export function svelteScopesIn(css) {
  return new Set([...css.replace(QUOTED, '""').matchAll(/\.(svelte-[a-z0-9]+)/g)].map(([, scope = '']) => scope));
}

/**
 * Whether a stylesheet may style a page: any stylesheet but an island-only one (`isIslandOnly`), and that one only
 * where the page holds an island or an element with one of its scoping classes.
 * @param {{ islandOnly: boolean; scopes: Set<string> }} sheet the stylesheet, as `isIslandOnly` and `svelteScopesIn`
 *   read it
 * @param {Set<string> | null} page the page's scoping classes, as `svelteScopesOf` reads them
 * @returns {boolean}
 */
export function maySheetStyle(sheet, page) {
  return !sheet.islandOnly || page === null || [...sheet.scopes].some((scope) => page.has(scope));
}

/**
 * A stylesheet with each exact duplicate rule kept only where it last appears, which is where the cascade obeys it.
 * Only style rules and `@media`, `@supports`, `@container`, `@keyframes` and `@font-face` blocks are deduplicated;
 * `@layer`, `@import`, `@charset` and the rest stay as they are, in place (their first appearance sets an order).
 * @param {string} css
 * @returns {string}
 */
export function dropEarlierDuplicates(css) {
  const statements = cssStatements(css);
  const movable = (/** @type {string} */ statement) =>
    !statement.startsWith('@') || /^@(media|supports|container|(-webkit-)?keyframes|font-face)\b/i.test(statement);
  /** @type {Map<string, number>} */
  const last = new Map();
  statements.forEach((statement, i) => {
    if (movable(statement)) last.set(statement, i);
  });
  return statements.filter((statement, i) => !movable(statement) || last.get(statement) === i).join('\n');
}

/**
 * Plans the joins for a set of pages, each given by the stylesheet hrefs it links in order. Pure, for the tests.
 * @param {string[][]} pages
 * @returns {{ site: string[]; pages: { site: boolean; own: string[] }[] }} `site`: the hrefs every page links, in
 *   the order of the first page; for each page, whether it links the site file and which of its hrefs join into a
 *   file of its own (in its order).
 */
export function planJoins(pages) {
  const [first = []] = pages;
  const site = pages.length < 2 ? [] : first.filter((href) => pages.every((links) => links.includes(href)));
  return {
    site,
    pages: pages.map((links) => {
      const own = links.filter((href) => !site.includes(href));
      // The site file goes first; that keeps this page's order only when none of its own files came before a
      // site-wide one.
      const lastSite = Math.max(-1, ...site.map((href) => links.indexOf(href)));
      const firstOwn = own.length ? links.indexOf(/** @type {string} */ (own[0])) : Infinity;
      return site.length && lastSite < firstOwn ? { site: true, own } : { site: false, own: links };
    }),
  };
}

/**
 * @param {string} base the site's base path, such as "/" or "/sub/path/"
 * @returns {import('astro').AstroIntegration}
 */
export function mergeStylesheets(base) {
  return {
    name: 'concept-simulators:merge-stylesheets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await walk(root);
        const htmlFiles = files.filter((file) => file.endsWith('.html'));
        const html = await Promise.all(htmlFiles.map((file) => readFile(file, 'utf8')));

        /** @param {string} href */
        const pathOf = (href) => {
          if (!href.startsWith(base)) throw new Error(`merge-stylesheets: ${href} is outside the base ${base}`);
          return join(root, href.slice(base.length));
        };
        /** @type {Map<string, string>} */
        const contents = new Map();
        /** @param {string} href */
        const read = async (href) => {
          const cached = contents.get(href);
          if (cached !== undefined) return cached;
          const text = await readFile(pathOf(href), 'utf8');
          contents.set(href, text);
          return text;
        };
        /** Writes one file joining `hrefs` (in order) and returns its href. @param {string[]} hrefs */
        const joinFiles = async (hrefs) => {
          if (hrefs.length === 1) return /** @type {string} */ (hrefs[0]);
          const text = dropEarlierDuplicates((await Promise.all(hrefs.map(read))).join('\n'));
          const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
          const href = `${base}_astro/styles.${hash}.css`;
          await writeFile(pathOf(href), text + '\n');
          return href;
        };

        const astroLinks = html.map((text) => [...text.matchAll(LINK)].map(([, href]) => /** @type {string} */ (href)));
        // A page without islands links none of the files that only style Svelte's elements, but those of the
        // components it holds.
        /** @type {Map<string, { islandOnly: boolean; scopes: Set<string> }>} */
        const sheets = new Map();
        for (const href of new Set(astroLinks.flat())) {
          const css = await read(href);
          sheets.set(href, { islandOnly: isIslandOnly(css), scopes: svelteScopesIn(css) });
        }
        const links = astroLinks.map((hrefs, i) => {
          const scopes = svelteScopesOf(/** @type {string} */ (html[i]));
          return hrefs.filter((href) => maySheetStyle(/** @type {any} */ (sheets.get(href)), scopes));
        });

        const plan = planJoins(links);
        const siteHref = plan.site.length ? await joinFiles(plan.site) : undefined;
        let before = 0;
        let after = 0;
        await Promise.all(
          htmlFiles.map(async (file, i) => {
            const page = /** @type {(typeof plan.pages)[number]} */ (plan.pages[i]);
            const pageLinks = /** @type {string[]} */ (links[i]);
            const original = /** @type {string[]} */ (astroLinks[i]);
            if (pageLinks.length < 2 && pageLinks.length === original.length) return;
            const hrefs = [
              ...(page.site && siteHref ? [siteHref] : []),
              ...(page.own.length ? [await joinFiles(page.own)] : []),
            ];
            let first = true;
            const text = /** @type {string} */ (html[i]).replace(LINK, () => {
              if (!first) return '';
              first = false;
              return hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
            });
            before += original.length;
            after += hrefs.length;
            await writeFile(file, text);
          }),
        );

        // Delete what no page links any more, unless a script names it (a lazily loaded chunk's styles).
        const linked = new Set(
          (await Promise.all(htmlFiles.map((file) => readFile(file, 'utf8')))).flatMap((text) =>
            [...text.matchAll(LINK)].map(([, href]) => href),
          ),
        );
        const scripts = (
          await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')))
        ).join('\n');
        const replaced = [...new Set(astroLinks.flat())].filter((href) => !linked.has(href));
        for (const href of replaced) {
          const name = href.slice(href.lastIndexOf('/') + 1);
          if (!scripts.includes(name)) await rm(pathOf(href));
        }
        logger.info(
          `${htmlFiles.length} pages link ${after} stylesheets instead of ${before} ` +
            `(site-wide: ${siteHref ? relative(root, pathOf(siteHref)) : 'none'}).`,
        );
      },
    },
  };
}
