import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SDG_GOALS, isSdgGoal, orderedGoals } from './sustainableGoals';
import type { SdgGoal } from './sustainableGoals';

describe('sustainable development goals', () => {
  it('are the numbers 1 to 17', () => {
    expect(SDG_GOALS).toHaveLength(17);
    expect(SDG_GOALS.every((goal, index) => goal === index + 1)).toBe(true);
    expect(isSdgGoal(13)).toBe(true);
    expect(isSdgGoal(0)).toBe(false);
    expect(isSdgGoal(18)).toBe(false);
    expect(isSdgGoal(1.5)).toBe(false);
    expect(isSdgGoal('13')).toBe(false);
  });

  it('are put in their own order, each once', () => {
    expect(orderedGoals([15, 13, 1, 13])).toEqual([1, 13, 15]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SDG_GOALS)), (goals: SdgGoal[]) => {
        const ordered = orderedGoals(goals);
        expect(new Set(ordered)).toEqual(new Set(goals));
        expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
        expect(new Set(ordered).size).toBe(ordered.length);
      }),
    );
  });
});
