export { MembershipScreen } from './MembershipScreen';
export type {
  ChosenPlan,
  MembershipOffer,
  MembershipReceipt,
  MembershipScreenLinks,
  MembershipScreenProps,
} from './MembershipScreen';
