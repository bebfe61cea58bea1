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
        const links = html.map((text) => [...text.matchAll(LINK)].map(([, href]) => /** @type {string} */ (href)));

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
          const text = (await Promise.all(hrefs.map(read))).map((css) => css.trimEnd()).join('\n');
          const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
          const href = `${base}_astro/styles.${hash}.css`;
          await writeFile(pathOf(href), text + '\n');
          return href;
        };

        const plan = planJoins(links);
        const siteHref = plan.site.length ? await joinFiles(plan.site) : undefined;
        let before = 0;
        let after = 0;
        await Promise.all(
          htmlFiles.map(async (file, i) => {
            const page = /** @type {(typeof plan.pages)[number]} */ (plan.pages[i]);
            const pageLinks = /** @type {string[]} */ (links[i]);
            if (pageLinks.length < 2) return;
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
            before += pageLinks.length;
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
        const replaced = [...new Set(links.flat())].filter((href) => !linked.has(href));
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
