/*
 * The service worker's code. service-worker.mjs writes it to dist/sw.js after the build, with the precache manifest
 * and the build's version put in front of it as `self.CS_PRECACHE` (see there); this file is never bundled.
 *
 * What it promises a reader, each kept by a test in e2e/offline.spec.ts or e2e/offline-deploys.spec.ts:
 * - Every page and every file a page needs is saved when the worker installs; offline, a page is matched to its saved
 *   copy whatever its query ("?fencing=1" after a Run), and "/roadmap" finds "/roadmap/" as the host does online.
 * - A page of an older version that is still open keeps working after a deploy: the previous version's cache is kept
 *   until the version after it takes over, and a file this version lacks is looked for there.
 * - A page asks (message "check") whether the course is saved; the worker answers after looking at every entry, and
 *   online it first fetches again any entry that is missing or damaged (its size is not the built file's), trying
 *   again a few times before it answers "no".
 * - Offline, a page that is not saved gets the site's own 404 page, never the browser's error.
 */

/** @type {{ version: string; entries: { url: string; size: number }[] }} */
const PRECACHE = self.CS_PRECACHE;
const PREFIX = 'concept-simulators-precache-';
const CACHE = `${PREFIX}${PRECACHE.version}`;
/** Where the worker notes which cache the version before it used, so that one is kept for pages still open. */
const META = 'concept-simulators-meta';
// The worker sits at the site's base path ("/" or "/some/sub/path/"), which is its scope.
const scope = new URL('./', self.location.href);
const META_URL = new URL('__cs-meta', scope).href;
/** Saved entries by path ("/roadmap/index.html"), each with the built file's size. */
const byPath = new Map(PRECACHE.entries.map((e) => [new URL(e.url, scope).pathname, e]));

/** Fetches one entry from the network, bypassing the HTTP cache; throws unless it is whole. */
async function download(entry) {
  const url = new URL(entry.url, scope).href;
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = await response.clone().arrayBuffer();
  if (body.byteLength !== entry.size) throw new Error(`${url}: ${body.byteLength} bytes, not ${entry.size}`);
  return { url, response };
}

/** Saves every entry in `entries`, a few at a time; rejects at the first that cannot be fetched whole. */
async function save(cache, entries) {
  const queue = [...entries];
  const workers = Array.from({ length: 6 }, async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const { url, response } = await download(entry);
      await cache.put(url, response);
    }
  });
  await Promise.all(workers);
}

/** The entries whose saved copy is missing or is not the built file (a size that differs, an error response). */
async function damaged(cache) {
  const out = [];
  for (const entry of PRECACHE.entries) {
    const response = await cache.match(new URL(entry.url, scope).href);
    const size = response?.ok ? (await response.blob()).size : -1;
    if (size !== entry.size) out.push(entry);
  }
  return out;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => save(cache, PRECACHE.entries)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Keep this version's cache and the one the version before used (pages of it may still be open); delete
      // every other cache of this site, workbox's of earlier builds included.
      const meta = await caches.open(META);
      const noted = await meta.match(META_URL);
      const previous = noted ? (await noted.json()).current : null;
      const keep = new Set([CACHE, META]);
      const names = await caches.keys();
      if (typeof previous === 'string') keep.add(previous);
      else for (const name of names) keep.add(name); // first version with this worker: delete nothing yet
      await Promise.all(
        names.filter((n) => n.startsWith('concept-simulators-') && !keep.has(n)).map((n) => caches.delete(n)),
      );
      await meta.put(META_URL, new Response(JSON.stringify({ current: CACHE })));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'check' && event.ports[0]) {
    const port = event.ports[0];
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        let missing = await damaged(cache);
        // Online, a repair can fail at first: the page's "online" event can come before this worker's requests get
        // through, or the network can drop again. It is tried again 1, 3 and 9 s later before the answer is "no".
        for (const wait of [0, 1000, 3000, 9000]) {
          if (missing.length === 0 || !navigator.onLine) break;
          await new Promise((resolve) => setTimeout(resolve, wait));
          await save(cache, missing).catch(() => {});
          missing = await damaged(cache);
        }
        port.postMessage({ saved: missing.length === 0 });
      })(),
    );
  }
});

/** The saved entry for a path: the file itself, or a folder's index.html. */
function entryFor(pathname) {
  return byPath.get(pathname) ?? (pathname.endsWith('/') ? byPath.get(`${pathname}index.html`) : undefined);
}

/** The saved copy of an entry in this version's cache. */
async function fromCache(entry) {
  const cache = await caches.open(CACHE);
  return cache.match(new URL(entry.url, scope).href);
}

async function navigate(request) {
  const url = new URL(request.url);
  const entry = entryFor(url.pathname);
  const saved = entry && (await fromCache(entry));
  if (saved) return saved;
  // "/roadmap" is "/roadmap/", as the host redirects it online; the query stays.
  if (!entry && !url.pathname.endsWith('/') && entryFor(`${url.pathname}/`)) {
    return Response.redirect(new URL(`${url.pathname}/${url.search}`, url).href, 301);
  }
  try {
    return await fetch(request);
  } catch (error) {
    const notFound = byPath.get(new URL('404.html', scope).pathname);
    const page = notFound && (await fromCache(notFound));
    if (page) return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
    throw error;
  }
}

async function asset(request) {
  const url = new URL(request.url);
  const entry = entryFor(url.pathname);
  // The query is not part of a file here: Pagefind adds "?ts=", Astro's island retry adds "?astro-retry=".
  const saved = (entry && (await fromCache(entry))) ?? (await caches.match(url.origin + url.pathname));
  return saved ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(request.mode === 'navigate' ? navigate(request) : asset(request));
});
