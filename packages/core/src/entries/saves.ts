/**
 * @patience/core/saves: the versioned save format that `Game.save` writes and `Game.load` reads.
 * @packageDocumentation
 */
export { readSave, MAX_SAVE_MOVES, MAX_SAVE_MOVES_TEXT, MAX_SAVE_TEXT } from '../saves/save.js';
export type { SaveData, VariantSource } from '../saves/save.js';
