/**
 * @patience/spider: Spider (one, two or four suits) and Spiderette as rule configs on @patience/core.
 * @packageDocumentation
 */
export { spider } from './spider.js';
export { spiderette } from './spiderette.js';
export type { SpiderOptions } from './options.js';
