// @ts-check
/**
 * Builds the service worker (dist/sw.js) that makes the whole course work offline after one visit. Workbox's
 * generateSW writes it from the built files: every page, its CSS, JS and images, and the parts of Pagefind's bundle
 * that a search fetches, all precached when the worker installs. The worker takes over open pages once installed
 * (clientsClaim) but a new version waits until the reader asks for it (no skipWaiting), so an update never reloads
 * a page under the reader: components/site/OfflineStatus.astro offers the reload.
 *
 * The build's version is the package's version and a hash of the precache manifest (each file's path and content
 * hash), so it changes exactly when a file the worker serves changes. It is part of every cache name, and the new
 * worker deletes the caches of older versions when it activates.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW, getManifest } from 'workbox-build';

/** What the worker precaches, as globs under the built site's folder. Pagefind's bundle holds three UIs the site
 * does not use (Starlight bundles its own) and a highlighter: only the search runtime and the index are listed. */
export const PRECACHE_GLOBS = [
  '**/*.html',
  '_astro/**/*.{js,css,svg,png,jpg,jpeg,webp,avif,woff,woff2}',
  '*.{svg,png,ico,webmanifest}',
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  'pagefind/wasm.*.pagefind',
  'pagefind/index/*',
  'pagefind/fragment/*',
];

/** The worker's file name, at the root of the built site (so that its scope is the whole site, base included). */
export const SW_FILE = 'sw.js';

/** Options shared by the manifest and the worker, so the bench's total is the worker's own. */
const manifestOptions = (/** @type {string} */ dir) => ({
  globDirectory: dir,
  globPatterns: PRECACHE_GLOBS,
  globIgnores: [SW_FILE],
  // Files whose names carry a content hash need no revision of their own.
  dontCacheBustURLsMatching: /(?:^|\/)_astro\/|\.pf_(?:fragment|index|meta)$|^pagefind\/wasm\./,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});

/**
 * The precache manifest of a built site and the version derived from it.
 * @param {string} dir the built site's folder (dist/)
 * @returns {Promise<{ version: string; count: number; size: number }>}
 */
export async function precacheManifest(dir) {
  const { manifestEntries, count, size } = await getManifest(manifestOptions(dir));
  const hash = createHash('sha256');
  for (const entry of manifestEntries ?? []) hash.update(`${entry.url} ${entry.revision ?? ''}\n`);
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return { version: `${pkg.version}-${hash.digest('hex').slice(0, 10)}`, count, size };
}

/**
 * Writes the service worker into a built site; resolves to its version and what it precaches (files, bytes).
 * @param {string} dir the built site's folder (dist/)
 * @returns {Promise<{ version: string; count: number; size: number }>}
 */
export async function buildServiceWorker(dir) {
  if (!existsSync(join(dir, 'pagefind', 'pagefind.js')))
    throw new Error(`No Pagefind bundle in ${dir}: the worker must be built after the search index.`);
  const { version } = await precacheManifest(dir);
  const { count, size, warnings } = await generateSW({
    ...manifestOptions(dir),
    swDest: join(dir, SW_FILE),
    // Cache names read "concept-simulators-<version>-precache-v2-<scope>".
    cacheId: `concept-simulators-${version}`,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    // Pagefind asks for its entry file with "?ts=<time>" so that no HTTP cache keeps it; the precache has the file.
    ignoreURLParametersMatching: [/^ts$/, /^utm_/, /^fbclid$/],
    // A page that is not in the precache (an old link, a typo) still comes from the network; offline, the reader
    // gets the site's own "not found" page instead of the browser's error.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '404.html' } },
      },
    ],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('; ')}`);
  return { version, count, size };
}

/**
 * An integration that writes the service worker once Astro, Pagefind and the other integrations have built the
 * site; list it last, since `astro:build:done` hooks run in the order of the integrations.
 * @returns {import('astro').AstroIntegration}
 */
export function offline() {
  return {
    name: 'concept-simulators:offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { version, count, size } = await buildServiceWorker(fileURLToPath(dir));
        logger.info(`Service worker ${version}: ${count} files precached, ${(size / 1024).toFixed(1)} KB.`);
      },
    },
  };
}
