export { Button, type ButtonProps } from './Button';
export { ErrorNotice, apiErrorOf, type ErrorNoticeProps } from './ErrorNotice';
export { LiveRegion, type LiveRegionProps } from './LiveRegion';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatusPill, type StatusPillProps } from './StatusPill';
export { VisuallyHidden, visuallyHiddenStyle } from './VisuallyHidden';
