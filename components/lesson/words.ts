/** The lesson page's own words, beside the site's shared ones (src/site/strings.ts). */

/**
 * Said once, at the top of a lesson page, only when JavaScript is off. A static page cannot read its address, so the
 * sentence about a shared link's settings is said whatever the address holds.
 */
export const NO_JS_NOTE =
  'JavaScript is off, so the simulator, the experiments’ Run buttons and the self-check’s answer checking do not work here. ' +
  'The simulator shows its default run, not any settings in the link you followed. ' +
  'Everything else reads without it: every experiment and question is written out below, with its answer.';
