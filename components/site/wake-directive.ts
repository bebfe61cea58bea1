/**
 * `client:wake`, the lesson islands' hydration: the server's HTML is what the reader sees, and an island's script
 * runs only once the reader reaches for it (a pointer over it or down on it, a touch, a key, focus moving in), so a lesson page does no main-thread work at load beyond a plain page's. Its code is fetched while the
 * page is idle, as `<link rel="prefetch">` (cached, not evaluated), so the first interaction does not wait on the
 * network. A tap on a button made while the island is still asleep is kept and pressed once it is live: never
 * lost, and never applied twice (the dead button's own click is cancelled, so only the replay counts).
 *
 * Options (the directive's value, all optional):
 *   - `group`: islands of one group wake together (the walkthrough and the figure its Run plays in): a waking
 *     island sends a `cs:wake` event to the document with its group as the detail, which any script may send too
 *     (the lesson store does, to wake the simulator: components/sim-kit/lesson-store.svelte.ts);
 *   - `query`: wake on idle when the address names settings (a shared link, a reload after Run), and until then
 *     the island is marked `data-wake-loading`, which the stylesheet shows as "Loading the run in the address";
 *   - `stored`: wake on idle when this localStorage key holds something (a returning reader's progress).
 * A `cs:wake` event dispatched on the island's element wakes it alone (what the e2e helpers use).
 */
import type { ClientDirective } from 'astro';
import { printCopies } from './print-copies';

/** The directive's value, as a page writes it: `client:wake={{ group: 'lab', stored: key }}`. */
export interface WakeOptions {
  group?: string;
  query?: boolean;
  stored?: string;
}

/** A control pressed before the island was live, as it can be found again once it is: tag, name, and which of those. */
type Press = [selector: string, name: string, nth: number];

/** What counts as a control a reader presses; a native link or disclosure works without script and is left alone. */
const PRESSABLE = 'button,input,select,label,[role]';

/** The name of a control, as the reader knows it: its label, else its text. */
const nameOf = (el: Element): string => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

/** The controls inside `root` like `selector` and named `name`, in document order. */
const alike = (root: Element, selector: string, name: string): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => nameOf(el) === name);

/** How to find `target` again inside `root` once the island has hydrated (Svelte may have replaced its nodes). */
function pressOf(target: Element, root: Element): Press {
  const role = target.getAttribute('role');
  const selector = target.tagName + (role === null ? '' : `[role="${role}"]`);
  const name = nameOf(target);
  return [selector, name, alike(root, selector, name).indexOf(target as HTMLElement)];
}

/** The live control a press named; undefined when the live island has no such control (nothing is guessed). */
const find = ([selector, name, nth]: Press, root: Element): HTMLElement | undefined => alike(root, selector, name)[nth];

/** URLs already asked for, so two islands sharing a chunk fetch it once. */
const prefetched = new Set<string>();

/** Prefetches the island's code and its imports (listed at build in `data-wake-prefetch`) without running it. */
function prefetch(el: HTMLElement): void {
  const urls = `${el.getAttribute('component-url')} ${el.getAttribute('renderer-url')} ${el.dataset['wakePrefetch']}`;
  for (const url of urls.split(' ')) {
    if (!url.startsWith('/') || prefetched.has(url)) continue;
    prefetched.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // Once fetched, the file waits in the HTTP cache: the element itself goes, so the page keeps its size.
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
}

/** True when storage holds `key`; false where storage is blocked. */
function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const wake: ClientDirective = (load, options, el) => {
  // The islands' text versions wait in <noscript> and are put in for print (every page that has them has islands).
  printCopies();
  const opts = (options.value !== null && typeof options.value === 'object' ? options.value : {}) as WakeOptions;
  let started = false;
  let live = false;
  const presses: Press[] = [];

  const start = (): void => {
    if (started) return;
    started = true;
    const active = document.activeElement?.closest(PRESSABLE);
    const focus = active && el.contains(active) ? pressOf(active, el) : null;
    if (opts.group) document.dispatchEvent(new CustomEvent('cs:wake', { detail: opts.group }));
    void (async () => {
      await (
        await load()
      )();
      // A nested island (the figure in the walkthrough) hydrates after its parent, when Astro drops its `ssr`.
      if (el.hasAttribute('ssr'))
        await new Promise((resolve) => el.addEventListener('astro:hydrate', resolve, { once: true }));
      live = true;
      delete el.dataset['wakeLoading'];
      // After the island's first effects (a returning reader's progress loads on mount), press what was pressed.
      await new Promise((resolve) => setTimeout(resolve));
      for (const press of presses.splice(0)) find(press, el)?.click();
      // Focus in a control that hydration replaced would have dropped to the page: it goes back to that control.
      if (focus && (document.activeElement ?? document.body) === document.body) find(focus, el)?.focus();
    })();
  };

  // A press on a dead control: its native effect is cancelled, and the live island gets the press instead.
  el.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest(PRESSABLE);
      if (live || target === null || !el.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      presses.push(pressOf(target, el));
      start();
    },
    true,
  );
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'])
    el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('cs:wake', start);
  document.addEventListener('cs:wake', (event) => {
    if (opts.group && (event as CustomEvent).detail === opts.group) start();
  });
  const linked = opts.query === true && location.search.length > 1;
  if (linked) el.dataset['wakeLoading'] = '';
  const soon = linked || (opts.stored !== undefined && stored(opts.stored));
  const idle = (): void => (soon ? start() : prefetch(el));
  if ('requestIdleCallback' in window) requestIdleCallback(idle, { timeout: 4000 });
  else setTimeout(idle, 200);
};

export default wake;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Astro declares its directives' types in this namespace
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate when the reader reaches for the island (components/site/wake-directive.ts). */
      'client:wake'?: WakeOptions | boolean;
    }
  }
}
