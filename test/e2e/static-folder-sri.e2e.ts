/**
 * The versioned static folder with Subresource Integrity in real Chromium: a page (served here
 * through a route, as a legacy page would print it from integrity.json) loads
 * dist/static/hr-shell-<version>/hr-shell.global.js with the `integrity` attribute and runs it; the
 * same page with a wrong hash is refused by the browser and defines nothing. The import map's
 * `integrity` section checks the script-tag/ libraries the build imports from beside itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_DIST_DIR, REPO_ROOT } from '../../demo/server/server';
import { INTEGRITY_FILE, staticFolderName, STATIC_DIR } from '../../.config/scripts/static-folder.logic';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
const base = `/dist/${STATIC_DIR}/${staticFolderName(version)}/`;
const integrity = JSON.parse(
  readFileSync(join(DEFAULT_DIST_DIR, STATIC_DIR, staticFolderName(version), INTEGRITY_FILE), 'utf8'),
) as Record<string, string>;
/** The digest of other bytes: well-formed, wrong. */
const WRONG = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
const REFUSED = [/Failed to find a valid digest in the 'integrity' attribute/];

/** A legacy page as PHP prints it from integrity.json (docs/packaging.md "Loading from a static folder"). */
function legacyPage(hashes: Record<string, string>): string {
  const libraries = Object.fromEntries(
    Object.entries(hashes)
      .filter(([file]) => file.startsWith('script-tag/'))
      .map(([file, value]) => [`${base}${file}`, value]),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Static folder</title>
<script type="importmap">${JSON.stringify({ integrity: libraries })}</script>
<link rel="stylesheet" href="${base}hr-shell.css" integrity="${hashes['hr-shell.css']}" crossorigin="anonymous">
<script src="${base}hr-shell.global.js" integrity="${hashes['hr-shell.global.js']}" crossorigin="anonymous"></script>
</head>
<body>
<main><h1>Static folder</h1>
<p><hr-inline-edit save-src="/ajax/save.php" record-id="7" label="Job title">Designer</hr-inline-edit></p>
</main>
</body>
</html>`;
}

/** Opens the legacy page with these hashes at /static-folder.html on the demo server's origin. */
async function openLegacyPage(page: Page, url: (path: string) => string, hashes: Record<string, string>) {
  await page.route(url('/static-folder.html'), (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: legacyPage(hashes) }),
  );
  const script = page.waitForResponse((response) => response.url().endsWith(`${base}hr-shell.global.js`));
  await page.goto(url('/static-folder.html'));
  // The script arrived whole: a refusal below is the integrity check's, not a missing file.
  expect((await script).status()).toBe(200);
}

/**
 * import() of a script-tag/ library, as the build does when an element first needs it. A string,
 * so the test runner's transform of import() in this file does not reach the page.
 */
const importLibrary = (page: Page, file: string): Promise<string> =>
  page.evaluate(
    `import(${JSON.stringify(new URL(`${base}${file}`, page.url()).href)}).then(() => 'loaded', () => 'refused')`,
  );

describe('dist/static/hr-shell-<version>/ with Subresource Integrity', () => {
  it('runs the script-tag build loaded with its integrity hash, and its libraries with theirs', async () => {
    const { page, url } = await e2e.open('/script-tag.html');
    await openLegacyPage(page, url, integrity);
    expect(await page.evaluate(() => window.HrShell?.version)).toBe(version);
    // The element works: it renders its React editor when the user starts editing.
    const edit = page.locator('hr-inline-edit');
    await edit.click();
    await edit.locator('input').waitFor();
    // The stylesheet passed its check too: its rules are in the page.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.endsWith('hr-shell.css') && sheet.cssRules.length > 0),
      ),
    ).toBe(true);
    expect(await importLibrary(page, 'script-tag/floating.js')).toBe('loaded');
  });

  it('refuses the script-tag build, and a library, whose hash does not match', async () => {
    const { page, url } = await e2e.open('/script-tag.html', { expectConsoleErrors: REFUSED });
    await openLegacyPage(page, url, { ...integrity, 'hr-shell.global.js': WRONG, 'script-tag/floating.js': WRONG });
    // goto() waited for the load event, which follows the refused script's error event.
    expect(await page.evaluate(() => typeof window.HrShell)).toBe('undefined');
    expect(await page.evaluate(() => customElements.get('hr-inline-edit'))).toBeUndefined();
    expect(await importLibrary(page, 'script-tag/floating.js')).toBe('refused');
    // A library whose hash matches still loads: the map refuses only the wrong one.
    expect(await importLibrary(page, 'script-tag/qrcode.js')).toBe('loaded');
  });
});
