// @ts-check
/**
 * A lesson page's "## Study" heading reads "Study: <the lesson's title>" ("Study: Locks and fencing tokens"), as the
 * course's first page did, and keeps the anchor #study that links, tests and "On this page" use. The page writes
 * "## Study"; the title is taken from its front matter when it is built, so a new lesson (and the scaffold's) gets it
 * without writing it, and a renamed lesson's heading follows its title.
 *
 * It is a step of the Markdown pipeline, put first so that the heading's id, its "On this page" entry and
 * Starlight's anchor link are all made from the finished heading.
 */

/**
 * The heading's words on a lesson page with this front matter, or null where the page is not a lesson's.
 * @param {unknown} frontmatter
 * @returns {string | null}
 */
export function studyHeading(frontmatter) {
  if (typeof frontmatter !== 'object' || frontmatter === null) return null;
  const { title, lesson } = /** @type {{ title?: unknown, lesson?: unknown }} */ (frontmatter);
  if (typeof title !== 'string' || title.trim() === '' || typeof lesson !== 'object' || lesson === null) return null;
  return `Study: ${title.trim()}`;
}

/**
 * The pipeline step: on a lesson page, an h2 that reads exactly "Study" (and has no id of its own) gets the id
 * "study" and the lesson's title after a colon.
 * @returns {import('satteri').HastPluginDefinition}
 */
export function studyHeadingPlugin() {
  return {
    name: 'concept-simulators:study-heading',
    element: {
      filter: ['h2'],
      visit(node, ctx) {
        const astro = /** @type {{ frontmatter?: unknown } | undefined} */ (ctx.data['astro']);
        const heading = studyHeading(astro?.frontmatter);
        if (heading === null || ctx.textContent(node).trim() !== 'Study') return;
        if (typeof node.properties?.['id'] === 'string') return;
        ctx.setProperty(node, 'id', 'study');
        ctx.appendChild(node, { type: 'text', value: heading.slice('Study'.length) });
      },
    },
  };
}

/**
 * The integration: puts the step first in the Markdown processor's list (Starlight, listed before it, has already
 * added its own heading ids and anchor links, which must see the finished heading).
 * @returns {import('astro').AstroIntegration}
 */
export function studyHeadings() {
  return {
    name: 'concept-simulators:study-heading',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const processor = /** @type {{ name?: string, options?: { hastPlugins?: unknown[] } } | undefined} */ (
          config.markdown?.processor
        );
        if (processor?.name !== 'satteri' || !Array.isArray(processor.options?.hastPlugins))
          throw new Error(
            `The Study heading step needs the Sätteri Markdown processor, not ${JSON.stringify(processor?.name)} (src/site/study-heading.mjs).`,
          );
        processor.options.hastPlugins.unshift(studyHeadingPlugin());
      },
    },
  };
}
