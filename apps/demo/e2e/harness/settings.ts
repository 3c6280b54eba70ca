/** Fixed settings of the browser tests: where chromium is, how it is started, where screenshots go, sizes. */
import { resolve } from 'node:path';

/** Debian's chromium (`.ci/run` installs it when missing). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root in a sandboxless container needs `--no-sandbox`; the networking flags keep chromium from flooding
 * the closed network with refused connections (see TOOLCHAIN.md).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
] as const;

/** Screenshots kept as test artifacts. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/** The two screen sizes every screenshot is taken at. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 850 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** How long a test waits for the app to show something before failing. */
export const UI_TIMEOUT_MS = 8_000;
