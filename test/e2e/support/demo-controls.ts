/**
 * The demo's controls (demo/panel.js) in e2e tests. On the shell's pages they live in the closed
 * "Demo controls" drawer (#demo-panel[data-demo-drawer]), opened from its toggle in the breadcrumb
 * line; every page load starts with it closed. Tests that use a control open the drawer first, as
 * a person does. The signed-out sign-in page prints the panel in its flow, with nothing to open.
 */
import type { Locator, Page } from 'playwright-core';

/** The drawer's toggle (its name is its visible text; the close button is "Close demo controls"). */
export const demoControlsToggle = (page: Page): Locator =>
  page.getByRole('button', { name: 'Demo controls', exact: true });

/**
 * Opens the demo controls drawer unless it is open already, and resolves with the panel
 * (#demo-panel) once it is visible. On a page without the drawer, resolves with the panel as printed.
 */
export async function openDemoControls(page: Page): Promise<Locator> {
  const panel = page.locator('#demo-panel');
  if ((await page.locator('#demo-panel[data-demo-drawer]').count()) > 0) {
    const toggle = demoControlsToggle(page);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await panel.waitFor({ state: 'visible' });
  return panel;
}
