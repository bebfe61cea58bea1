// @ts-check
/**
 * An integration that fails the build on a link to a page of this site that does not exist. It reads the built
 * HTML, so it sees links from Markdown, MDX, lesson data and components alike, and it names the source file of
 * the page that holds the link. Only links within the site (starting with "/") are checked; #anchors and ?queries
 * are ignored.
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
 * Why an internal href goes nowhere, or null when it is fine (or not internal).
 * @param {string} href
 * @param {Set<string>} paths
 * @returns {string | null}
 */
export function brokenLink(href, paths) {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = decodeURI(href.replace(/[?#].*$/, ''));
  if (path === '' || paths.has(path)) return null;
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (paths.has(withSlash)) return `"${href}" needs a trailing slash: write "${withSlash}"`;
  return `"${href}" goes to no page of this site`;
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
        for (const page of filesUnder(dist).filter((f) => f.endsWith('.html'))) {
          const html = readFileSync(join(dist, page), 'utf8');
          for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
            const href = (match[1] ?? '').replaceAll('&amp;', '&');
            // Under a sub-path, a link written as "/page/" skips the base and breaks: only "<base>page/" works.
            const underBase = base === '/' || !href.startsWith('/') || href.startsWith('//') || href.startsWith(base);
            const problem = underBase
              ? brokenLink(base === '/' ? href : href.replace(base, '/'), paths)
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
