/**
 * The code editor a reader writes a rule in: CodeMirror 6 with JavaScript's highlighting, loaded only when the
 * reader opens the rule (the page ships a plain text field, which stays where this cannot load). Tab moves focus
 * on as it does anywhere on the page (no tab trap; Enter keeps the indentation), and the content is named for a
 * screen reader.
 *
 * The editor lives in a shadow root: CodeMirror writes its styles at run time, which the site's strict
 * Content-Security-Policy forbids as <style> elements in the page; in a shadow root they go into a constructed
 * stylesheet, which it allows. Its colours are the site's own custom properties, which reach into the shadow root,
 * so light and dark both read.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** An editor in a host element: `set` replaces its text, `focus` moves focus into it. */
export interface RuleEditor {
  set(doc: string): void;
  focus(): void;
  destroy(): void;
}

const theme = EditorView.theme({
  '&': {
    color: 'var(--sl-color-white)',
    backgroundColor: 'transparent',
    fontSize: 'var(--sl-text-sm)',
    minHeight: '10rem',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--sl-font-mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--sl-color-white)', padding: '0.5rem 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--sl-color-white)' },
  '.cm-gutters': {
    backgroundColor: 'transparent',
    color: 'var(--sl-color-gray-2)',
    borderRight: '1px solid var(--sl-color-gray-5)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--sl-color-gray-5)',
  },
  '.cm-matchingBracket': { outline: '1px solid var(--sl-color-gray-3)', backgroundColor: 'transparent' },
});

/** JavaScript's parts in the site's colours: keywords in the accent, comments quieter, literals in the safe tone. */
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.operatorKeyword, tags.controlKeyword],
    color: 'var(--sl-color-accent-high)',
    fontWeight: '600',
  },
  { tag: tags.comment, color: 'var(--sl-color-gray-2)', fontStyle: 'italic' },
  { tag: [tags.string, tags.number, tags.bool, tags.null], color: 'var(--cs-safe)' },
]);

export function createEditor(
  host: HTMLElement,
  doc: string,
  attributes: Record<string, string>,
  onchange: (doc: string) => void,
): RuleEditor {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const parent = document.createElement('div');
  root.replaceChildren(parent);
  const view = new EditorView({
    root,
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        javascriptLanguage,
        syntaxHighlighting(highlight),
        theme,
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of(attributes),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onchange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    set: (next) => {
      if (next !== view.state.doc.toString())
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
