import { packageBuild } from '../../tsup.package.js';

// One line per entry point; each also needs its block in package.json "exports" (docs/packaging.md).
export default packageBuild({ index: 'src/index.ts' });
