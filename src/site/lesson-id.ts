/** A lesson's id: the last segment of its page's entry id, which is also its data file's name and progress key. */
export function lessonIdOf(entryId: string): string {
  return entryId.split('/').filter(Boolean).pop() ?? entryId;
}
