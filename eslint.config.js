// One flat config for the whole workspace: typescript-eslint's type-checked rules on every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * @patience/core's internal layers, as docs/architecture.md's table has them: each folder of
 * packages/core/src and the folders it may import from. Every other folder is refused at the import line
 * (so the editor shows it), with the table's rule in the message. `rules/check.ts`, the readers of untrusted
 * data (which import only `errors`), may be imported by every folder. Nothing imports `entries/` or the root
 * `index.ts`: they are the public entry points.
 */
const CORE_LAYERS = {
  errors: [],
  cards: ['errors'],
  random: ['errors'],
  rules: ['cards', 'errors'],
  text: ['cards', 'rules'],
  engine: ['cards', 'random', 'errors', 'rules', 'text'],
  notation: ['engine', 'errors', 'rules'],
  saves: ['engine', 'errors', 'random', 'rules'],
  snapshot: ['cards', 'engine', 'errors', 'notation', 'rules'],
  'game-definitions': ['errors', 'rules', 'saves'],
  game: ['cards', 'engine', 'errors', 'notation', 'random', 'rules', 'saves', 'snapshot', 'text'],
  lessons: ['cards', 'engine', 'errors', 'game', 'game-definitions', 'notation', 'random', 'rules', 'saves', 'snapshot', 'text'],
};

/** One `no-restricted-imports` block per core folder, refusing the folders its row does not list. */
const coreLayerRules = Object.entries(CORE_LAYERS).map(([folder, allowed]) => {
  const refused = Object.keys(CORE_LAYERS).filter((other) => other !== folder && !allowed.includes(other));
  const message = `core's layers (docs/architecture.md): ${folder}/ imports only from ${allowed.join(', ') || 'itself'}${allowed.includes('rules') ? '' : ' (and rules/check.ts)'}.`;
  return {
    files: [`packages/core/src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...refused.filter((other) => other !== 'rules').map((other) => ({ group: [`../${other}/*`], message })),
          ...(refused.includes('rules') ? [{ group: ['../rules/*', '!../rules/check.js'], message }] : []),
          { group: ['../entries/*', '../index.js'], message: 'core\'s entry points re-export; no folder imports them.' },
        ],
      }],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file's program is its nearest tsconfig.json that includes it: a package's own for its sources
        // and tests, the root's for the build and test configs and tsup.package.ts.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
    },
  },
  ...coreLayerRules,
  {
    // Core is read side by side in reviews: a long message is split over lines rather than scrolled to.
    files: ['packages/core/src/**/*.ts'],
    rules: { 'max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
