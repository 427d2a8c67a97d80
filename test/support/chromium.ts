/**
 * Real Chromium for the e2e suite and the benchmark, driven by playwright-core (which never
 * downloads a browser): the binary comes from .config/scripts/ensure-chromium.mjs, and a missing
 * browser fails with install instructions instead of skipping anything.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

type EnsureChromium = () => Promise<string>;

// A plain .mjs without type declarations (it also runs as a CLI): import it untyped.
const ensureChromiumUrl = new URL('../../.config/scripts/ensure-chromium.mjs', import.meta.url).href;

/** Headless flags this sandbox needs: no GPU, no sandbox, and no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const { ensureChromium } = (await import(/* @vite-ignore */ ensureChromiumUrl)) as { ensureChromium: EnsureChromium };
  const executablePath = await ensureChromium();
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** One Chromium that several processes share: each connects with `chromium.connect(wsEndpoint())`. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const { ensureChromium } = (await import(/* @vite-ignore */ ensureChromiumUrl)) as { ensureChromium: EnsureChromium };
  const executablePath = await ensureChromium();
  return chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
