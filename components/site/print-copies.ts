/**
 * The text versions of a lesson's islands (the experiments and the questions written out) sit in `<noscript>`: a
 * reader without JavaScript reads them in place, and a reader with it pays nothing for them at load (with scripting
 * on, a noscript's content is one text node, never laid out). A printed page carries them as its handout, so just
 * before printing (the `beforeprint` event, or the print media query coming on, as an emulated print does) each is
 * parsed into a copy beside its noscript, and the copy is taken out again after.
 */

/** Marks the copies made for print. */
const COPY = 'data-print-copy';

function put(): void {
  for (const source of document.querySelectorAll('noscript[data-text-source]')) {
    if (source.nextElementSibling?.hasAttribute(COPY)) continue;
    const template = document.createElement('template');
    template.innerHTML = source.textContent ?? '';
    for (const el of template.content.children) el.setAttribute(COPY, '');
    source.after(template.content);
  }
}

function take(): void {
  for (const copy of document.querySelectorAll(`[${COPY}]`)) copy.remove();
}

let watching = false;

/** Puts the text versions in for print and takes them out after; call once per page (later calls do nothing). */
export function printCopies(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('beforeprint', put);
  window.addEventListener('afterprint', take);
  const print = window.matchMedia('print');
  print.addEventListener('change', (event) => (event.matches ? put() : take()));
}
