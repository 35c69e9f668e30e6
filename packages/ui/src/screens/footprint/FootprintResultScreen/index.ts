export { FootprintResultScreen } from './FootprintResultScreen';
export type {
  FootprintResult,
  FootprintResultScreenLinks,
  FootprintResultScreenProps,
  OffsetChoice,
  RetiredTons,
} from './FootprintResultScreen';
