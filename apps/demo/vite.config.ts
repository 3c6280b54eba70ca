import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { manifestPlugin } from './build/manifest-plugin.js';

export default defineConfig({
  // Relative asset paths, so the built app works from any folder of any static server.
  base: './',
  plugins: [
    react(),
    manifestPlugin(),
    // Installable and offline: a web app manifest, and a service worker (workbox) that precaches the whole
    // built app (every game's chunk too, a few hundred KB), so that after one visit it plays with no network.
    // The page registers it after loading (src/pwa/register.ts), outside the first load's JavaScript.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Patience',
        short_name: 'Patience',
        description: 'Play, learn and share Easthaven, Spider and Seahaven Towers, online or off.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0f5132',
        theme_color: '#0f5132',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The app's routes are in the hash: every navigation is index.html.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over at once, so that it too keeps working when the network goes.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Chunks named for what they hold: "core", "spider", "board"..., so the size report reads plainly.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? chunk.moduleIds[0] ?? '';
          // The Lab's chunk carries core's rules table and schema: named for the Lab, not for core.
          if (chunk.isDynamicEntry && /src\/lab\//.test(id)) return 'assets/lab-[hash].js';
          // A chunk of a package's code may start with an app module that imports it (the game loaders).
          const pkg = /packages\/([^/]+)\/dist\//.exec(id) ?? chunk.moduleIds.map((m) => /packages\/([^/]+)\/dist\//.exec(m)).find((m) => m !== null);
          if (pkg) return `assets/${pkg[1] ?? 'chunk'}-[hash].js`;
          if (/src\/(board|hint|input)\//.test(id) && !chunk.isDynamicEntry) return 'assets/board-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
