import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  platform: 'browser',
  // One file per module: the connect flow, the MD5 hasher and the upload PUT stay chunks an app loads when first needed.
  preserveModules: true,
  workers: { 'hashing/md5.worker': 'src/hashing/md5.worker.ts' },
});
