export { FaqScreen } from './FaqScreen';
export type { FaqAnswers, FaqOption, FaqQuestion, FaqScreenProps } from './FaqScreen';
