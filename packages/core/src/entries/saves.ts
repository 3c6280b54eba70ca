/**
 * @patience/core/saves: the versioned save format that `Game.save` writes and `Game.load` reads.
 * @packageDocumentation
 */
export { readSave } from '../saves/save.js';
export type { SaveData, VariantSource } from '../saves/save.js';
