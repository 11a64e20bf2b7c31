import { expect, it } from 'vitest';
// Resolved by the dom-radix-min project's alias, past the package's exports map.
import manifest from '@radix-ui/react-dialog/package.json';

// Keeps the minimum-Radix project from silently running on another version.
it('runs on the Radix Dialog its project is for', () => {
  expect(manifest.version).toBe(process.env.EXPECTED_RADIX_DIALOG);
});
