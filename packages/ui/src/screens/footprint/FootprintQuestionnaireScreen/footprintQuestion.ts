import type { FootprintSection } from '@carbonmarket/domain';

/** A whole number between `min` and `max`, in `unit` (texts in the reader's language). */
export interface FootprintNumberQuestion {
  kind: 'number';
  id: string;
  section: FootprintSection;
  text: string;
  min: number;
  max: number;
  unit: string;
}

/** One option out of a list. */
export interface FootprintChoiceQuestion {
  kind: 'single';
  id: string;
  section: FootprintSection;
  text: string;
  options: readonly { id: string; text: string }[];
}

/** One question of the footprint questionnaire, as the server sends it. */
export type FootprintQuestion = FootprintNumberQuestion | FootprintChoiceQuestion;
