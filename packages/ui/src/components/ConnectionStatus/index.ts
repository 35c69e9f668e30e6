export { ConnectionStatus } from './ConnectionStatus';
export type {
  ConnectionState,
  ConnectionStatusPlacement,
  ConnectionStatusProps,
} from './ConnectionStatus';
