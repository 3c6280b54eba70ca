import { packageBuild } from '../../tsup.package.js';

export default packageBuild({ index: 'src/index.ts' });
