import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { ToolApprovalController } from './useToolApprovalCard';

export interface ToolApprovalContextValue extends ToolApprovalController {
  messages: Messages['toolApproval'];
}

export const [ToolApprovalProvider, useToolApprovalContext] = createPartsContext<ToolApprovalContextValue>('ToolApproval');
