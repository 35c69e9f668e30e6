/** The files of a screenshot that no longer matches its baseline, as Vitest's failure names them. */
export interface ScreenshotChange {
  /** The committed baseline: what the story looked like. */
  reference: string;
  /** What it looks like now. */
  actual: string;
  /** The differing pixels, marked. */
  diff: string;
  /** How much differs, as Vitest says it ("18011 pixels (ratio 0.06)"). */
  amount: string;
}

const fileAfter = (message: string, heading: string): string | undefined =>
  new RegExp(`${heading}:\\s*\\n\\s*(\\S+\\.png)`).exec(message)?.[1];

/**
 * The change a failure's message reports, or null for any other failure (a play function's, a
 * story with no baseline yet).
 */
export function screenshotChangeOf(message: string): ScreenshotChange | null {
  if (!message.includes('Screenshot does not match the stored reference')) return null;
  const reference = fileAfter(message, 'Reference screenshot');
  const actual = fileAfter(message, 'Actual screenshot');
  const diff = fileAfter(message, 'Diff image');
  if (!reference || !actual || !diff) return null;
  const amount = /(\d+ pixels \(ratio [\d.]+\)) differ/.exec(message)?.[1] ?? '';
  return { reference, actual, diff, amount };
}
