import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
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
};

export default config;
