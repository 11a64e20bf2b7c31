export { ToolApproval, type ToolApprovalProps } from './ToolApproval';
export { ToolApprovalRoot, type ToolApprovalRootProps } from './ToolApprovalRoot';
export { ToolApprovalHeader, type ToolApprovalHeaderProps } from './ToolApprovalHeader';
export { ToolApprovalStatus, type ToolApprovalStatusProps } from './ToolApprovalStatus';
export { ToolApprovalArguments, type ToolApprovalArgumentsProps } from './ToolApprovalArguments';
export { ToolApprovalActions, type ToolApprovalActionsProps } from './ToolApprovalActions';
export { ToolApprovalList, type ToolApprovalListProps } from './ToolApprovalList';
