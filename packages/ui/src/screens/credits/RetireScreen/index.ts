export { RetireScreen } from './RetireScreen';
export type { RetireScreenLinks, RetireScreenProps, RetirementAsked } from './RetireScreen';
