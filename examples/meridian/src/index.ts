/**
 * @patience/example-meridian: Meridian, a new game of the Yukon family, as data on @patience/core.
 * @packageDocumentation
 */
export { meridian } from './meridian.js';
export type { NoOptions } from './meridian.js';
