import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { manifestPlugin } from './build/manifest-plugin.js';

export default defineConfig({
  // Relative asset paths, so the built app works from any folder of any static server.
  base: './',
  plugins: [react(), manifestPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Chunks named for what they hold: "core", "spider", "board"..., so the size report reads plainly.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? chunk.moduleIds[0] ?? '';
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
