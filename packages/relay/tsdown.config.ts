import { libraryConfig } from '../../scripts/build/libraryConfig';

export default libraryConfig({
  entry: { index: 'src/index.ts', 'http/index': 'src/http/index.ts', 'redis/index': 'src/store/redis/index.ts' },
  platform: 'browser',
});
