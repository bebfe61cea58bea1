// @ts-check
/**
 * The sidebar, generated from content/ when the site is configured: a group per topic in course order (by the first
 * roadmap step that teaches it), each with its overview page, then its lessons in course order (course-order.mjs),
 * then its other pages in `sidebar.order`, then title order; and a group for the authors' guide. Starlight's pager
 * follows the sidebar, so it runs in course order too. Starlight's own `autogenerate` only looks in
 * src/content/docs/, and this site keeps its pages in content/docs/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { courseOrder, topicOrder } from './course-order.mjs';

/**
 * Front matter of one MDX/Markdown file (only what the sidebar needs).
 * @param {string} file
 * @returns {{ title?: string; draft?: boolean; sidebar?: { label?: string; order?: number; hidden?: boolean };
 *   lesson?: { topic?: string; roadmap?: { stage?: string; step?: number }; buildsOn?: string } }}
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
 * The pages of one folder of content/docs that the sidebar lists, with what ordering needs.
 * @param {string} root the project root
 * @param {string} dir a folder under content/docs
 */
function folderPages(root, dir) {
  const base = join(root, 'content/docs', dir);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => {
      const slug = name.replace(/\.mdx?$/, '');
      const data = frontMatter(join(base, name));
      const overview = slug === 'index';
      const place = data.lesson?.roadmap;
      return {
        id: slug,
        title: data.title ?? slug,
        label: data.sidebar?.label ?? data.title ?? slug,
        link: overview ? `/${dir}/` : `/${dir}/${slug}/`,
        overview,
        order: data.sidebar?.order,
        hidden: data.sidebar?.hidden === true || data.draft === true,
        lesson:
          place && typeof place.stage === 'string' && typeof place.step === 'number'
            ? { stage: place.stage, step: place.step, buildsOn: data.lesson?.buildsOn, topic: dir }
            : undefined,
      };
    })
    .filter((page) => !page.hidden);
}

/**
 * The sidebar links of one folder: its overview, its lessons in course order, then its other pages.
 * @param {ReturnType<typeof folderPages>} pages
 * @param {import('./course-order.mjs').RoadmapOrder} roadmap
 */
function folderLinks(pages, roadmap) {
  const overview = pages.filter((p) => p.overview);
  const lessons = courseOrder(
    pages.flatMap((p) => (p.lesson && !p.overview ? [{ ...p, ...p.lesson }] : [])),
    roadmap,
  );
  const others = pages
    .filter((p) => !p.overview && !p.lesson)
    .sort(
      (a, b) =>
        (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.label.localeCompare(b.label),
    );
  return [...overview, ...lessons, ...others].map(({ label, link }) => ({ label, link }));
}

/**
 * The roadmap's stages and steps, with the topics each step names, from content/roadmap.yaml ([] without one: the
 * sidebar then keeps the order of the files; the content schema reports a broken roadmap).
 * @param {string} root
 * @returns {import('./course-order.mjs').RoadmapOrder}
 */
function readRoadmap(root) {
  const file = join(root, 'content/roadmap.yaml');
  if (!existsSync(file)) return [];
  try {
    const data = /** @type {any} */ (yaml.load(readFileSync(file, 'utf8')));
    if (!Array.isArray(data)) return [];
    return data.map((stage) => ({
      stage: String(stage?.stage),
      steps: (Array.isArray(stage?.steps) ? stage.steps : []).map((/** @type {any} */ step) => ({
        step: Number(step?.step),
        topics: Array.isArray(step?.topics) ? step.topics.map(String) : [],
      })),
    }));
  } catch {
    return [];
  }
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
  const groups = [
    {
      label: 'Start here',
      items: [
        { label: 'Roadmap', link: '/roadmap/' },
        { label: 'Practice', link: '/practice/' },
      ],
    },
  ];
  const roadmap = readRoadmap(root);
  const pages = new Map(topics.map((topic) => [topic.id, folderPages(root, topic.id)]));
  const lessons = [...pages.values()].flat().flatMap((p) => (p.lesson && !p.overview ? [{ ...p, ...p.lesson }] : []));
  for (const id of topicOrder(
    topics.map((t) => t.id),
    roadmap,
    lessons,
  )) {
    const items = folderLinks(pages.get(id) ?? [], roadmap);
    const topic = topics.find((t) => t.id === id);
    if (topic && items.length > 0) groups.push({ label: topic.title, items });
  }
  const authors = folderLinks(folderPages(root, 'authors'), roadmap);
  if (authors.length > 0) groups.push({ label: 'For authors', items: authors });
  return groups;
}
