export { ConnectionRequest, type ConnectionRequestProps } from './ConnectionRequest';
