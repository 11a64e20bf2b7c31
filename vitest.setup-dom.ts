import { configure } from '@testing-library/react';

// Tests run against the real service in-process on small CI machines: give
// async assertions room beyond Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
