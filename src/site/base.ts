/** Paths of this site under its base, so that the built site also works when served from a sub-path. */

/**
 * A path of this site with the configured base in front: "/a/" becomes "/some/sub/path/a/" when the site is built
 * with that base, and stays "/a/" at the root. Links to other sites, "#anchors" and "//host" are left as they are.
 */
export function withBase(href: string, base: string = import.meta.env.BASE_URL): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `${base.replace(/\/+$/, '')}${href}`;
}
