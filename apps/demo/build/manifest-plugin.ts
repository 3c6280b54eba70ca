/**
 * A tiny Vite plugin serving "virtual:patience-manifest": the gallery manifest computed from the engine
 * when the app is built, so the first page needs no engine code.
 */
import type { Plugin } from 'vite';
import { DEMO_GAMES, MORE_GAMES } from './games.js';
import { buildManifest } from '../src/gallery/game-manifest.js';

const ID = 'virtual:patience-manifest';
const RESOLVED = `\0${ID}`;

export function manifestPlugin(): Plugin {
  return {
    name: 'patience-manifest',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      // Every game the demo ships is a "shipped" entry, and every example written as data a "more" one, so
      // that the gallery lists each under its heading.
      const manifest = [...buildManifest(DEMO_GAMES, 'shipped'), ...buildManifest(MORE_GAMES, 'more')];
      // JSON.parse of a string literal is the fastest way for a browser to read a big constant.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(manifest))});`;
    },
  };
}
