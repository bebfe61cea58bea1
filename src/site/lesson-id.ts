/** A lesson's id: the last segment of its page's entry id, which is also its data file's name and progress key. */
export function lessonIdOf(entryId: string): string {
  return entryId.split('/').filter(Boolean).pop() ?? entryId;
}

/**
 * The lesson a component on a lesson page is about: the id it is given, or else the page's own (its slug), so a page
 * names its lesson once. Outside a page (no route) an id must be given.
 */
export function lessonOfPage(route: { entry: { id: string } } | undefined, given?: string): string {
  if (given !== undefined) return given;
  if (route === undefined) throw new Error('A lesson component used outside a page needs its lessonId.');
  return lessonIdOf(route.entry.id);
}
