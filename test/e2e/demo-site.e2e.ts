import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { demoControlsToggle, openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

function pageConfig(page: import('playwright-core').Page) {
  return page.evaluate(
    () => JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as Record<string, unknown>,
  );
}

describe('demo site', () => {
  it('signs in as any demo user from the control panel, by keyboard, and the page config follows', async () => {
    const { page } = await e2e.open('/', { signInAs: null });
    expect(await pageConfig(page)).toMatchObject({ user: null });
    // Signed out, the sign-in page prints the panel in its flow: nothing to open.
    const panel = await openDemoControls(page);
    expect(await page.locator('#demo-panel[data-demo-drawer]').count()).toBe(0);
    await expect.poll(() => panel.getByText('Signed out.').count()).toBe(1);
    await expectNoAxeViolations(page, 'signed out, with the demo panel');

    await panel.getByLabel('Demo user').selectOption('manager');
    await panel.getByLabel('Demo user').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForLoadState('load');
    await expect
      .poll(async () => ((await pageConfig(page)).session as { username?: string } | undefined)?.username)
      .toBe('manager');
    const config = await pageConfig(page);
    expect(config.csrfToken).toMatch(/^[\w-]{20,}$/);
    expect(config.user).toMatchObject({ employeeId: 3 });
    // Signed in, the page is the shell's: the controls are in the drawer, closed until opened.
    await expect.poll(() => demoControlsToggle(page).getAttribute('aria-expanded')).toBe('false');
    await openDemoControls(page);
    await expect.poll(() => panel.getByText(/Signed in as manager/).count()).toBe(1);
    await expectNoAxeViolations(page, 'signed in, with the demo controls open');
  });

  it('serves every tool-area page with a config block and no console errors', async () => {
    for (const path of ['/files.html', '/forms.html', '/time-tracking.html', '/demo-data.html']) {
      const { page } = await e2e.open(path);
      expect(await pageConfig(page), path).toMatchObject({ session: { username: 'owner' } });
    }
  });
});
