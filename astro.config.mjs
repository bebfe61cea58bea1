// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildSidebar } from './src/site/sidebar.mjs';
import { checkLinks } from './src/site/check-links.mjs';
import { buildStamp, offline } from './src/site/offline/service-worker.mjs';
import { cspFirst } from './src/site/csp-meta-first.mjs';
import { mergeStylesheets } from './src/site/merge-stylesheets.mjs';
import { wakeIslands } from './src/site/wake.mjs';
import { studyHeadings } from './src/site/study-heading.mjs';
import { leanCode } from './src/site/lean-code.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The path the site is served from: "/" by default, or a sub-path such as "/some/sub/path/" when built with
// SITE_BASE=/some/sub/path/ (see the README). Pages, assets, search, the manifest and the service worker follow it.
const base = (process.env['SITE_BASE'] ?? '/').replace(/^\/?/, '/').replace(/\/?$/, '/');
// The site's public address, for canonical links, og:url and the sitemap: SITE_URL at build (see the README). A build
// without it names the address the local preview serves, never a made-up host; one with a malformed value stops.
const site = siteUrl(process.env['SITE_URL']);

/**
 * The origin (and path) the site is published at, from SITE_URL; http://localhost:4321 when unset.
 * @param {string | undefined} value
 * @returns {string}
 */
function siteUrl(value) {
  if (value === undefined || value.trim() === '') return 'http://localhost:4321';
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_URL is not an address: ${JSON.stringify(value)}. Set it like https://example.org.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be an http(s) address, not ${JSON.stringify(value)}.`);
  return url.href.replace(/\/$/, '');
}

/**
 * The CSP hashes of the `<script is:inline>` blocks on our pages (Starlight's search shortcut and sidebar scroll,
 * and our theme overrides), read from their source files, so an upgrade that changes them changes these too. Astro
 * hashes the scripts it bundles but leaves inline ones to us; the e2e CSP test fails if one is missed.
 * @returns {`sha256-${string}`[]}
 */
function inlineScriptHashes() {
  const starlight = new URL(
    './',
    pathToFileURL(createRequire(import.meta.url).resolve('@astrojs/starlight/components/ThemeProvider.astro')),
  );
  const files = [
    new URL('Search.astro', starlight),
    new URL('SidebarPersister.astro', starlight),
    new URL('./components/site/ThemeProvider.astro', import.meta.url),
    new URL('./components/site/ThemeSelect.astro', import.meta.url),
  ];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<script is:inline[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) =>
        /** @type {`sha256-${string}`} */ (
          `sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}`
        ),
    ),
  );
}

/**
 * Starlight's "On this page" script, swapped for ours: the same element with a cheaper start
 * (components/site/starlight-toc.ts says why). Both of Starlight's tables of contents import it by this path.
 * @returns {import('vite').Plugin}
 */
function tocModule() {
  const ours = `${root}components/site/starlight-toc.ts`;
  return {
    name: 'concept-simulators:toc',
    enforce: 'pre',
    resolveId(source, importer) {
      const starlights = source.endsWith('/TableOfContents/starlight-toc') && importer?.includes('@astrojs/starlight');
      return starlights ? ours : undefined;
    },
  };
}

/**
 * Starlight spaces a loose list's items with `:is(ol, ul):has(> li > :not(a, strong, …))` (a list where some item
 * holds a block). Chromium cannot narrow that `:has()`: any list item added anywhere in a page's content (a lab's
 * chart legend gaining a lane) restyled the whole page, some 800 elements, on every move of a drag (3 to 8 ms at 1x
 * CPU, 15 to 30 at 4x). The Markdown here makes a list loose by giving every item a paragraph, so the same spacing
 * is said without `:has()`: an item's last child after a block, or the block itself. Every list item on the site
 * keeps its margin (compared page by page when this was written).
 * @returns {import('vite').Plugin}
 */
function looseListRule() {
  const anchor =
    '.sl-markdown-content\n\t :is(ol, ul):has(> li > :not(a, strong, em, del, span, input, code, br, script, ol, ul))';
  const blocks = ':is(p, div, pre, blockquote, figure, table, details, aside, dl, h2, h3, h4, h5, h6)';
  const inline = 'a, strong, em, del, span, input, code, br, script, :where(.not-content *)';
  const rule = [
    `.sl-markdown-content li > ${blocks}:last-child:not(${inline})`,
    `.sl-markdown-content li > ${blocks} ~ :last-child:not(${inline})`,
  ].join(',\n\t');
  return {
    name: 'concept-simulators:loose-list-rule',
    enforce: 'pre',
    transform(code, id) {
      if (!/@astrojs[/\\]starlight[/\\].*[/\\]markdown\.css/.test(id)) return undefined;
      const start = code.indexOf(anchor);
      const end = start < 0 ? -1 : code.indexOf('}', start) + 1;
      if (start < 0 || !code.slice(start, end).includes('margin-bottom: 1.25rem;'))
        throw new Error(`${id}: Starlight's list rule has changed; review looseListRule() in astro.config.mjs.`);
      return {
        code: `${code.slice(0, start)}${rule} {\n\t\tmargin-bottom: 1.25rem;\n\t}${code.slice(end)}`,
        map: null,
      };
    },
  };
}

// https://astro.build/config
export default defineConfig({
  site,
  base,
  // Pages are addressed with a trailing slash (/copies-and-agreement/); the preview server and Pagefind agree.
  trailingSlash: 'always',
  // No link prefetching (Starlight turns on Astro's prefetch-all): after the first page loads, the offline worker saves
  // every page anyway, so prefetching on hover fetched the same pages a second time, and its script was 1.1 KB gzip
  // of every page's JavaScript before interaction.
  prefetch: false,
  // A strict Content-Security-Policy in a <meta> on every page. Astro hashes every script and <style> it emits, so
  // scripts run only from this site or by hash (never 'unsafe-inline'). The one style allowance is style attributes
  // (`style="--depth: 0"` from Starlight, positions in the simulators' charts): 'unsafe-inline' on style-src-attr
  // only, which cannot run code and does not extend to <style> elements. Headers a host should add, including
  // frame-ancestors (which a <meta> cannot set), are in the README.
  // Styles as files, never inlined into <style>: Astro does not hash every inlined stylesheet, and 'self' covers files.
  build: { inlineStylesheets: 'never' },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      // Pagefind's search index is WebAssembly, which needs 'wasm-unsafe-eval' (it compiles wasm; it allows no eval).
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: inlineScriptHashes() },
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  integrations: [
    starlight({
      title: 'Concept Simulators',
      description: 'Interactive lessons on how computer systems fail and how they are made safe.',
      // The logo sits beside the site's name inside one link, so it is decorative: an alt repeating the name would be
      // read twice (Lighthouse's image-redundant-alt). Three machines joined in a triangle, one holding the token: a
      // round mark, not stacked lines, so it is not mistaken for a menu button.
      logo: { src: './src/assets/logo.svg', alt: '' },
      favicon: '/favicon.svg',
      // The pager names the topic of an overview page it links to (src/route-data.ts).
      routeMiddleware: './src/route-data.ts',
      // Installable: the web app manifest (public/manifest.webmanifest, whose paths are relative so that it works
      // under any base), the home-screen icon iOS asks for, and the browser's colours for each colour scheme.
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` } },
        // The first paint waits until the page is read down to its footer, so it is painted whole. Painted from the
        // title on, a busy machine showed the header and sidebar half read and what came next moved them; and a
        // lesson page, twice a plain page's HTML, was painted with its top read, and the rest of it (the lab, the
        // questions) was then styled and laid out in one task after the first paint: 20 to 50 ms on this machine,
        // 80 to 200 ms of a phone's main thread (at 4x CPU), just when the reader may tap (issue 26). Read whole
        // first, it is styled once, before the first paint, like a plain page: without this link, Lighthouse's TBT on
        // the locks lesson was 220 to 380 ms in three runs (2026-12-05), against 0 to 25 with it. One cost, seen only
        // under Lighthouse's mobile emulation: Chromium's paint holding then keeps the first frame off the screen until
        // about 1.2 s after navigation (the README's "Paint held"; not under Playwright's mobile emulation, nor with
        // paint holding off).
        { tag: 'link', attrs: { rel: 'expect', href: '#site-footer', blocking: 'render' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#ffffff', media: '(prefers-color-scheme: light)' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#151a1e', media: '(prefers-color-scheme: dark)' } },
      ],
      // The site's look; what shows without JavaScript (no-js.css); the page as a printed handout (print.css).
      customCss: ['./src/styles/theme.css', './src/styles/no-js.css', './src/styles/print.css'],
      components: {
        // The theme control on phones for pages without a sidebar (and so without a menu).
        Header: './components/site/Header.astro',
        // The home page's main call to action, worked out from the lessons.
        Hero: './components/site/Hero.astro',
        PageTitle: './components/site/PageTitle.astro',
        // A lesson page with a lab has no wide-screen table of contents to lay out (see the file).
        PageSidebar: './components/site/PageSidebar.astro',
        Footer: './components/site/Footer.astro',
        // Starlight's sidebar in fewer elements: a lesson page's count at load (issue 26; see the file).
        Sidebar: './components/site/Sidebar.astro',
        // Guarded against blocked storage, which made Starlight's versions throw (see the files).
        ThemeProvider: './components/site/ThemeProvider.astro',
        ThemeSelect: './components/site/ThemeSelect.astro',
      },
      // The authors' guide is not a student's page: out of the sidebar (so no lesson's pager leads to it either); the
      // footer links it.
      sidebar: buildSidebar(root).filter((group) => group.label !== 'For authors'),
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      // Code wraps rather than scrolls sideways: a phone reader without JavaScript could not reach a scrolled block by
      // keyboard (Expressive Code makes a block focusable from its script).
      expressiveCode: {
        themes: ['github-dark', 'github-light'],
        defaultProps: { wrap: true },
        // Token spans folded where nothing a reader sees changes: a code block costs a page fewer elements.
        plugins: [leanCode()],
      },
    }),
    // A lesson page's Study heading reads "Study: <the lesson's title>", its anchor still #study.
    studyHeadings(),
    svelte(),
    // Lesson islands hydrate when the reader reaches for them, their code prefetched while idle (`client:wake`).
    wakeIslands(base),
    // A link to a page that does not exist fails the build, naming the file that holds it.
    checkLinks(),
    // Two render-blocking stylesheets a page (the site's and the page's own) instead of one per shared component.
    mergeStylesheets(base),
    // Each page's CSP <meta> first in <head>, before any script, style or link it governs.
    cspFirst(),
    // The service worker, written last: it precaches what every integration above has built, Pagefind's index too.
    offline(),
  ],
  vite: {
    plugins: [tocModule(), looseListRule(), buildStamp(process.env['CS_BUILD_STAMP'])],
    // CS_DEBUG_BUILD=1 keeps the scripts readable, for reading a CPU profile by function name (README, "Two commands").
    ...(process.env['CS_DEBUG_BUILD'] ? { build: { minify: false } } : {}),
    resolve: {
      // Pagefind's UI loads when search first opens, not on every page while idle: see the module for why.
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: `${root}components/site/pagefind-on-open.ts` }],
    },
  },
});
