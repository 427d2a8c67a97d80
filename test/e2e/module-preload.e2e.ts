/**
 * One request wave: on a shell page, every module the printed tags need for their first render is
 * requested from a modulepreload link (hinted by the autoloader from the build's chunk graph, or
 * printed by the page), never discovered one import level at a time.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('module preload', () => {
  it('hints each printed element file and all its chunks at once, and fetches each once', async () => {
    const { page } = await e2e.open('/');
    const graph = (await (
      await page.request.get(new URL('/dist/modulepreload.json', page.url()).href)
    ).json()) as Record<string, string[]>;
    const { fetched, preloads } = await page.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ path: new URL(entry.name).pathname })),
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    }));
    for (const tag of ['hr-global-nav', 'hr-global-header', 'hr-global-search', 'hr-banner-stack']) {
      const files = graph[tag]!.map((file) => `/dist/${file.slice(2)}`);
      expect(preloads, tag).toEqual(expect.arrayContaining(files));
      // The preload and the import share one fetch.
      for (const file of files)
        expect(
          fetched.filter((entry) => entry.path === file),
          file,
        ).toHaveLength(1);
    }
  });
});
