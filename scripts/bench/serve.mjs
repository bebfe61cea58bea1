// @ts-check
/**
 * A static server for dist/ that compresses what it sends, as every static host does (GitHub Pages, Netlify,
 * Cloudflare Pages). `astro preview` sends files uncompressed, which made Lighthouse's simulated slow 4G carry the
 * lesson's HTML and CSS at four to five times the bytes a reader's phone receives; Lighthouse runs against this
 * server instead. It answers like a host: `/path/` serves `path/index.html`, a missing file gets the site's 404 page
 * with status 404, and a text response is gzipped when the request accepts it.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Content types for the files the site builds. */
const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
});

/** Types worth compressing; images, fonts and Pagefind's own (already compressed) files are sent as they are. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * Serves `root` on 127.0.0.1:`port`; resolves once listening.
 * @param {string} root absolute path of the built site
 * @param {number} port
 * @returns {Promise<{ origin: string; stop: () => void }>}
 */
export function serveCompressed(root, port) {
  /** @param {string} pathname */
  const resolve = async (pathname) => {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(root, clean);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
    if (info?.isDirectory()) {
      const index = join(file, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
    return undefined;
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = await resolve(url.pathname);
      let status = 200;
      if (!file) {
        file = join(root, '404.html');
        status = 404;
      }
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Astro's built assets have content hashes in their names, so a host can cache them for good; pages are
      // revalidated. An island's code prefetched on idle is then taken from the cache when the reader wakes the
      // island (components/site/wake-directive.ts).
      const immutable = status === 200 && url.pathname.includes('/_astro/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      /** @type {Record<string, string>} */
      const headers = { 'content-type': type, 'cache-control': cache, vary: 'accept-encoding' };
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body, { level: 9 });
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolvePromise({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    );
  });
}
