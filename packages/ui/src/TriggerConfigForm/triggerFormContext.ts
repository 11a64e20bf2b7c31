import { createContext, useContext } from 'react';
import type { Messages } from '../theme/messages';
import type { TriggerConfigFormController } from './useTriggerConfigForm';

export interface TriggerFormContextValue extends TriggerConfigFormController {
  messages: Messages['triggerForm'];
  common: Messages['common'];
  unstyled: boolean | undefined;
}

export const TriggerFormContext = createContext<TriggerFormContextValue | null>(null);

export function useTriggerFormContext(part: string): TriggerFormContextValue {
  const context = useContext(TriggerFormContext);
  if (!context) throw new Error(`TriggerConfigForm.${part} must be inside TriggerConfigForm.Root.`);
  return context;
}
