// @ts-check
/**
 * An integration that fails the build on a link within the site that goes nowhere: to a page that does not exist,
 * or to an #anchor that its page does not have. It also refuses links that look local but leave the site
 * ("//host", "/\\host", which browsers read as another origin). It reads the built HTML, so it sees links from
 * Markdown, MDX, lesson data and components alike, and it names the source file of the page that holds the link.
 * ?queries are ignored. Links to other sites are left to the author (and the Study lists' schema).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every file under a folder, as paths relative to it with forward slashes.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full).map((f) => `${name}/${f}`) : [name];
  });
}

/**
 * The served paths of a built site: "/a/b/" for dist/a/b/index.html, "/x.svg" for other files.
 * @param {string} dist
 * @returns {Set<string>}
 */
export function builtPaths(dist) {
  const paths = new Set();
  for (const file of filesUnder(dist)) {
    if (file === 'index.html') paths.add('/');
    else if (file.endsWith('/index.html')) paths.add(`/${file.slice(0, -'index.html'.length)}`);
    else paths.add(`/${file}`);
  }
  return paths;
}

/**
 * The ids an HTML page has, which #anchors can point at.
 * @param {string} html
 * @returns {Set<string>}
 */
export function idsOf(html) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&')));
}

/**
 * Why an href within the site goes nowhere, or null when it is fine (or it is a link to another site).
 * @param {string} href as written in the page
 * @param {Set<string>} paths the built site's paths (see `builtPaths`)
 * @param {(path: string) => Set<string> | undefined} [idsAt] the ids of the page at a path, to check #anchors
 * @param {string} [page] the path of the page that holds the link, for "#anchor" alone
 * @returns {string | null}
 */
export function brokenLink(href, paths, idsAt, page = '/') {
  if (/^[/\\]{2}/.test(href) || href.startsWith('/\\'))
    return `"${href}" leaves the site although it looks like a path here; write the full https:// address of the other site`;
  if (!href.startsWith('/') && !href.startsWith('#')) return null;
  const [, rawPath = '', rawHash] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href) ?? [];
  const path = rawPath === '' ? page : decodeURI(rawPath);
  if (!paths.has(path)) {
    const withSlash = path.endsWith('/') ? path : `${path}/`;
    if (paths.has(withSlash)) return `"${href}" needs a trailing slash: write "${withSlash}"`;
    return `"${href}" goes to no page of this site`;
  }
  if (rawHash === undefined || rawHash === '' || idsAt === undefined) return null;
  const ids = idsAt(path);
  if (ids === undefined) return null;
  const id = decodeURIComponent(rawHash);
  return ids.has(id) ? null : `"${href}" points at "#${id}", which ${path} does not have`;
}

/**
 * The source file of a built page, for the error message: content/docs/a/b.mdx or content/docs/a/b/index.mdx.
 * @param {string} root
 * @param {string} page a path such as "a/b/index.html"
 */
function sourceOf(root, page) {
  const slug = page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  const candidates = slug === '' ? ['index'] : [slug, `${slug}/index`];
  for (const base of candidates)
    for (const ext of ['.mdx', '.md']) {
      const file = join('content/docs', base + ext);
      if (existsSync(join(root, file))) return file.split(sep).join('/');
    }
  return `the page /${slug}${slug ? '/' : ''}`;
}

/** @returns {import('astro').AstroIntegration} */
export function checkLinks() {
  /** @type {string} */
  let root = '';
  // The site's base ("/" or "/some/sub/path/"): built links start with it, built files do not.
  let base = '/';
  return {
    name: 'concept-simulators:check-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const paths = builtPaths(dist);
        const problems = [];
        const pages = filesUnder(dist).filter((f) => f.endsWith('.html'));
        const pathOf = (/** @type {string} */ file) =>
          file === 'index.html'
            ? '/'
            : file.endsWith('/index.html')
              ? `/${file.slice(0, -'index.html'.length)}`
              : `/${file}`;
        /** @type {Map<string, string>} */
        const htmlAt = new Map(pages.map((file) => [pathOf(file), readFileSync(join(dist, file), 'utf8')]));
        /** @type {Map<string, Set<string>>} */
        const idsCache = new Map();
        const idsAt = (/** @type {string} */ path) => {
          const html = htmlAt.get(path);
          if (html === undefined) return undefined;
          if (!idsCache.has(path)) idsCache.set(path, idsOf(html));
          return idsCache.get(path);
        };
        for (const page of pages) {
          const html = htmlAt.get(pathOf(page)) ?? '';
          for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
            const href = (match[1] ?? '').replaceAll('&amp;', '&');
            // Under a sub-path, a link written as "/page/" skips the base and breaks: only "<base>page/" works.
            const underBase = base === '/' || !href.startsWith('/') || href.startsWith('//') || href.startsWith(base);
            const problem = underBase
              ? brokenLink(base === '/' ? href : href.replace(base, '/'), paths, idsAt, pathOf(page))
              : `"${href}", which misses the site's base ${base}`;
            if (problem) {
              const text = (match[2] ?? '')
                .replace(/<[^>]+>/g, '')
                .replace(/\s+/g, ' ')
                .trim();
              problems.push(`${sourceOf(root, page)}: the link${text ? ` "${text}"` : ''} to ${problem}.`);
            }
          }
        }
        if (problems.length > 0) throw new Error(`Broken links:\n${[...new Set(problems)].join('\n')}`);
        logger.info(`Checked the links of ${paths.size} built files: none is broken.`);
      },
    },
  };
}
