import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { TriggerConfigFormController } from './useTriggerConfigForm';

export interface TriggerFormContextValue extends TriggerConfigFormController {
  messages: Messages['triggerForm'];
  common: Messages['common'];
}

export const [TriggerFormProvider, useTriggerFormContext] = createPartsContext<TriggerFormContextValue>('TriggerConfigForm');
