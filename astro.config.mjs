// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { fileURLToPath } from 'node:url';
import { buildSidebar } from './src/site/sidebar.mjs';
import { checkLinks } from './src/site/check-links.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// https://astro.build/config
export default defineConfig({
  site: 'https://concept-simulators.example',
  // Pages are addressed with a trailing slash (/copies-and-agreement/); the preview server and Pagefind agree.
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'Concept Simulators',
      description: 'Interactive lessons on how computer systems fail and how they are made safe.',
      logo: { src: './src/assets/logo.svg', alt: 'Concept Simulators' },
      favicon: '/favicon.svg',
      customCss: ['./src/styles/theme.css'],
      components: {
        PageTitle: './components/site/PageTitle.astro',
        Footer: './components/site/Footer.astro',
      },
      sidebar: buildSidebar(root),
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      expressiveCode: { themes: ['github-dark', 'github-light'] },
    }),
    svelte(),
    // A link to a page that does not exist fails the build, naming the file that holds it.
    checkLinks(),
  ],
});
