/**
 * Prints the length of the shared link of each shipped game, as the Variant Lab makes it after "Start from
 * this game" (the game renamed "My …", deal 1): the compressed variant alone, and the link's hash.
 *
 *   pnpm --filter @patience/demo share:lengths
 */
import { pathToFileURL } from 'node:url';
import { SHIPPED_GAMES } from '@patience/games';
import { playHash } from '../src/routes/route.js';
import { compactConfig, encodeShared } from '../src/lab/share-codec.js';

/** One game's link: its variant's JSON, the compressed payload, and the whole hash, in characters. */
export interface LinkLength {
  readonly id: string;
  readonly json: number;
  readonly payload: number;
  readonly hash: number;
}

/** The link of each shipped game's standard rules, in the gallery's order. */
export function shareLinkLengths(): LinkLength[] {
  return SHIPPED_GAMES.map(({ game }) => {
    const definition = game;
    const variant = definition.variant();
    const config = { ...compactConfig(variant), id: `my-${variant.id}`, name: `My ${variant.name}` };
    const json = JSON.stringify(config);
    const payload = encodeShared(json);
    return { id: variant.id, json: json.length, payload: payload.length, hash: `${playHash(config.id, 1)}&v=${payload}`.length };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('game              variant JSON  compressed  link hash (characters)');
  for (const l of shareLinkLengths()) console.log(`${l.id.padEnd(18)}${String(l.json).padStart(12)}${String(l.payload).padStart(12)}${String(l.hash).padStart(11)}`);
}
