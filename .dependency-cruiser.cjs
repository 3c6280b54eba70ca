// Package boundaries, checked by dependency-cruiser (`pnpm check:packages`) on the sources of every workspace
// package. It replaced a hand-written esbuild check: it reads the import graph itself, names each offending
// import with its file, and a new rule is a few lines here. See docs/packaging.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-relative-import-across-packages',
      comment: 'A package reaches another only by its name (@patience/...), as a user would; a relative path such as ../../core/src skips the other package\'s exports and build.',
      severity: 'error',
      // One exception: the demo's every-game browser test plans its taps with the board's own tap ranking
      // (packages/board/src/choose.ts), read-only, so that a planned tap is the one the board makes; that
      // ranking is not public API.
      from: { path: '^(packages|apps|examples)/([^/]+)/', pathNot: '^apps/demo/e2e/harness/move-kinds\\.ts$' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps|examples)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'core-depends-on-nothing',
      comment: '@patience/core is the foundation: its code imports no other package, of this workspace or of npm (Node built-ins aside).',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { pathNot: ['^packages/core/src/'], dependencyTypesNot: ['core', 'type-only'] },
    },
    {
      name: 'games-depend-on-core-only',
      comment: 'A game package is data on @patience/core: its code imports core and itself, nothing else.',
      severity: 'error',
      from: { path: '^packages/(easthaven|spider|seahaven|klondike|freecell|yukon|scorpion|canfield|golf|pyramid|forty-thieves|beleaguered-castle|bakers-dozen)/src/' },
      to: { pathNot: ['^packages/core/', '^packages/$1/src/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'published-code-imports-no-private-package',
      comment: 'What a published package ships may not import a private one (test-support, reliability, examples): a user could not install it.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: '^packages/(test-support|reliability)/' },
      to: { path: ['^packages/(test-support|reliability)/', '^examples/'] },
    },
    {
      name: 'published-code-imports-no-dev-dependency',
      comment: 'A published package\'s code may import only its dependencies: a devDependency is not installed for a user.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: '^packages/(test-support|reliability)/' },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'no-circular-packages',
      comment: 'Packages depend one way.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/src/' },
      to: { circular: true, path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules depend one way inside a package too: a cycle makes load order matter and hides which module is the foundation. Break it by moving the shared piece into a module both import.',
      severity: 'error',
      from: { path: '^(packages|apps|examples|scripts)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '/dist/'] },
    exclude: { path: ['/test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
