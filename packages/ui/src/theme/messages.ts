import { abilitiesMessages } from './messages/abilities';
import { aliasMessages } from './messages/alias';
import { commonMessages } from './messages/common';
import { connectMessages } from './messages/connect';
import { connectionHealthMessages } from './messages/connectionHealth';
import { connectionRequestMessages } from './messages/connectionRequest';
import { connectionsMessages } from './messages/connections';
import { dropzoneMessages } from './messages/dropzone';
import { errorMessages } from './messages/errors';
import { pickerMessages } from './messages/picker';
import { toolApprovalMessages } from './messages/toolApproval';
import { toolFormMessages } from './messages/toolForm';
import { triggerFormMessages } from './messages/triggerForm';
import type { DeepPartial } from './mergeMessages';

export type { AuthKind, ExplainerCase } from './messages/connect';
export { mergeMessages } from './mergeMessages';

/**
 * Every string the components show, in English. Pass a partial override to
 * `PatchbayUIProvider` (or a component's `messages` prop) to translate.
 * Functions take the values a sentence needs. Each section lives in
 * `messages/<section>.ts`, so a component bundles only the sections it reads.
 */
export const defaultMessages = {
  common: commonMessages,
  errors: errorMessages,
  connect: connectMessages,
  connectionRequest: connectionRequestMessages,
  connections: connectionsMessages,
  connectionHealth: connectionHealthMessages,
  alias: aliasMessages,
  abilities: abilitiesMessages,
  picker: pickerMessages,
  triggerForm: triggerFormMessages,
  toolForm: toolFormMessages,
  toolApproval: toolApprovalMessages,
  dropzone: dropzoneMessages,
};

export type Messages = typeof defaultMessages;

export type MessagesOverride = DeepPartial<Messages>;
