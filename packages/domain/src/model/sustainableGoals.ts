/** The UN Sustainable Development Goals, by number: 1 No poverty to 17 Partnerships for the goals. */
export const SDG_GOALS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;

export type SdgGoal = (typeof SDG_GOALS)[number];

export const isSdgGoal = (value: unknown): value is SdgGoal =>
  typeof value === 'number' && (SDG_GOALS as readonly number[]).includes(value);

/** The goals in their own order (1 to 17), each once. */
export function orderedGoals(goals: Iterable<SdgGoal>): SdgGoal[] {
  const present = new Set(goals);
  return SDG_GOALS.filter((goal) => present.has(goal));
}
