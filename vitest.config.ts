import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every package's unit tests in one vitest run (`pnpm test:unit`, a step of `pnpm verify`): each package stays a
// project with its own vitest.config.ts (its environment, setup files and timeouts), so `pnpm test` inside a
// package runs the same tests alone. One run pays vitest's start-up (the vite server, the config bundling, the
// reporters) once instead of once per package, and one worker pool, sized to the machine, runs every file
// instead of one pool per package, each sized to the whole machine.
export default defineConfig({
  test: {
    // A worker a core, not vitest's cores minus one: this is the only vitest process of the run, so on two cores
    // the default would queue every package's tests behind one worker while the other core idles once the
    // builds and checks beside it are done.
    maxWorkers: availableParallelism(),
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
