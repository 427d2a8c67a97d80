/**
 * Real Chromium for the e2e suite and the benchmark, driven by playwright-core (which never
 * downloads a browser): the binary comes from .config/scripts/ensure-chromium.mjs, and a missing
 * browser fails with install instructions instead of skipping anything.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../.config/scripts/ensure-chromium.mjs';

export async function launchChromium(): Promise<Browser> {
  const executablePath = await ensureChromium();
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}

/** One Chromium that several processes share: each connects with `chromium.connect(wsEndpoint())`. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const executablePath = await ensureChromium();
  return chromium.launchServer({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}
