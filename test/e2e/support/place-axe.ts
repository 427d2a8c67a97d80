/**
 * axe-core and screenshots for one marked place of a demo page (demo/forms.html holds every form
 * helper: each e2e file audits its own place, the others have tests of their own).
 */
import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AXE_TAGS, formatViolations, injectAxe } from './browser';

export async function expectPlaceAxeClean(page: Page, selector: string, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      type Run = (
        context: unknown,
        options: unknown,
      ) => Promise<{ violations: Array<{ nodes: Array<{ target: unknown; failureSummary?: string }> }> }>;
      const { axe: engine } = window as unknown as { axe: { run: Run } };
      const results = await engine.run({ include: [include] }, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    { include: selector, tags: AXE_TAGS },
  );
  expect(violations.length, `axe violations in ${selector} (${state}):\n${formatViolations(violations as never)}`).toBe(
    0,
  );
}

export const SHOTS = '/tmp/hr-shots';

export async function shot(target: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}
