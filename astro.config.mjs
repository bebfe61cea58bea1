// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { fileURLToPath } from 'node:url';
import { buildSidebar } from './src/site/sidebar.mjs';
import { checkLinks } from './src/site/check-links.mjs';
import { offline } from './src/site/offline/service-worker.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The path the site is served from: "/" by default, or a sub-path such as "/some/sub/path/" when built with
// SITE_BASE=/some/sub/path/ (see the README). Pages, assets, search, the manifest and the service worker follow it.
const base = (process.env['SITE_BASE'] ?? '/').replace(/^\/?/, '/').replace(/\/?$/, '/');

// https://astro.build/config
export default defineConfig({
  site: 'https://concept-simulators.example',
  base,
  // Pages are addressed with a trailing slash (/copies-and-agreement/); the preview server and Pagefind agree.
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'Concept Simulators',
      description: 'Interactive lessons on how computer systems fail and how they are made safe.',
      // The logo sits beside the site's name inside one link, so it is decorative: an alt repeating the name would be
      // read twice (Lighthouse's image-redundant-alt). Three machines joined in a triangle, one holding the token: a
      // round mark, not stacked lines, so it is not mistaken for a menu button.
      logo: { src: './src/assets/logo.svg', alt: '' },
      favicon: '/favicon.svg',
      // Installable: the web app manifest (public/manifest.webmanifest, whose paths are relative so that it works
      // under any base), the home-screen icon iOS asks for, and the browser's colours for each colour scheme.
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#ffffff', media: '(prefers-color-scheme: light)' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#151a1e', media: '(prefers-color-scheme: dark)' } },
      ],
      customCss: ['./src/styles/theme.css'],
      components: {
        // The theme control on phones for pages without a sidebar (and so without a menu).
        Header: './components/site/Header.astro',
        // The home page's main call to action, worked out from the lessons.
        Hero: './components/site/Hero.astro',
        PageTitle: './components/site/PageTitle.astro',
        Footer: './components/site/Footer.astro',
      },
      // The authors' guide is not a student's page: out of the sidebar (so no lesson's pager leads to it either); the
      // footer links it.
      sidebar: buildSidebar(root).filter((group) => group.label !== 'For authors'),
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      expressiveCode: { themes: ['github-dark', 'github-light'] },
    }),
    svelte(),
    // A link to a page that does not exist fails the build, naming the file that holds it.
    checkLinks(),
    // The service worker, written last: it precaches what every integration above has built, Pagefind's index too.
    offline(),
  ],
  vite: {
    resolve: {
      // Pagefind's UI loads when search first opens, not on every page while idle: see the module for why.
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: `${root}components/site/pagefind-on-open.ts` }],
    },
  },
});
