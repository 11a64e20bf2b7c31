import type { ReactNode } from 'react';
import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { ToolFormController } from './useToolForm';

export interface ToolFormContextValue extends ToolFormController {
  messages: Messages['toolForm'];
  fieldLabels: Record<string, string> | undefined;
  submitLabel: ReactNode;
}

export const [ToolFormProvider, useToolFormContext] = createPartsContext<ToolFormContextValue>('ToolForm');
