/** One choice of a question. */
export interface FaqOption {
  /** Stable id, reported in the answers. */
  id: string;
  /** The text of the choice, in the reader's language. */
  label: string;
}

/** One question of the questionnaire. */
export interface FaqQuestion {
  /** Stable id, the key of its answer. */
  id: string;
  /** The question, in the reader's language. */
  text: string;
  /** The choices; one is picked. */
  options: readonly FaqOption[];
  /** Must be answered before submitting. */
  required: boolean;
}

/** The chosen option id per question id (unanswered optional questions are left out). */
export type FaqAnswers = Record<string, string>;
