import lighthouse from 'lighthouse';
import { withChromium, writeStorage } from './browser';
import type { StorageEntries } from './browser';

/** What one Lighthouse run of a page gives `bench:app`. */
export interface LighthouseRun {
  /** The address the page ended on (after redirects, the app's included). */
  finalDisplayedUrl: string;
  /** Lighthouse's measure of the machine's speed (higher is faster), to compare machines. */
  benchmarkIndex: number;
  /** Lighthouse performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility score, 0–100. */
  accessibility: number;
  /** Best-practices score, 0–100. */
  bestPractices: number;
}

interface Lhr {
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
}

const numeric = (lhr: Lhr, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
};

const category = (lhr: Lhr, id: string) => {
  const score = lhr.categories[id]?.score;
  if (score === undefined || score === null) throw new Error(`Lighthouse scored no ${id}`);
  return Math.round(score * 100);
};

/**
 * Audits `url` with Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G
 * and 4x CPU slowdown) in a fresh headless system Chromium, so every run starts with a cold cache:
 * performance, accessibility and best practices. With `storage`, the entries are written on the
 * origin first and Lighthouse is told to keep them.
 */
export async function auditPage(url: string, storage?: StorageEntries): Promise<LighthouseRun> {
  return withChromium(async (port) => {
    if (storage) await writeStorage(port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return {
      finalDisplayedUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      score: category(lhr, 'performance'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      accessibility: category(lhr, 'accessibility'),
      bestPractices: category(lhr, 'best-practices'),
    };
  });
}
