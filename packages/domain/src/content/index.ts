export { FAQ_QUESTION_KINDS, faqAnswerIssues, answeredEntries } from './faqAnswers';
export type { FaqQuestionKind, FaqQuestionRule, FaqAnswers } from './faqAnswers';
export { isSafeImageUrl, isSafeLinkUrl } from './urls';
export { ARTICLE_TAGS } from './articleTags';
