// Starlight route middleware: what Starlight computes for every page, adjusted before the page renders.
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import type { StarlightRouteData } from '@astrojs/starlight/route-data';
import { hasLab } from './site/lessons';

type SidebarEntry = StarlightRouteData['sidebar'][number];
type PagerLink = NonNullable<StarlightRouteData['pagination']['next']>;

/**
 * Each topic's group in the sidebar opens with its overview page, labelled "Overview" under the topic's name. The
 * pager shows that label alone, so "Next: Overview" at the end of one topic did not say which topic comes next. A
 * pager link to an overview names its topic: "Messages and failures: overview".
 */
export const onRequest = defineRouteMiddleware(async ({ locals }) => {
  const { sidebar, pagination, entry, head } = locals.starlightRoute;
  pagination.prev = named(pagination.prev, sidebar);
  pagination.next = named(pagination.next, sidebar);
  // A lesson page with a lab is laid out wide from its first paint: the stylesheet reads this mark in the head
  // (components/walkthrough/Experiments.astro). Read from the lab itself, far down the page, the wide layout came
  // only once the parser reached it, and a page painted before then moved its header as it widened.
  if (hasLab(entry)) head.push({ tag: 'meta', attrs: { name: 'cs-layout', content: 'lab' } });
});

/** The pager link, with its topic's name when it is a group's overview page. */
function named(link: PagerLink | undefined, sidebar: readonly SidebarEntry[]): PagerLink | undefined {
  if (!link) return link;
  const topic = groupOf(link.href, sidebar);
  return topic && link.label === 'Overview' ? { ...link, label: `${topic}: overview` } : link;
}

/** The label of the sidebar group whose own links include `href`. */
function groupOf(href: string, entries: readonly SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (entry.type !== 'group') continue;
    if (entry.entries.some((e) => e.type === 'link' && e.href === href)) return entry.label;
    const inner = groupOf(href, entry.entries);
    if (inner) return inner;
  }
  return undefined;
}
