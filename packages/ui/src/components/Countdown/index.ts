export { Countdown } from './Countdown';
export type { CountdownProps, CountdownVariant } from './Countdown';
