// pnpm's hooks. beforePacking shapes the package.json that `pnpm pack` and `pnpm publish` put in a tarball.

/**
 * A published package.json keeps no devDependencies: they serve only this repository's builds and tests, and
 * some of them (the example games, the test helpers) are private workspace packages that npm does not have.
 */
export const hooks = {
  beforePacking(pkg) {
    delete pkg.devDependencies;
    return pkg;
  },
};
