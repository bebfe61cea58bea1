// @ts-check
/**
 * The `client:wake` directive (components/site/wake-directive.ts says what it does) and, after the build, the list
 * of every island's imports on the island itself (`data-wake-prefetch`), so that the directive can prefetch an
 * island's whole code while the page is idle: the component's chunk alone would leave its imports to be fetched
 * on the reader's first tap.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every .html file under `dir`. */
function htmlFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** The _astro/ chunks a built chunk imports statically ("./x.js" beside it). */
function importsOf(/** @type {string} */ astroDir, /** @type {string} */ file) {
  let text;
  try {
    text = readFileSync(join(astroDir, file), 'utf8');
  } catch {
    return [];
  }
  // Static imports only (`from"./x.js"`, `import"./x.js"`); dynamic imports load later, when their code asks.
  return [...text.matchAll(/(?:from|import)\s*["']\.\/([\w.@~-]+\.js)["']/g)].map((m) => /** @type {string} */ (m[1]));
}

/**
 * Registers the directive and, once built, writes each waking island's import closure on it.
 * @param {string} base the site's base path ("/" or "/sub/")
 * @returns {import('astro').AstroIntegration}
 */
export function wakeIslands(base) {
  return {
    name: 'concept-simulators:wake',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'wake',
          entrypoint: fileURLToPath(new URL('../../components/site/wake-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const astroDir = join(root, '_astro');
        const prefix = `${base}_astro/`;
        let islands = 0;
        for (const page of htmlFiles(root)) {
          const html = readFileSync(page, 'utf8');
          const next = html.replace(/<astro-island\b[^>]*\bclient="wake"[^>]*>/g, (tag) => {
            const own = [...tag.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => String(m[1]));
            const seen = new Set(own.map((url) => url.slice(prefix.length)));
            const todo = [...seen];
            while (todo.length > 0) {
              for (const dep of importsOf(astroDir, /** @type {string} */ (todo.pop()))) {
                if (seen.has(dep)) continue;
                seen.add(dep);
                todo.push(dep);
              }
            }
            const deps = [...seen].map((f) => prefix + f).filter((url) => !own.includes(url));
            islands += 1;
            return tag.replace(/>$/, ` data-wake-prefetch="${deps.join(' ')}">`);
          });
          if (next !== html) writeFileSync(page, next);
        }
        logger.info(`${islands} islands wake on interaction, their imports listed for prefetch.`);
      },
    },
  };
}
