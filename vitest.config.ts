import { defineConfig } from 'vitest/config';

// Every package's unit tests in one vitest run (`pnpm test:unit`, a step of `pnpm verify`): each package stays a
// project with its own vitest.config.ts (its environment, setup files and timeouts), so `pnpm test` inside a
// package runs the same tests alone. One run pays vitest's start-up (the vite server, the config bundling, the
// reporters) once instead of once per package, and one worker pool, sized to the machine, runs every file
// instead of one pool per package, each sized to the whole machine.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
