/**
 * @patience/yukon: Yukon and Russian Solitaire as data on @patience/core.
 * @packageDocumentation
 */
export { russianSolitaire, yukon } from './yukon.js';
export type { NoOptions } from './yukon.js';
