// Starlight's "On this page" element, with a cheaper start. Starlight's own (components-internals/TableOfContents/
// starlight-toc) finds what to watch with `:not(:has(<heading>))` selectors over the whole of <main>: on a lesson page,
// with a thousand elements, that one query was the largest script task while the page loaded on a phone (about 90 ms
// at 4x CPU). The content of our pages is flat (headings and the blocks between them, as Markdown writes them), so
// the headings and the content's top-level blocks are all there is to watch, and a block's heading is the nearest one
// before it. The class keeps Starlight's name, export, element name and behaviour: its phone variant extends it.
// astro.config.mjs points Starlight's import here (see `tocModule`).

/** The page title's id, which Starlight's table of contents lists as "Overview" (Starlight's PAGE_TITLE_ID). */
const PAGE_TITLE_ID = '_top';

export class StarlightTOC extends HTMLElement {
  private _current = this.querySelector<HTMLAnchorElement>('a[aria-current="true"]');
  private readonly minH = parseInt(this.dataset['minH'] || '2', 10);
  private readonly maxH = parseInt(this.dataset['maxH'] || '3', 10);
  /** Headings the table of contents can list: `h1#_top,:where(h2,h3)[id]`. */
  private readonly headingSelector = `h1#${PAGE_TITLE_ID},:where(${Array.from(
    { length: 1 + this.maxH - this.minH },
    (_, i) => `h${this.minH + i}`,
  ).join()})[id]`;

  protected set current(link: HTMLAnchorElement) {
    if (link === this._current) return;
    this._current?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'true');
    this._current = link;
  }

  /**
   * Calls `callback` once the page is idle, or after a second at most: a page kept busy (a run playing, a loaded
   * machine) may have no idle time for long, and the list, watched again only after a resize, could go on naming a
   * section left behind (the likely cause of an e2e run that saw "In plain words" at the top of the page for 10 s).
   */
  private readonly onIdle = (callback: () => void): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 1000 });
    else setTimeout(callback, 1);
  };

  constructor() {
    super();
    this.onIdle(() => this.init());
  }

  private init(): void {
    const links = [...this.querySelectorAll('a')];
    const title = document.getElementById(PAGE_TITLE_ID);
    // Only headings the list links to count. An island's own headings (the map's "Which leases and pauses...?", a
    // walkthrough step's) have ids too; taken as a section, they matched no link, and the phone's bar kept naming
    // the section before (the simulator read as "Experiments").
    const listed = new Set(links.map((a) => decodeURIComponent(a.hash.slice(1))));
    const isListed = (h: Element): boolean => listed.has(h.id);
    const listedIn = (el: Element): Element[] => [...el.querySelectorAll(this.headingSelector)].filter(isListed);
    /** The heading a watched element belongs to: itself, the heading its block holds, or the nearest one before. */
    const headingOf = (el: Element): Element | null => {
      if (el.matches(this.headingSelector) && isListed(el)) return el;
      // A heading inside an island stands for the content block it is in.
      const block = el.closest('.sl-markdown-content > *') ?? el;
      const inside = listedIn(block)[0];
      if (inside) return inside;
      for (let prev = block.previousElementSibling; prev; prev = prev.previousElementSibling) {
        if (prev.matches(this.headingSelector) && isListed(prev)) return prev;
        const last = listedIn(prev).at(-1);
        if (last) return last;
      }
      return title;
    };
    const setCurrent: IntersectionObserverCallback = (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        const heading = headingOf(target);
        const link = heading && links.find((a) => a.hash === '#' + encodeURIComponent(heading.id));
        if (link) {
          this.current = link;
          break;
        }
      }
    };
    // The page's own header too (title, lead, meta line): back at the top of a phone's page, where the title may sit
    // below the reading line, it is what crosses the line, and it makes the page itself current again.
    const header = title?.closest('main > *');
    // An island's wrapper (astro-island) is `display: contents`: it has no box, so an observer never sees it cross
    // the line, and the phone's bar went on naming the section before the walkthrough or the simulator. Its
    // children, which have boxes, are watched in its place.
    const boxed = (el: Element): Element[] =>
      getComputedStyle(el).display === 'contents' ? [...el.children].flatMap(boxed) : [el];
    const watched = [
      ...document.querySelectorAll(`main :where(${this.headingSelector}), main .sl-markdown-content > *`),
      ...(header ? [header] : []),
    ].flatMap(boxed);
    let observer: IntersectionObserver | undefined;
    const observe = (): void => {
      if (observer) return;
      observer = new IntersectionObserver(setCurrent, { rootMargin: this.rootMargin() });
      watched.forEach((el) => observer?.observe(el));
    };
    // Until a section crosses the reading line, the page's title is the current entry ("Overview"): Starlight marks
    // its link in the HTML, but the phone's bar shows the current entry's name only once it is set here.
    const first = this._current ?? links[0];
    if (first) {
      this._current = null;
      this.current = first;
    }
    observe();
    let timeout: ReturnType<typeof setTimeout> | undefined;
    window.addEventListener('resize', () => {
      observer?.disconnect();
      observer = undefined;
      clearTimeout(timeout);
      timeout = setTimeout(() => this.onIdle(observe), 200);
    });
  }

  /** The band the current section is read in: from under the header (and the phone's summary bar) down 53 px. */
  private rootMargin(): string {
    const top =
      (document.querySelector('header')?.getBoundingClientRect().height || 0) +
      (this.querySelector('summary')?.getBoundingClientRect().height || 0) +
      32;
    return `-${top}px 0% ${top + 53 - document.documentElement.clientHeight}px`;
  }
}

customElements.define('starlight-toc', StarlightTOC);
