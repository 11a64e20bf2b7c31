import type { Hasher } from '../hashing';

/**
 * The Web Worker hasher, loaded and created on the first file that needs it:
 * its code is a chunk of its own in an app's bundle, like the PUT's (see `lazyPut`).
 */
export function createLazyHasher(): Hasher {
  let hasher: Promise<Hasher> | null = null;
  return {
    hash: async (file, options) => {
      // A chunk that failed to load (offline) is fetched again on the next try.
      hasher ??= import('../hashing/hashFile').then(
        (m) => m.createHasher(),
        (error: unknown) => {
          hasher = null;
          throw error;
        },
      );
      return (await hasher).hash(file, options);
    },
    dispose: () =>
      void hasher?.then(
        (created) => created.dispose(),
        () => undefined,
      ),
  };
}
