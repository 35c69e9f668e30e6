// What `bench:app` prints about the Lighthouse runs: the machine's benchmark index, then for each
// page the median and range of every figure, its LCP against the two reference pages, and for
// the app's pages each figure against its target. Refused pages get one line saying why.
import { summarize, summarizeRuns } from './figures';
import type { Summary } from './figures';
import type { LighthouseRun } from './lighthouseAudit';
import type { MeasuredPage } from './measurePages';
import { checkTargets, mark } from './targets';
import type { TargetCheck } from './targets';

const FIGURES = ['score', 'lcpMs', 'tbtMs', 'cls', 'accessibility', 'bestPractices'] as const;
type Figures = Record<(typeof FIGURES)[number], Summary>;

const whole = (value: number) => value.toFixed(0);
const cls = (value: number) => value.toFixed(3);
const range = (summary: Summary, format: (value: number) => string) =>
  `${format(summary.min)}–${format(summary.max)}`;

/** One figure's line: name, median, range, then the target and its mark when it has one. */
function row(
  name: string,
  summary: Summary,
  format: (value: number) => string,
  target?: { text: string; ok: boolean },
): string {
  const figures = `  ${name.padEnd(15)}${format(summary.median).padStart(7)}  ${range(summary, format).padEnd(13)}`;
  return target ? `${figures}  ${target.text.padEnd(34)} ${mark(target.ok)}` : figures.trimEnd();
}

const runs = (count: number) => `${count} run${count === 1 ? '' : 's'}`;
const ratio = (lcpMs: number, referenceMs: number | undefined) =>
  referenceMs === undefined ? 'n/a' : `${(lcpMs / referenceMs).toFixed(2)}×`;

function printPage(
  entry: MeasuredPage,
  figures: Figures,
  lcp: { staticMs: number | undefined; bareReactMs: number | undefined },
): string[] {
  const { page } = entry;
  const lines = [
    `${page.name}  ${page.route}  (${page.reference ? 'reference' : page.visitor}, ${runs(figures.score.runs)})`,
    ...entry.failedRuns.map((failure) => `  left out: ${failure}`),
    `  ${'figure'.padEnd(15)}${'median'.padStart(7)}  ${page.reference ? 'range' : `${'range'.padEnd(13)}  target`}`,
  ];
  const checks =
    page.reference || lcp.bareReactMs === undefined
      ? undefined
      : new Map(checkTargets(figures, lcp.bareReactMs).map((c) => [c.figure, c]));
  const target = (figure: TargetCheck['figure']) => {
    const check = checks?.get(figure);
    return check ? { text: check.target, ok: check.ok } : undefined;
  };
  lines.push(
    row('performance', figures.score, whole, target('performance')),
    row('LCP ms', figures.lcpMs, whole, target('LCP')),
    `  ${'LCP ratio'.padEnd(15)}${ratio(figures.lcpMs.median, lcp.staticMs).padStart(7)}  of the static page, ${ratio(figures.lcpMs.median, lcp.bareReactMs)} of the bare React page`,
    row('TBT ms', figures.tbtMs, whole, target('TBT')),
    row('CLS', figures.cls, cls, target('CLS')),
    row('accessibility', figures.accessibility, whole, target('accessibility')),
    row('best practices', figures.bestPractices, whole),
  );
  if (!page.reference && lcp.bareReactMs === undefined) {
    lines.push('  (no targets: the bare React page was not measured)');
  }
  return lines;
}

/** The report's lines; `ok` is false when a page was refused. */
export function lighthouseReport(measured: readonly MeasuredPage[]): {
  lines: string[];
  ok: boolean;
} {
  const allRuns: LighthouseRun[] = measured.flatMap((entry) => entry.runs);
  const lines: string[] = [];
  if (allRuns.length > 0) {
    const index = summarize(allRuns.map((run) => run.benchmarkIndex));
    lines.push(
      `Lighthouse benchmarkIndex (this machine's speed; higher is faster): median ${whole(index.median)}, range ${range(index, whole)} over ${runs(index.runs)}`,
      '',
    );
  }
  const figuresOf = new Map<MeasuredPage, Figures>();
  for (const entry of measured) {
    if (entry.refused === undefined && entry.runs.length > 0) {
      figuresOf.set(entry, summarizeRuns(entry.runs, FIGURES));
    }
  }
  const referenceLcp = (route: string) => {
    const entry = measured.find((m) => m.page.reference && m.page.route === route);
    return entry ? figuresOf.get(entry)?.lcpMs.median : undefined;
  };
  const lcp = { staticMs: referenceLcp('/static/'), bareReactMs: referenceLcp('/react/') };

  const summary: string[] = [];
  for (const entry of measured) {
    const figures = figuresOf.get(entry);
    if (!figures) {
      lines.push(
        `REFUSED ${entry.page.name} (${entry.page.route}, ${entry.page.reference ? 'reference' : entry.page.visitor}): ${entry.refused ?? 'no run'}; no figures reported`,
        '',
      );
      summary.push(`  ${entry.page.name.padEnd(16)} REFUSED`);
      continue;
    }
    lines.push(...printPage(entry, figures, lcp), '');
    if (!entry.page.reference && lcp.bareReactMs !== undefined) {
      const over = checkTargets(figures, lcp.bareReactMs).filter((check) => !check.ok);
      summary.push(
        `  ${entry.page.name.padEnd(16)} ${over.length === 0 ? 'within every target' : `OVER on ${over.map((check) => check.figure).join(', ')}`}`,
      );
    }
  }
  lines.push('Targets (medians):', ...summary);
  const refused = measured.filter((entry) => !figuresOf.has(entry));
  if (refused.length > 0) {
    lines.push(
      '',
      `${refused.length} page(s) refused (${refused.map((entry) => entry.page.name).join(', ')}): see the REFUSED lines above.`,
    );
  }
  return { lines, ok: refused.length === 0 };
}
