import { packageBuild } from '../../tsup.package.js';

// One line per entry point; each also needs its block in package.json "exports" (docs/packaging.md).
// board.css is copied beside the bundles, as the host imports it by its own subpath.
export default packageBuild({ index: 'src/index.ts' }, { onSuccess: 'cp src/board.css dist/board.css' });
