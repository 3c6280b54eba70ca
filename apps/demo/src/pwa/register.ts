/**
 * Registers the service worker that makes the app installable and playable offline (vite-plugin-pwa with
 * workbox-window). Loaded after the page, as a chunk of its own, so it costs the first load nothing; a new
 * version is taken as soon as it is installed (`autoUpdate`), which is safe because the app keeps its state
 * in localStorage, not in the page.
 */
import { registerSW } from 'virtual:pwa-register';

/** Registers the service worker now. */
export function registerServiceWorker(): void {
  void registerSW({ immediate: true });
}
