// How `bench:app` measures its pages: first a visit to each (is it the page intended?), then the
// Lighthouse runs, the pages taking turns in every round so that a change in the machine's load
// falls on all of them alike. A page whose visit or any run lands elsewhere is refused.
import type { StorageEntries } from './browser';
import { auditPage } from './lighthouseAudit';
import type { LighthouseRun } from './lighthouseAudit';
import { landmarkVerdict, urlVerdict } from './pageCheck';
import type { PageExpectation } from './pageCheck';
import { probePage } from './pageProbe';

export interface PageToMeasure extends PageExpectation {
  name: string;
  /** A reference page (the yardstick), not a page of the app. */
  reference: boolean;
  origin: string;
  storage?: StorageEntries;
}

export interface MeasuredPage {
  page: PageToMeasure;
  runs: LighthouseRun[];
  /** Why the page's figures are not reported, if they are not. */
  refused?: string;
}

type Log = (line: string) => void;

/** One Lighthouse run, repeated once if Lighthouse itself fails (e.g. NO_NAVSTART). */
async function auditOnceMore(url: string, storage: StorageEntries | undefined, log: Log) {
  try {
    return await auditPage(url, storage);
  } catch (error) {
    log(`    Lighthouse failed (${String(error)}); repeating the run`);
    return auditPage(url, storage);
  }
}

/** Verifies each page, then audits the pages that are what they should be, `runs` times each. */
export async function measurePages(
  pages: readonly PageToMeasure[],
  runs: number,
  log: Log,
): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  for (const page of pages) {
    log(`  visiting ${page.name} (${page.route})`);
    const observed = await probePage(`${page.origin}${page.route}`, page, page.storage);
    const verdict = landmarkVerdict(observed, page);
    measured.push(verdict.ok ? { page, runs: [] } : { page, runs: [], refused: verdict.reason });
    if (!verdict.ok) log(`    refused: ${verdict.reason}`);
  }
  for (let round = 1; round <= runs; round += 1) {
    for (const entry of measured) {
      if (entry.refused !== undefined) continue;
      const { page } = entry;
      log(`  run ${round}/${runs}: ${page.name}`);
      try {
        const run = await auditOnceMore(`${page.origin}${page.route}`, page.storage, log);
        const verdict = urlVerdict(run.finalDisplayedUrl, page.route);
        if (verdict.ok) entry.runs.push(run);
        else entry.refused = `Lighthouse run ${round} ${verdict.reason}`;
      } catch (error) {
        entry.refused = `Lighthouse failed twice in run ${round}: ${String(error)}`;
      }
      if (entry.refused !== undefined) log(`    refused: ${entry.refused}`);
    }
  }
  return measured;
}
