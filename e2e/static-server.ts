/** A plain static host for a built site, as a reader's host serves it: used where a test needs its own copy. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

/**
 * Serves a folder as a static site the way a plain host does ("/a/" is a/index.html, anything missing a 404) on
 * 127.0.0.1, at `port` or a free one; `server.close()` stops it. It starts at once, where `astro preview` first
 * loads the whole Astro config (half a minute on a busy two-core machine).
 */
export async function serveFolder(root: string, port = 0): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Every request reaches the server, as after a deploy with short cache lifetimes.
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return { origin: `http://127.0.0.1:${listening}`, server };
}
