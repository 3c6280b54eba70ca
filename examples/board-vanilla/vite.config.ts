import { defineConfig } from 'vite';

// Relative asset paths, so the built page works from any folder of any static server.
export default defineConfig({ base: './' });
