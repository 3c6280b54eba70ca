/**
 * @patience/canfield: Canfield as data on @patience/core.
 * @packageDocumentation
 */
export { canfield } from './canfield.js';
export type { CanfieldOptions } from './canfield.js';
