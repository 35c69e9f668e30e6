export { FundRecordsScreen } from './FundRecordsScreen';
export type {
  FundRecordPages,
  FundRecordsScreenLinks,
  FundRecordsScreenProps,
} from './FundRecordsScreen';
