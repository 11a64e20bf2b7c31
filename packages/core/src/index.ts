// Connecting accounts through the hosted page
export { createConnectStore } from './connect/connectStore';
export type { ConnectStore, ConnectStoreOptions } from './connect/connectStore';
export type { ConnectOptions } from './connect/connectOptions';
export { connectAttempts } from './connect/connectAttempts';
export type { ConnectAttempts } from './connect/connectAttempts';
// The health of a connected account: the one classification the kit's views read
export { attentionReasonOf, connectionAttentionOf, connectionHealthOf, connectionStateOf } from './connect/connectionHealthOf';
export type { ConnectionAttentionReason, ConnectionHealth, UserConnectionState } from './connect/connectionHealthOf';
export { loadConnectFlow } from './connect/loadConnectFlow';
export { completeConnectCallback } from './connect/callbackMessage';
export type {
  CallbackParams,
  CallbackResult,
  CallbackStatus,
  CompleteConnectCallbackOptions,
  ConnectCallbackMessage,
} from './connect/callbackMessage';
export { IDLE_SNAPSHOT } from './connect/connectTypes';
export type { ConnectEvent, ConnectExit, ConnectInput, ConnectLink, ConnectSnapshot, ConnectStatus } from './connect/connectTypes';
export type { PopupSize } from './connect/openPopup';
export type { HostedTheme, HostedThemeOption } from './connect/hostedTheme';

// Uploading files with MD5 de-duplication
export { createUploadStore, isUploading } from './upload/uploadStore';
export type { UploadOptions, UploadStore, UploadStoreOptions } from './upload/uploadStore';
export type { UploadItem, UploadStatus } from './upload/uploadTypes';
export type { PutFile, PutFileOptions } from './upload/putFile';
export { createHasher } from './hashing';
export type { Hasher, HasherOptions, HashOptions, HashProgress } from './hashing';
