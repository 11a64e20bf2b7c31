// #region route
// app/patchbay/[...path]/route.ts
import { handleRelay } from '../../../lib/relay';

export const runtime = 'nodejs';
export { handleRelay as GET, handleRelay as POST, handleRelay as PUT, handleRelay as PATCH, handleRelay as DELETE };
// #endregion route
