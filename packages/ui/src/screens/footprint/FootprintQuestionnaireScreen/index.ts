export { FootprintQuestionnaireScreen } from './FootprintQuestionnaireScreen';
export type {
  FootprintChoiceQuestion,
  FootprintNumberQuestion,
  FootprintQuestion,
  FootprintQuestionnaireScreenProps,
} from './FootprintQuestionnaireScreen';
