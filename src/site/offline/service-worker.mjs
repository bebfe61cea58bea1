// @ts-check
/**
 * Builds the service worker (dist/sw.js) that makes the whole course work offline after one visit: worker.js, with
 * the precache manifest (every page, its CSS, JS and images, and the parts of Pagefind's bundle that a search
 * fetches, each with its size) put in front of it. Workbox's getManifest lists the files; the worker is our own, as
 * what it must do (match a page whatever its query, keep the previous version's files for pages still open, repair a
 * damaged entry, answer whether the course is saved) is more than generateSW's options reach. The worker takes over
 * open pages once installed but a new version waits until the reader asks for it, so an update never reloads a page
 * under the reader: components/site/OfflineStatus.astro offers the reload.
 *
 * The build's version is the package's version and a hash of the precache manifest (each file's path and content
 * hash), so it changes exactly when a file the worker serves changes. It is part of the cache's name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from 'workbox-build';

/** What the worker precaches, as globs under the built site's folder. Pagefind's bundle holds three UIs the site
 * does not use (Starlight bundles its own) and a highlighter: only the search runtime and the index are listed. */
export const PRECACHE_GLOBS = [
  '**/*.html',
  '_astro/**/*.{js,css,svg,png,jpg,jpeg,webp,avif,woff,woff2,wasm}',
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
 * @returns {Promise<{ version: string; count: number; size: number; entries: { url: string; size: number }[] }>}
 */
export async function precacheManifest(dir) {
  const { manifestEntries, count, size } = await getManifest(manifestOptions(dir));
  const hash = createHash('sha256');
  for (const entry of manifestEntries ?? []) hash.update(`${entry.url} ${entry.revision ?? ''}\n`);
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const entries = (manifestEntries ?? []).map(({ url }) => ({ url, size: statSync(join(dir, url)).size }));
  return { version: `${pkg.version}-${hash.digest('hex').slice(0, 10)}`, count, size, entries };
}

/**
 * Writes the service worker into a built site; resolves to its version and what it precaches (files, bytes).
 * @param {string} dir the built site's folder (dist/)
 * @returns {Promise<{ version: string; count: number; size: number }>}
 */
export async function buildServiceWorker(dir) {
  if (!existsSync(join(dir, 'pagefind', 'pagefind.js')))
    throw new Error(`No Pagefind bundle in ${dir}: the worker must be built after the search index.`);
  if (!existsSync(join(dir, '404.html'))) throw new Error(`No 404.html in ${dir}: the worker serves it offline.`);
  const { version, count, size, entries } = await precacheManifest(dir);
  const code = readFileSync(new URL('./worker.js', import.meta.url), 'utf8');
  const manifest = JSON.stringify({ version, entries });
  writeFileSync(join(dir, SW_FILE), `self.CS_PRECACHE = ${manifest};\n${code}`);
  return { version, count, size };
}

/**
 * A Vite plugin that marks every script chunk of the build with `stamp`, so that two builds of the same source have
 * different file names, as two deploys of changed code do (e2e/offline-deploys.spec.ts builds twice with
 * CS_BUILD_STAMP). Without a stamp it does nothing.
 * @param {string | undefined} stamp
 * @returns {import('vite').Plugin}
 */
export function buildStamp(stamp) {
  return {
    name: 'concept-simulators:build-stamp',
    apply: 'build',
    // Every environment: Astro's client build (the islands) is one of its own.
    applyToEnvironment: () => true,
    // An export, which no minifier drops (a comment does not survive it); nothing imports it.
    renderChunk(code, chunk) {
      if (!stamp || !chunk.fileName.endsWith('.js')) return null;
      return { code: `${code}\nexport const __csBuild = ${JSON.stringify(stamp)};\n`, map: null };
    },
  };
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
