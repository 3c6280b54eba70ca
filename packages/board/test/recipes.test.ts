/**
 * The Vue and Svelte recipes of docs/board.md run: each block is compiled by its framework's own compiler,
 * mounted on a Spider deal, and plays one move (a tap on the stock deals) through the board into the game.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { spider } from '@patience/spider';
import { must, nextFrame, pileNode, tap } from './helpers.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const DOC = join(HERE, '..', '..', '..', 'docs', 'board.md');
// Under node_modules, so that the compiled recipes resolve `vue` and `svelte` as the package does, and git ignores them.
const OUT = join(HERE, '..', 'node_modules', '.recipes');

/**
 * Svelte's browser entry: its package serves a server build (where `mount` throws) to any import without the
 * `browser` condition, as a test's is; the compiled recipe and the test both take this one file instead.
 */
const SVELTE_CLIENT = join(dirname(createRequire(import.meta.url).resolve('svelte/package.json')), 'src', 'index-client.js');

afterEach(() => { document.body.replaceChildren(); });

/** The one fenced block of docs/board.md in `lang`, its board imports pointed at the board's source. */
function recipe(lang: string): string {
  const blocks = [...readFileSync(DOC, 'utf8').matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))];
  expect(blocks.length, `docs/board.md has one \`\`\`${lang} block`).toBe(1);
  const source = relative(OUT, join(HERE, '..', 'src')).split('\\').join('/');
  return must(blocks[0]?.[1])
    .replace(/^\s*import '@patience\/board\/board\.css';\n/m, '')
    .replace(/'@patience\/board'/g, `'${source}/index.js'`);
}

/** Writes compiled code where `import()` can load it (vitest strips its TypeScript). */
function emit(name: string, code: string): string {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, name);
  writeFileSync(file, code);
  return file;
}

function spiderGame(): { game: Game; host: HTMLElement } {
  const host = document.body.appendChild(document.createElement('div'));
  return { game: new Game(spider.variant(), { seed: 1 }), host };
}

/** Taps the stock on the board the recipe drew and checks that the game dealt and the board drew the deal. */
async function dealByTap(host: HTMLElement, game: Game): Promise<void> {
  expect(pileNode(host, 'stock').dataset['count']).toBe('50');
  tap(pileNode(host, 'stock'));
  expect(game.history().length).toBe(1);
  await nextFrame();
  expect(pileNode(host, 'stock').dataset['count']).toBe('40');
  expect(host.querySelectorAll('[data-pile="t1"] > .pb-card').length).toBe(7);
}

describe('the framework recipes of docs/board.md', () => {
  it('Vue: the single-file component mounts a board, plays a deal through it, and removes it on unmount', async () => {
    const { parse, compileScript } = await import('vue/compiler-sfc');
    const { descriptor, errors } = parse(recipe('vue'), { filename: 'GameBoard.vue' });
    expect(errors).toEqual([]);
    const compiled = compileScript(descriptor, { id: 'game-board', inlineTemplate: true });
    const component = (await import(emit('GameBoard.vue.ts', compiled.content)) as { default: object }).default;
    const { createApp } = await import('vue');
    const { game, host } = spiderGame();
    const app = createApp(component, { game });
    app.mount(host);
    await dealByTap(host, game);
    app.unmount();
    expect(host.querySelector('.pb-board')).toBeNull();
  });

  it('Svelte: the component mounts a board, plays a deal through it, and removes it on unmount', async () => {
    const { compile } = await import('svelte/compiler');
    const compiled = compile(recipe('svelte'), { filename: 'GameBoard.svelte', generate: 'client' });
    const code = compiled.js.code.replace(/from 'svelte';/g, `from '${SVELTE_CLIENT}';`);
    const component = (await import(emit('GameBoard.svelte.ts', code)) as { default: never }).default;
    const { mount, unmount, flushSync } = await import(SVELTE_CLIENT) as typeof import('svelte');
    const { game, host } = spiderGame();
    const mounted = mount(component, { target: host, props: { game } });
    flushSync();
    await dealByTap(host, game);
    await unmount(mounted);
    expect(host.querySelector('.pb-board')).toBeNull();
  });
});
