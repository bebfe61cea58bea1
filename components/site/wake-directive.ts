/**
 * `client:wake`, the lesson islands' hydration: the server's HTML is what the reader sees, and an island's script
 * runs only once the reader reaches for it (a pointer over it or down on it, a touch, a key, focus moving in), so a
 * lesson page does no main-thread work at load beyond a plain page's. Its code is fetched while the page is idle, as
 * `<link rel="prefetch">` (cached, not evaluated), a few files a task, so the first interaction does not wait on the
 * network (on a page the service worker serves, the worker's cache already holds it). What the reader does while the
 * island is still asleep is kept and done again once it is live, in order, never lost and never applied twice:
 *   - a press on a button (a tap, a click, Enter or Space): the dead button's own click is cancelled, and the live one
 *     is pressed; a press that starts a run shows the run's first frame at once (`showFirstFrame`);
 *   - what the browser itself did to a form control (a choice checked with an arrow key, text typed, a slider moved,
 *     Enter or leaving a field committing it): the control is put back as the server wrote it just before the
 *     island hydrates, so the island starts from the state it knows, and the change is then made on the live control
 *     with the events a reader's change fires (a click for a choice; `input`, and `change` where it was committed);
 *   - a key the island handles itself (arrows, Page Up and Down, Home, End, Escape: a spin button's step, the map's
 *     point): it is sent again to the live control; the browser did nothing with it on the dead one but move a caret
 *     or scroll, or made a change that is undone and redone above;
 *   - a pointer put down on a part that acts on where it lands (`data-wake-point`: a 2-D map's plot): it is put down
 *     again on the live part at the same place in its box, so the first tap on a map picks its point.
 * A press is found again on the live island by its control's tag, name and place among those alike; a control whose
 * words change with its state (a step marked "finished", Run that becomes "Run it again") names itself for this with
 * `data-wake-key`, and a choice is known by its group and value. What the server drew of a part that shows one of
 * several things (the walkthrough's experiment 1 of 6) is marked `data-wake-scope` with which one: a press inside it
 * is done only inside the live part marked the same, never on the same-named control of another (Run, or the first
 * choice, is alike in every experiment). The island is told which one the reader pressed on before it hydrates
 * (`data-wake-pressed` on its element, the first such press's scope), so it can show that one rather than where it
 * would have opened (a returning reader's next experiment); a press whose part the live island does not show is
 * dropped, not done elsewhere.
 *
 * Options (the directive's value, all optional):
 *   - `group`: islands of one group wake together (the walkthrough and the figure its Run plays in): a waking
 *     island sends a `cs:wake` event to the document with its group as the detail, which any script may send too
 *     (the lesson store does, to wake the simulator: components/sim-kit/lesson-store.svelte.ts);
 *   - `query`: wake on idle when the address names settings (a shared link, a reload after Run), and until then
 *     the island is marked `data-wake-loading`, which the stylesheet shows as "Loading the run in the address";
 *   - `stored`: wake on idle when this localStorage key holds something (a returning reader's progress);
 *   - `visible`: wake also when the island comes into view (the practice section at the foot of a lesson, which shows
 *     what is due in the review and a question named in the address without a tap).
 * A `cs:wake` event dispatched on the island's element wakes it alone (what the e2e helpers use).
 */
import type { ClientDirective } from 'astro';
import { printCopies } from './print-copies';

/** The directive's value, as a page writes it: `client:wake={{ group: 'lab', stored: key }}`. */
export interface WakeOptions {
  group?: string;
  query?: boolean;
  stored?: string;
  visible?: boolean;
}

/**
 * A control pressed before the island was live, as it can be found again once it is: tag, name, which of those, and
 * the part it was in (`data-wake-scope`), if any.
 */
type Press = [selector: string, name: string, nth: number, scope?: string];

/**
 * Something the reader did on the dead island, to do again on the live one (the file's opening says each): the event
 * to make there (a click presses, `input` takes the text in `detail` first, `keydown` is a key named in `detail`,
 * `pointerdown` lands where `detail` says, "x y" as fractions of the control's box).
 */
type Act = [type: 'click' | 'keydown' | 'input' | 'change' | 'pointerdown', at: Press, detail?: string];

/** What counts as a control a reader presses; a native link or disclosure works without script and is left alone. */
const PRESSABLE = 'button,input,select,label,[role]';

/** Keys an island handles itself on its controls (a spin button, a slider, the sweep map), sent again once live. */
const ISLAND_KEYS = /^(Arrow|Page|Home$|End$|Escape$)/;

/** Does one kept act on the live island. */
function redo([type, at, detail]: Act, root: Element): void {
  const target = find(at, root) as HTMLInputElement | undefined;
  if (type === 'click') target?.click();
  else if (type === 'pointerdown') {
    const box = target?.getBoundingClientRect();
    const [fx, fy] = (detail ?? '').split(' ').map(Number) as [number, number];
    if (box === undefined) return;
    const at = { clientX: box.left + fx * box.width, clientY: box.top + fy * box.height };
    target!.dispatchEvent(new PointerEvent(type, { ...at, bubbles: true, cancelable: true, isPrimary: true }));
  } else {
    if (type === 'input' && target) target.value = detail!;
    const init = { key: detail ?? '', bubbles: true, cancelable: true };
    target?.dispatchEvent(type === 'keydown' ? new KeyboardEvent(type, init) : new Event(type, init));
  }
}

/** A task later: after the island's effects have run. */
const tick = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve));

/** The name of a control, as the reader knows it: its label, else its text. */
const nameOf = (el: Element): string => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

/**
 * What a control is known by, the same before and after hydration: the name it gives itself (`data-wake-key`); a
 * choice's group and value; a label's control's; else its name as the reader knows it.
 */
function keyOf(el: Element): string {
  const own = el.getAttribute('data-wake-key');
  if (own !== null) return own;
  if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.name !== '')
    return `${el.name}=${el.value}`;
  if (el instanceof HTMLLabelElement && el.control !== null && el.control !== el) return keyOf(el.control);
  return nameOf(el);
}

/** The controls inside `root` like `selector` and known as `name`, in document order. */
const alike = (root: Element, selector: string, name: string): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => keyOf(el) === name);

/** The part of `root` that `target` is in (`data-wake-scope`), if any: a nested island's parts are its own. */
function partOf(target: Element, root: Element): Element | undefined {
  const part = target.closest('[data-wake-scope]');
  return part !== null && root.contains(part) ? part : undefined;
}

/** How to find `target` again inside `root` once the island has hydrated (Svelte may have replaced its nodes). */
function pressOf(target: Element, root: Element): Press {
  const role = target.getAttribute('role');
  const selector = target.tagName + (role === null ? '' : `[role="${role}"]`);
  const name = keyOf(target);
  const part = partOf(target, root);
  const nth = alike(part ?? root, selector, name).indexOf(target as HTMLElement);
  return part === undefined ? [selector, name, nth] : [selector, name, nth, part.getAttribute('data-wake-scope')!];
}

/**
 * The live control a press named; undefined when the live island has no such control, or does not show the part it
 * was pressed in (nothing is guessed).
 */
function find([selector, name, nth, scope]: Press, root: Element): HTMLElement | undefined {
  const within =
    scope === undefined
      ? root
      : [...root.querySelectorAll('[data-wake-scope]')].find((part) => part.getAttribute('data-wake-scope') === scope);
  return within === undefined ? undefined : alike(within, selector, name)[nth];
}

/**
 * A press that starts a run (`data-starts-run`, an experiment's Run) made while the island is asleep: its figure's
 * caption shows the run's first frame at once (`data-first-line`, written by the server beside the setup it draws,
 * which is that frame's picture), rather than after the island has woken. The live figure's first frame is the same
 * line, so hydration finds what it would draw; a figure that finds no such run writes its own line back.
 */
function showFirstFrame(root: Element): void {
  for (const line of root.querySelectorAll<HTMLElement>('[data-first-line]')) {
    const text = line.firstChild;
    // The text node itself, not a new one: hydration adopts the nodes the server wrote.
    if (text?.nodeType === Node.TEXT_NODE && line.childNodes.length === 1) text.nodeValue = line.dataset['firstLine']!;
  }
}

/** URLs already asked for, so two islands sharing a chunk fetch it once. */
const prefetched = new Set<string>();

/** URLs waiting to be asked for, a few in each idle period (`pump`). */
const waiting: string[] = [];

/**
 * At most this many prefetch links a task: each costs the main thread a request's set-up (about 2 ms at 4x CPU), and
 * a lesson's islands import dozens of chunks, which asked for at once made idle tasks of 40 to 50 ms at 4x CPU, long
 * enough to count as blocking time on a phone.
 */
const PER_TASK = 4;

/** Asks for the next few waiting URLs, then, while any are left, waits for the next idle period. */
function pump(): void {
  for (let n = 0; n < PER_TASK && waiting.length > 0; n++) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = waiting.shift()!;
    // Once fetched, the file waits in the HTTP cache: the element itself goes, so the page keeps its size.
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
  if (waiting.length > 0) whenIdle(pump);
}

/** Calls `callback` when the page is next idle (within 4 s), or after a moment where the browser cannot say. */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 200);
}

/**
 * Prefetches the island's code and its imports (listed at build in `data-wake-prefetch`) without running it. Not on a
 * page the service worker serves: the worker serves pages from its cache, which holds that version's code too, so
 * the first tap already finds it on this device (components/site/offline-status.ts registers the worker).
 */
function prefetch(el: HTMLElement): void {
  if (navigator.serviceWorker?.controller) return;
  const urls = `${el.getAttribute('component-url')} ${el.getAttribute('renderer-url')} ${el.dataset['wakePrefetch']}`;
  const idle = waiting.length === 0;
  for (const url of urls.split(' ')) {
    if (!url.startsWith('/') || prefetched.has(url)) continue;
    prefetched.add(url);
    waiting.push(url);
  }
  if (idle && waiting.length > 0) pump();
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
  const acts: Act[] = [];

  const start = (): void => {
    if (started) return;
    started = true;
    const active = document.activeElement?.closest(PRESSABLE);
    const focus = active && el.contains(active) ? pressOf(active, el) : null;
    if (opts.group) document.dispatchEvent(new CustomEvent('cs:wake', { detail: opts.group }));
    void (async () => {
      const hydrate = await load();
      // In the same task as the hydration (nothing the reader does comes between): the controls the browser changed
      // are put back as written, so the island adopts the state it rendered; the kept acts make the changes again.
      // (The islands' fields are inputs; only the reader has changed them, since no script of the island has run.)
      // Only those: setting a field's value marks it changed, and the browser then ignores the value the island
      // writes into its attribute as it hydrates (a replayed experiment's 20 s lease showed the server's 10 s).
      for (const input of el.querySelectorAll('input')) {
        if (input.checked !== input.defaultChecked) input.checked = input.defaultChecked;
        if (input.value !== input.defaultValue) input.value = input.defaultValue;
      }
      // Which part the reader pressed in, for the island to show it (the file's opening): the first press's.
      const pressed = acts.find(([, at]) => at[3] !== undefined)?.[1][3];
      if (pressed !== undefined) el.setAttribute('data-wake-pressed', pressed);
      await hydrate();
      // A nested island (the figure in the walkthrough) hydrates after its parent, when Astro drops its `ssr`.
      if (el.hasAttribute('ssr'))
        await new Promise((resolve) => el.addEventListener('astro:hydrate', resolve, { once: true }));
      live = true;
      delete el.dataset['wakeLoading'];
      // After the island's first effects (a returning reader's progress loads on mount), press what was pressed.
      await tick();
      // One at a time, each after the island has settled the one before (its effects run as after a reader's own
      // press: a setting committed re-runs the lab, and a Step forward made after it must not be undone by that).
      for (const act of acts.splice(0)) {
        redo(act, el);
        await tick();
      }
      el.removeAttribute('data-wake-pressed');
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
      acts.push(['click', pressOf(target, el)]);
      if (target.matches('[data-starts-run]')) showFirstFrame(el);
      start();
    },
    true,
  );
  // What the browser did by itself on this island's own controls (a nested island keeps its own): a key the island
  // handles; a choice checked (an arrow key), pressed on the live island as a click checks it; text typed or a
  // slider moved, each change in turn; a field or slider committed.
  const keep = (event: Event): void => {
    const target = event.target as HTMLInputElement;
    if (live || target.closest('astro-island') !== el) return;
    const box = target.type === 'radio' || target.type === 'checkbox';
    const at = pressOf(target, el);
    if (event instanceof KeyboardEvent) {
      if (ISLAND_KEYS.test(event.key)) acts.push(['keydown', at, event.key]);
    } else if (event.type === 'input') acts.push(box ? ['click', at] : ['input', at, target.value]);
    else if (!box) acts.push(['change', at]);
  };
  for (const type of ['keydown', 'input', 'change']) el.addEventListener(type, keep, true);
  // A pointer put down on a part that acts on where it lands (a map's plot): kept with the place, as fractions of the
  // part's box, since the live part may be laid out at another size.
  el.addEventListener(
    'pointerdown',
    (event) => {
      const spot = (event.target as Element).closest('[data-wake-point]');
      if (live || spot === null || spot.closest('astro-island') !== el) return;
      const box = spot.getBoundingClientRect();
      const fx = (event.clientX - box.left) / box.width;
      const fy = (event.clientY - box.top) / box.height;
      acts.push(['pointerdown', pressOf(spot, el), `${fx} ${fy}`]);
    },
    { capture: true, passive: true },
  );
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'])
    el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('cs:wake', start);
  document.addEventListener('cs:wake', (event) => {
    if (opts.group && (event as CustomEvent).detail === opts.group) start();
  });
  if (opts.visible === true) {
    // The island's element lays out nothing itself (display: contents): its children are what come into view.
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      start();
    });
    for (const child of el.children) seen.observe(child);
  }
  const linked = opts.query === true && location.search.length > 1;
  if (linked) el.dataset['wakeLoading'] = '';
  const soon = linked || (opts.stored !== undefined && stored(opts.stored));
  whenIdle(() => (soon ? start() : prefetch(el)));
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
