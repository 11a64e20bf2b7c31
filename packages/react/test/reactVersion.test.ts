import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

// Each test project pins a React major; this keeps a project from silently running on the other one.
it('runs on the React major its project is for', () => {
  expect(version.split('.')[0]).toBe(process.env.EXPECTED_REACT_MAJOR);
  expect(domVersion).toBe(version);
});
