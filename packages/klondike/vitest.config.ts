import { packageTests } from '../../vitest.package.js';

export default packageTests();
