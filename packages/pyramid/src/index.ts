/**
 * @patience/pyramid: the Pyramid family as data on @patience/core: free cards removed in pairs that
 * add up to thirteen.
 * @packageDocumentation
 */
export { pyramid } from './pyramid.js';
export type { PyramidOptions } from './pyramid.js';
