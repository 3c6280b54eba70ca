/**
 * @patience/easthaven: Easthaven as a rule config on @patience/core.
 * @packageDocumentation
 */
export { easthaven } from './easthaven.js';
export type { EasthavenOptions } from './easthaven.js';
