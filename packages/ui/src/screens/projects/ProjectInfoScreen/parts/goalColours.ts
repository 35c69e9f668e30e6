import type { SdgGoal } from '@carbonmarket/domain';

/** A goal's colour and the ink its number and name are written in on it. */
export interface GoalColour {
  background: string;
  ink: string;
}

const WHITE = '#ffffff';
const DARK = '#1a1a1a';

/**
 * The UN's colour of each Sustainable Development Goal, with the ink (white or near-black) that
 * reads on it at a contrast of at least 4.5:1. The same in light and dark themes: the colours are
 * the goals' own.
 */
export const GOAL_COLOURS: Record<SdgGoal, GoalColour> = {
  1: { background: '#e5243b', ink: WHITE },
  2: { background: '#dda63a', ink: DARK },
  3: { background: '#4c9f38', ink: DARK },
  4: { background: '#c5192d', ink: WHITE },
  5: { background: '#ff3a21', ink: DARK },
  6: { background: '#26bde2', ink: DARK },
  7: { background: '#fcc30b', ink: DARK },
  8: { background: '#a21942', ink: WHITE },
  9: { background: '#fd6925', ink: DARK },
  10: { background: '#dd1367', ink: WHITE },
  11: { background: '#fd9d24', ink: DARK },
  12: { background: '#bf8b2e', ink: DARK },
  13: { background: '#3f7e44', ink: WHITE },
  14: { background: '#0a97d9', ink: DARK },
  15: { background: '#56c02b', ink: DARK },
  16: { background: '#00689d', ink: WHITE },
  17: { background: '#19486a', ink: WHITE },
};
