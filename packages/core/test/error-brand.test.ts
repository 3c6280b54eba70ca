import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IllegalMoveError, isPatienceError, PatienceError, VariantError } from '../src/index.js';

describe('one error class across copies of the library', () => {
  // The package's own build (ESM and CommonJS, as tsup.package.ts makes them), written to a directory of
  // its own: dist/ may be rebuilt (and emptied) by a build running beside the tests.
  const out = mkdtempSync(join(tmpdir(), 'patience-core-dual-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  beforeAll(async () => {
    await build({
      entry: { index: join(root, 'src/index.ts') },
      format: ['esm', 'cjs'],
      splitting: true,
      target: 'es2022',
      outDir: out,
      silent: true,
      config: false,
    });
  }, 60_000);
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it('the ESM build and the CommonJS build loaded in one process each recognise the other\'s errors', () => {
    const script = `
      const { createRequire } = require('node:module');
      const cjs = createRequire(${JSON.stringify(join(out, 'x.cjs'))})('./index.cjs');
      import(${JSON.stringify(`file://${join(out, 'index.js')}`)}).then((esm) => {
        const fromEsm = new esm.IllegalMoveError('covered', 'from ESM');
        const fromCjs = new cjs.VariantError('layout', 'from CommonJS');
        const answers = {
          differentClasses: esm.PatienceError !== cjs.PatienceError,
          esmInCjs: fromEsm instanceof cjs.PatienceError,
          esmIllegalInCjs: fromEsm instanceof cjs.IllegalMoveError,
          esmNotVariantInCjs: fromEsm instanceof cjs.VariantError,
          cjsInEsm: fromCjs instanceof esm.PatienceError,
          cjsVariantInEsm: fromCjs instanceof esm.VariantError,
          cjsNotIllegalInEsm: fromCjs instanceof esm.IllegalMoveError,
          guardEsmOnCjs: esm.isPatienceError(fromCjs),
          guardCjsOnEsm: cjs.isPatienceError(fromEsm),
          guardOnPlainError: esm.isPatienceError(new Error('x')),
          plainErrorInCjs: new Error('x') instanceof cjs.PatienceError,
        };
        process.stdout.write(JSON.stringify(answers));
      });
    `;
    const answers = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<string, boolean>;
    expect(answers).toEqual({
      differentClasses: true,
      esmInCjs: true,
      esmIllegalInCjs: true,
      esmNotVariantInCjs: false,
      cjsInEsm: true,
      cjsVariantInEsm: true,
      cjsNotIllegalInEsm: false,
      guardEsmOnCjs: true,
      guardCjsOnEsm: true,
      guardOnPlainError: false,
      plainErrorInCjs: false,
    });
  });

  it('within one copy, instanceof answers as the class hierarchy does', () => {
    const illegal = new IllegalMoveError('covered', 'x');
    expect([illegal instanceof PatienceError, illegal instanceof IllegalMoveError, illegal instanceof VariantError]).toEqual([true, true, false]);
    expect(isPatienceError(illegal)).toBe(true);
    expect(isPatienceError({ code: 'covered', message: 'x' })).toBe(false);
    expect(isPatienceError(null)).toBe(false);
    // A subclass an app writes answers by its prototype chain alone: other errors of the library are not its instances.
    class AppError extends PatienceError {}
    expect([new AppError('invalid-seed', 'x') instanceof AppError, illegal instanceof AppError]).toEqual([true, false]);
    // The brand is kept out of what an error serialises to.
    expect(Object.getOwnPropertySymbols(illegal).map(String)).toEqual(['Symbol(@patience/core:error-classes)']);
    expect(Object.keys(illegal).sort()).toEqual(['code', 'name']);
  });
});
