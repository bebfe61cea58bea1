// @ts-check
/**
 * Moves each built page's Content-Security-Policy <meta> to the top of <head>, right after <meta charset>. Astro
 * writes it after the head's first inline script and stylesheet link, and a policy in a <meta> governs only what
 * comes after it: the elements before it escaped it.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/i;
const CHARSET = /<meta charset="[^"]*"\/?>/i;

/**
 * One page's HTML with its CSP <meta> first in <head> (after the charset, which must come first); unchanged when it
 * has none.
 * @param {string} html
 * @returns {string}
 */
export function cspMetaFirst(html) {
  const meta = CSP_META.exec(html)?.[0];
  if (!meta) return html;
  const without = html.replace(meta, '');
  const charset = CHARSET.exec(without);
  if (charset) return without.replace(charset[0], `${charset[0]}${meta}`);
  return without.replace(/<head>/i, `<head>${meta}`);
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The integration; list it before the service worker's, which precaches the pages as they are then.
 * @returns {import('astro').AstroIntegration}
 */
export function cspFirst() {
  return {
    name: 'concept-simulators:csp-first',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const moved = cspMetaFirst(html);
          if (moved !== html) writeFileSync(file, moved);
        }
      },
    },
  };
}
