// Classified in @patchbay/core (`connectionHealthOf`), with the reason an account needs the user.
export { connectionStateOf, type UserConnectionState } from '@patchbay/core';
