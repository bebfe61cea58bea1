// @ts-check
/**
 * The sidebar, generated from content/ when the site is configured: a group per topic (its overview page, then its
 * pages in `sidebar.order`, then title order), and a group for the authors' guide. Starlight's own `autogenerate`
 * only looks in src/content/docs/, and this site keeps its pages in content/docs/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';

/**
 * Front matter of one MDX/Markdown file (only what the sidebar needs).
 * @param {string} file
 * @returns {{ title?: string; draft?: boolean; sidebar?: { label?: string; order?: number; hidden?: boolean } }}
 */
function frontMatter(file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) return {};
  try {
    const data = yaml.load(match[1]);
    return data && typeof data === 'object' ? /** @type {any} */ (data) : {};
  } catch {
    // The content schema reports broken front matter with the file and field; the sidebar just skips the page.
    return {};
  }
}

/**
 * The sidebar links of one folder of content/docs, in order.
 * @param {string} root the project root
 * @param {string} dir a folder under content/docs
 */
function folderLinks(root, dir) {
  const base = join(root, 'content/docs', dir);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => {
      const slug = name.replace(/\.mdx?$/, '');
      const data = frontMatter(join(base, name));
      const overview = slug === 'index';
      return {
        label: data.sidebar?.label ?? data.title ?? slug,
        link: overview ? `/${dir}/` : `/${dir}/${slug}/`,
        order: data.sidebar?.order ?? (overview ? 0 : Number.MAX_SAFE_INTEGER),
        hidden: data.sidebar?.hidden === true || data.draft === true,
      };
    })
    .filter((item) => !item.hidden)
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map(({ label, link }) => ({ label, link }));
}

/**
 * Starlight's `sidebar` setting for this project.
 * @param {string} root the project root (a path)
 */
export function buildSidebar(root) {
  // The sidebar is Starlight configuration, built before content collections exist, so it reads the topics' ids and
  // titles (their order) straight from the file. Everything else about topics, and all checking, is the `topics`
  // collection's (src/content.config.ts and src/site/catalog.ts).
  /** @type {{ id: string; title: string }[]} */
  const topics = /** @type {any} */ (yaml.load(readFileSync(join(root, 'content/topics.yaml'), 'utf8'))) ?? [];
  // The roadmap has its own page: Starlight adds a trailing slash to every sidebar link, so "/#roadmap" would become
  // "/#roadmap/", an anchor that does not exist (the link checker catches it).
  const groups = [{ label: 'Start here', items: [{ label: 'Roadmap', link: '/roadmap/' }] }];
  for (const topic of topics) {
    const items = folderLinks(root, topic.id);
    if (items.length > 0) groups.push({ label: topic.title, items });
  }
  const authors = folderLinks(root, 'authors');
  if (authors.length > 0) groups.push({ label: 'For authors', items: authors });
  return groups;
}
