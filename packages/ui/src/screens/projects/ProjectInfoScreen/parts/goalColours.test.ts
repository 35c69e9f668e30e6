import { describe, expect, it } from 'vitest';
import { SDG_GOALS } from '@carbonmarket/domain';
import { contrastRatio } from '../../../../theme/contrast';
import { GOAL_COLOURS } from './goalColours';

describe('the goals’ colours', () => {
  it.each(SDG_GOALS.map((goal) => [goal, GOAL_COLOURS[goal]] as const))(
    'goal %i is written in ink that reads on its colour (4.5:1 or more)',
    (_goal, { background, ink }) => {
      expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('are all different', () => {
    const backgrounds = SDG_GOALS.map((goal) => GOAL_COLOURS[goal].background);
    expect(new Set(backgrounds).size).toBe(SDG_GOALS.length);
  });
});
