export {
  FAQ_QUESTION_KINDS,
  faqAnswerIssues,
  answeredEntries,
  faqFormSchemaFor,
} from './faqAnswers';
export type { FaqQuestionKind, FaqQuestionRule, FaqAnswers, FaqForm } from './faqAnswers';
export { isSafeImageUrl, isSafeLinkUrl } from './urls';
