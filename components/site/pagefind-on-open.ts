/**
 * Stands in for `@pagefind/default-ui` (the alias is in astro.config.mjs). Starlight's search builds Pagefind's UI as
 * soon as the browser is idle, so every page downloaded the UI (about 94 KB of JavaScript, 29 KB gzip) whether or not
 * anyone searched. This PagefindUI keeps Starlight's options and builds the real one when the search dialog first
 * opens; the budget test (e2e/budgets.spec.ts) checks both halves of that.
 */

/** Options Starlight passes through to Pagefind's UI; this module only reads `element`. */
type Options = Record<string, unknown>;

/** Loads and builds the real UI once; focuses its input, which did not exist when the dialog opened. */
async function build(options: Options): Promise<void> {
  // @ts-expect-error: the package ships no types (Starlight's own import says the same).
  const { PagefindUI: Real } = await import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs');
  new Real({ ...options, autofocus: true });
}

/** Pagefind's UI, built the first time the search dialog around `options.element` opens. */
export class PagefindUI {
  constructor(options: Options) {
    const selector = typeof options['element'] === 'string' ? options['element'] : '#starlight__search';
    const dialog = document.querySelector(selector)?.closest('dialog');
    if (!dialog || dialog.open) {
      void build(options);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!dialog.open) return;
      observer.disconnect();
      void build(options);
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  }
}
