export { ConnectionStatus } from './ConnectionStatus';
export type { ConnectionState, ConnectionStatusProps } from './ConnectionStatus';
