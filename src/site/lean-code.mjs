// @ts-check
/**
 * Code blocks with fewer elements: an Expressive Code plugin that folds a code line's token spans into the span
 * before them where nothing a reader sees changes. Shiki gives every token its own span, the spaces between words
 * included, each with the line's ordinary colours: the retries page's two short blocks were 134 elements, a sixth
 * of a lesson page's budget (scripts/bench/lesson-budgets.mjs). Folded are a span of spaces alone (spaces have no
 * colour to show) and a span styled exactly as the span before it. Spans with a class (an indent, a marker) stay.
 */

/** @typedef {{ type: string, value?: string, tagName?: string, properties?: Record<string, unknown>, children?: Node[] }} Node */

/** @param {Node | undefined} node */
const plainSpan = (node) =>
  node?.type === 'element' && node.tagName === 'span' && node.properties?.['className'] === undefined;

/**
 * @param {Node} node
 * @returns {string}
 */
const textOf = (node) =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map((child) => textOf(child)).join('');

/**
 * Folds the token spans among `node`'s children, and in every element under it.
 * @param {Node} node
 */
export function foldTokens(node) {
  if (node.children === undefined) return;
  /** @type {Node[]} */
  const kept = [];
  for (const child of node.children) {
    const before = kept.at(-1);
    if (plainSpan(child) && plainSpan(before)) {
      const spaces = /^[ \t]+$/.test(textOf(child));
      if (spaces || child.properties?.['style'] === before?.properties?.['style']) {
        before?.children?.push(...(child.children ?? []));
        continue;
      }
    }
    foldTokens(child);
    kept.push(child);
  }
  node.children = kept;
}

/**
 * The plugin, for Starlight's `expressiveCode.plugins`.
 * @returns {{ name: string, hooks: { postprocessRenderedLine: (context: { renderData: { lineAst: Node } }) => void } }}
 */
export function leanCode() {
  return {
    name: 'concept-simulators:lean-code',
    hooks: {
      postprocessRenderedLine: ({ renderData }) => foldTokens(renderData.lineAst),
    },
  };
}
