// Classified in @patchbay/core (`connectionHealthOf`), with the state an account is shown in.
export { connectionAttentionOf, type ConnectionAttentionReason } from '@patchbay/core';
