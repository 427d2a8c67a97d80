/**
 * Uploads of <hr-file-list> in real Chromium against the demo server (demo/files.html, company
 * files, signed in as the owner, an admin). Real files go through POST /ajax/files/upload.php and
 * the real scan (1.5 s); every test uploads names of its own, so tests do not see each other's files.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();

const PAGE = '/files.html';
const UPLOAD = '/ajax/files/upload.php';
/** The EICAR anti-virus test string, built here so that no file of the repository is one. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
/** Chromium logs a refused XHR's status as a console error. */
const STATUS_LOGGED = /status of 4\d\d/;

const unique = (stem: string, ext: string) => `${stem}-${randomBytes(4).toString('hex')}.${ext}`;

function companyList(page: Page): Locator {
  return page.locator('#company-files hr-file-list');
}

/** The upload controls: ready once the list has loaded and shows the picker. */
async function uploads(page: Page) {
  const host = companyList(page);
  const picker = host.getByRole('button', { name: 'Upload files' });
  await picker.waitFor({ state: 'visible', timeout: 15_000 });
  return {
    host,
    picker,
    input: host.locator('.hr-uploads input[type=file]'),
    row: (name: string) =>
      host.locator('.hr-uploads-row', { has: page.locator('.hr-uploads-name', { hasText: name }) }),
    status: host.locator('.hr-uploads [role=status]'),
  };
}

const uploadPosts = (posts: () => string[]) => posts().filter((path) => path.startsWith(UPLOAD));

describe('<hr-file-list> uploads', () => {
  it('uploads a real file, shows it scanning, then active in the list', async () => {
    const { page, posts } = await e2e.open(PAGE);
    const ui = await uploads(page);
    await expectNoAxeViolations(page, 'uploads idle');
    const name = unique('handbook', 'pdf');
    await ui.input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await expect.poll(() => ui.row(name).getAttribute('data-phase')).toBe('scanning');
    await expectNoAxeViolations(page, 'scanning');
    expect(uploadPosts(posts)).toHaveLength(1);
    expect(uploadPosts(posts)[0]).toMatch(/^\/ajax\/files\/upload\.php\?categoryId=\d+$/);
    // Scanned clean: the upload row goes and the list shows the file, active.
    await ui.row(name).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => ui.status.textContent()).toBe(`${name} uploaded.`);
    await ui.host.locator('[part~="file"][part~="uploaded"]', { hasText: name }).first().waitFor({ timeout: 10_000 });
  });

  it('lets an employee upload into their own files, scanned to active, with Open only; not into company files', async () => {
    const { page, posts } = await e2e.open(PAGE, { signInAs: 'employee' });
    const mine = page.locator('#employee-files hr-file-list');
    const picker = mine.getByRole('button', { name: 'Upload files' });
    await picker.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await mine.getByRole('button', { name: 'Add category' }).count()).toBe(0);
    await companyList(page).getByRole('grid').waitFor();
    expect(await companyList(page).getByRole('button', { name: 'Upload files' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'employee uploads idle');

    const name = unique('my-certificate', 'pdf');
    await mine
      .locator('.hr-uploads input[type=file]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    const upload = mine.locator('.hr-uploads-row', { has: page.locator('.hr-uploads-name', { hasText: name }) });
    await expect.poll(() => upload.getAttribute('data-phase')).toBe('scanning');
    // Filed into the employee's own record, which the server checks before reading the body.
    expect(uploadPosts(posts)).toHaveLength(1);
    expect(uploadPosts(posts)[0]).toMatch(/^\/ajax\/files\/upload\.php\?categoryId=\d+&employeeId=4$/);
    await upload.waitFor({ state: 'detached', timeout: 15_000 });
    const file = mine.locator('[part~="file"][part~="uploaded"]', { hasText: name }).first();
    await file.waitFor({ timeout: 10_000 });
    expect(await file.getByRole('link', { name }).count()).toBe(1);
    expect(await file.getByRole('checkbox').count()).toBe(0);
    await mine.getByRole('button', { name: `Actions for ${name}` }).click();
    expect(await mine.getByRole('menuitem').allTextContents()).toEqual(['Open']);
    await expectNoAxeViolations(page, 'employee upload done');
  });

  it('marks an upload containing the EICAR test string with the virus marker', async () => {
    const { page } = await e2e.open(PAGE);
    const ui = await uploads(page);
    const name = unique('eicar', 'txt');
    await ui.input.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(EICAR, 'latin1') });
    await ui.row(name).locator('[part="virus-marker"]').waitFor({ timeout: 15_000 });
    expect(await ui.row(name).getAttribute('data-phase')).toBe('virus');
    expect(await ui.row(name).textContent()).toContain('A virus was found in this file; it cannot be opened.');
    await expect.poll(() => ui.status.textContent()).toBe(`${name}: a virus was found; the file cannot be opened.`);
    await expectNoAxeViolations(page, 'virus');
  });

  it('refuses a too-large and a wrong-extension file before sending anything', async () => {
    const { page, posts } = await e2e.open(PAGE);
    const ui = await uploads(page);
    const large = unique('scan', 'pdf');
    const wrong = unique('setup', 'exe');
    await ui.input.setInputFiles([
      { name: large, mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 65) },
      { name: wrong, mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect.poll(() => ui.row(large).textContent()).toContain('Files must be smaller than 10MB.');
    expect(await ui.row(wrong).textContent()).toContain(
      'The only allowed file extensions are: pdf, doc, docx, xls, xlsx, csv, jpg, jpeg, tif, tiff, gif, png, bmp, txt, rtf, zip',
    );
    expect(uploadPosts(posts)).toEqual([]);
    await expectNoAxeViolations(page, 'refused before sending');
    await ui
      .row(wrong)
      .getByRole('button', { name: `Dismiss ${wrong}` })
      .click();
    await ui.row(wrong).waitFor({ state: 'detached' });
  });

  it('shows a named progress bar while sending, and Cancel aborts the upload', async () => {
    const { page } = await e2e.open(PAGE);
    const ui = await uploads(page);
    // Hold the upload at the network so it is still in flight when Cancel is pressed.
    let held = 0;
    await page.route(`**${UPLOAD}*`, () => {
      held += 1;
    });
    const name = unique('contract', 'pdf');
    await ui.input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(256 * 1024, 65) });
    const bar = ui.host.getByRole('progressbar', { name: `Uploading ${name}` });
    await bar.waitFor();
    await expect.poll(() => held).toBe(1);
    await expectNoAxeViolations(page, 'uploading');
    await ui
      .row(name)
      .getByRole('button', { name: `Cancel the upload of ${name}` })
      .click();
    await ui.row(name).waitFor({ state: 'detached' });
    await expect.poll(() => ui.status.textContent()).toBe(`The upload of ${name} was cancelled.`);
    await page.unroute(`**${UPLOAD}*`);
    // Nothing reached the server: after a reload the list does not have the file.
    await page.reload();
    const again = await uploads(page);
    expect(await again.host.locator('[part~="file"]', { hasText: name }).count()).toBe(0);
  });

  it('fills the progress bar from upload progress events (throttled network)', async () => {
    const { page, context } = await e2e.open(PAGE);
    const ui = await uploads(page);
    // Upload at 256 KB/s, so a 1.5 MB file takes about six seconds to send.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const name = unique('slow-scan', 'pdf');
    await ui.input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(1536 * 1024, 65) });
    const bar = ui.host.getByRole('progressbar', { name: `Uploading ${name}` });
    // Part-way: neither empty nor full.
    await expect
      .poll(async () => Number((await bar.getAttribute('value')) ?? 0), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute('value'));
    expect(midway).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => ui.row(name).getAttribute('data-phase'), { timeout: 20_000 }).not.toBe('uploading');
  });

  it('pauses the scan polling while offline and finishes once back online', async () => {
    const { page, context, requests } = await e2e.open(PAGE);
    const ui = await uploads(page);
    const name = unique('offline', 'pdf');
    // Offline as soon as the upload is answered, well before the first poll (2000 ms later).
    const wentOffline = page
      .waitForResponse((response) => response.url().includes(UPLOAD))
      .then(() => context.setOffline(true));
    await ui.input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await wentOffline;
    await expect
      .poll(() => ui.row(name).textContent(), { timeout: 10_000 })
      .toContain('Offline: the scan is checked again once you are back online.');
    const polls = () => requests.filter((request) => request.url().includes('file_status.php')).length;
    const before = polls();
    await context.setOffline(false);
    await ui.row(name).waitFor({ state: 'detached', timeout: 15_000 });
    expect(polls()).toBeGreaterThan(before);
    await expect.poll(() => ui.status.textContent()).toBe(`${name} uploaded.`);
  });

  it('shows the server refusing the contents (403)', async () => {
    const { page } = await e2e.open(PAGE, { expectConsoleErrors: [STATUS_LOGGED] });
    const ui = await uploads(page);
    const name = unique('report', 'pdf');
    await ui.input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('#!/bin/sh\necho hi\n') });
    await expect.poll(() => ui.row(name).textContent()).toContain('Unable to upload file due to its contents.');
    expect(await ui.row(name).getAttribute('data-phase')).toBe('failed');
    await expectNoAxeViolations(page, 'server refusal');
  });

  it('fits 320 px wide with rows of every kind', async () => {
    const { page } = await e2e.open(PAGE, { viewport: { width: 320, height: 800 } });
    // The page's navigation collapsed, as a phone user keeps it: the content gets the width.
    await page.evaluate(() => localStorage.setItem('hr-shell:globalNavigationOpen', 'false'));
    await page.reload();
    const ui = await uploads(page);
    const long = unique('a-very-long-file-name-without-any-break-opportunities-at-all-whatsoever', 'pdf');
    await ui.input.setInputFiles([
      { name: long, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') },
      { name: unique('bad', 'exe'), mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    ]);
    await expect.poll(() => ui.row(long).getAttribute('data-phase')).toBe('scanning');
    // The upload part and everything in it stay inside the viewport (the demo page's own panels are not measured).
    const outside = await ui.host.locator('.hr-uploads').evaluate((uploadsPart) => {
      const offenders: string[] = [];
      for (const element of [uploadsPart, ...uploadsPart.querySelectorAll('*')]) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          offenders.push(`${element.localName}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      if (uploadsPart.scrollWidth > uploadsPart.clientWidth) offenders.push('.hr-uploads scrolls sideways');
      return offenders;
    });
    expect(outside).toEqual([]);
    await expectNoAxeViolations(page, '320 px');
  });
});
