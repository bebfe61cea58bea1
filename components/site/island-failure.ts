/**
 * When an island's code cannot be loaded (a deploy removed the files of the version this page was built with, or
 * the network failed), Astro leaves its server-rendered controls on the page, visible and dead. This puts a plain
 * message in their place, with a reload, so the reader is never left pressing buttons that do nothing.
 */

/** The words of the message, in one place. */
export const ISLAND_FAILURE_WORDS = {
  message: 'This part of the page could not load: the site may have been updated since the page opened.',
  reload: 'Reload the page',
} as const;

/** Listens for Astro's `astro:hydration-error` on the whole document; call once per page. */
export function watchIslandFailures(): void {
  document.addEventListener('astro:hydration-error', (event) => {
    const island = event.target;
    if (!(island instanceof HTMLElement) || island.dataset['csFailed'] !== undefined) return;
    island.dataset['csFailed'] = '';
    const note = document.createElement('p');
    note.className = 'island-failure';
    note.setAttribute('role', 'alert');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = ISLAND_FAILURE_WORDS.reload;
    button.addEventListener('click', () => location.reload());
    note.append(`${ISLAND_FAILURE_WORDS.message} `, button);
    // Focus inside the dead controls would be lost with them: it moves to the reload.
    const hadFocus = island.contains(document.activeElement);
    island.before(note);
    // astro-island is display: contents, which the hidden attribute does not override.
    island.style.display = 'none';
    island.inert = true;
    if (hadFocus) button.focus();
  });
}
