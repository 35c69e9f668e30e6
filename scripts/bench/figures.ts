// Median and spread of a figure over several runs: what `bench:app` reports for each page, so a
// lucky run is never the figure shown.

/** One figure over the runs: the median, and the smallest and largest run. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The median, the smallest and the largest of `values`. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('A summary of no values');
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  };
}

/** The summary of each numeric field over a list of runs. */
export function summarizeRuns<K extends string>(
  runs: readonly Record<K, number>[],
  keys: readonly K[],
): Record<K, Summary> {
  const result = {} as Record<K, Summary>;
  for (const key of keys) result[key] = summarize(runs.map((run) => run[key]));
  return result;
}

/** `median (min–max)` of `values`, each with `digits` decimals: how a figure is printed. */
export function spread(values: readonly number[], digits: number): string {
  const { median: middle, min, max } = summarize(values);
  return `${middle.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}
