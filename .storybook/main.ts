import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

/** The project's own source: elements/ (each file defines its tag) and src/. */
const SOURCE = ['elements/', 'src/'].map((dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url)));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The introduction first (what a designer opens on /), then one entry per element.
  stories: ['../stories/introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // Docs pages (preview.tsx tags every story file 'autodocs'), showing each element's reference.
  addons: ['@storybook/addon-docs'],
  // Serves msw's mockServiceWorker.js at the site root. npm 11 skips msw's postinstall, so a copy of
  // node_modules/msw/lib/mockServiceWorker.js is committed here; refresh it when msw is upgraded
  // (the worker warns in the console when its version differs from the msw library's).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories show custom elements, whose reference comes from the manifest (element-reference.ts):
  // react-docgen would only parse every .ts/.tsx module Vite serves, for props nobody reads.
  typescript: { reactDocgen: false },
  // package.json's `sideEffects` lists the dist files only, so the production build would drop a
  // story's `import '../elements/hr-…'` (it defines the tag, and exports nothing the story uses):
  // every element stayed undefined in the built Storybook. The project's source keeps its effects.
  viteFinal: (config) => ({
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      {
        name: 'hr-shell:source-side-effects',
        enforce: 'pre' as const,
        async resolveId(source: string, importer: string | undefined, options: { isEntry: boolean }) {
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (!resolved || !SOURCE.some((dir) => resolved.id.startsWith(dir))) return resolved;
          return { ...resolved, moduleSideEffects: true };
        },
      },
    ],
  }),
};

export default config;
