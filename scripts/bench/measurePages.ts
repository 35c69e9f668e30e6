// How `bench:app` measures its pages: first a visit to each (is it the page intended?), then the
// Lighthouse runs, the pages taking turns in every round so that a change in the machine's load
// falls on all of them alike. A page whose visit or any run lands elsewhere is refused. A run that
// Lighthouse itself cannot complete (NO_NAVSTART now and then) is tried again, and after three
// failures left out and reported.
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
  /** Runs left out because Lighthouse failed on every attempt: why, by run. */
  failedRuns: string[];
  /** Why the page's figures are not reported, if they are not. */
  refused?: string;
}

type Log = (line: string) => void;

/** What audits and what visits a page: Lighthouse and Chromium (replaceable, to try the bookkeeping without a browser). */
export interface Tools {
  audit: (url: string, storage?: StorageEntries) => Promise<LighthouseRun>;
  probe: typeof probePage;
}

const ATTEMPTS = 3;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One Lighthouse run: its result, or why Lighthouse failed on each of the attempts. */
async function auditRun(
  audit: Tools['audit'],
  page: PageToMeasure,
  log: Log,
): Promise<LighthouseRun | Error> {
  let failure = new Error('no attempt');
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await audit(`${page.origin}${page.route}`, page.storage);
    } catch (error) {
      failure = new Error(message(error));
      log(
        `    Lighthouse failed (${failure.message})${attempt < ATTEMPTS ? '; trying again' : ''}`,
      );
    }
  }
  return failure;
}

/** Verifies each page, then audits the pages that are what they should be, `runs` times each. */
export async function measurePages(
  pages: readonly PageToMeasure[],
  runs: number,
  log: Log,
  { audit, probe }: Tools = { audit: auditPage, probe: probePage },
): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  for (const page of pages) {
    log(`  visiting ${page.name} (${page.route})`);
    const verdict = landmarkVerdict(
      await probe(`${page.origin}${page.route}`, page, page.storage),
      page,
    );
    measured.push({
      page,
      runs: [],
      failedRuns: [],
      ...(verdict.ok ? {} : { refused: verdict.reason }),
    });
    if (!verdict.ok) log(`    refused: ${verdict.reason}`);
  }
  for (let round = 1; round <= runs; round += 1) {
    for (const entry of measured) {
      if (entry.refused !== undefined) continue;
      const { page } = entry;
      log(`  run ${round}/${runs}: ${page.name}`);
      const run = await auditRun(audit, page, log);
      if (run instanceof Error) {
        entry.failedRuns.push(
          `run ${round} failed in Lighthouse ${ATTEMPTS} times: ${run.message}`,
        );
        continue;
      }
      const verdict = urlVerdict(run.finalDisplayedUrl, page.route);
      if (verdict.ok) entry.runs.push(run);
      else {
        entry.refused = `Lighthouse run ${round} ${verdict.reason}`;
        log(`    refused: ${entry.refused}`);
      }
    }
  }
  for (const entry of measured) {
    if (entry.refused === undefined && entry.runs.length === 0) {
      entry.refused = `no Lighthouse run completed (${entry.failedRuns.join('; ')})`;
    }
  }
  return measured;
}
