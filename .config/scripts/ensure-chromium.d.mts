/** Headless flags this sandbox needs: no GPU, no sandbox, and no calls to Google's hosts. */
export const CHROMIUM_ARGS: readonly string[];

/** Path of a usable Chromium, installing the distribution package when run as root with apt-get. */
export function ensureChromium(): Promise<string>;

/** Path of an installed Chromium ($CHROMIUM_PATH first), or undefined; throws if $CHROMIUM_PATH is unusable. */
export function findChromium(): string | undefined;
