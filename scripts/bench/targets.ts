// The targets `bench:app` prints beside the figures (docs/adr/019-prerendered-public-pages.md and
// the first-load budget of docs/adr/009-first-load-budget.md): each figure is marked within or
// over. Medians are compared, never the best run.
import type { Summary } from './figures';

export const TARGETS = {
  /** Lighthouse performance score, at least. */
  score: 95,
  /** LCP at most this many times the bare React page's LCP in the same run. */
  lcpToBareReact: 1.2,
  tbtMs: 150,
  cls: 0.02,
  /** Lighthouse accessibility score. */
  accessibility: 100,
  /** The JavaScript the entry needs, gzip -9, in KB. */
  entryKb: 110,
  /** Each lazily loaded route chunk (with what it adds on top of the entry), gzip -9, in KB. */
  lazyChunkKb: 25,
} as const;

/** The figures of a page over its runs that are held to a target. */
export interface TargetFigures {
  score: Summary;
  lcpMs: Summary;
  tbtMs: Summary;
  cls: Summary;
  accessibility: Summary;
}

export interface TargetCheck {
  figure: 'performance' | 'LCP' | 'TBT' | 'CLS' | 'accessibility';
  /** The target in words, with the LCP limit of this run. */
  target: string;
  ok: boolean;
}

export const mark = (ok: boolean) => (ok ? 'within' : 'OVER');

/** Each figure of an app page against its target; `bareReactLcpMs` is the median of this run. */
export function checkTargets(figures: TargetFigures, bareReactLcpMs: number): TargetCheck[] {
  const lcpLimit = TARGETS.lcpToBareReact * bareReactLcpMs;
  return [
    {
      figure: 'performance',
      target: `≥ ${TARGETS.score}`,
      ok: figures.score.median >= TARGETS.score,
    },
    {
      figure: 'LCP',
      target: `≤ ${TARGETS.lcpToBareReact} × bare React = ${lcpLimit.toFixed(0)} ms`,
      ok: figures.lcpMs.median <= lcpLimit,
    },
    {
      figure: 'TBT',
      target: `≤ ${TARGETS.tbtMs} ms`,
      ok: figures.tbtMs.median <= TARGETS.tbtMs,
    },
    { figure: 'CLS', target: `≤ ${TARGETS.cls}`, ok: figures.cls.median <= TARGETS.cls },
    {
      figure: 'accessibility',
      target: `= ${TARGETS.accessibility}`,
      ok: figures.accessibility.median >= TARGETS.accessibility,
    },
  ];
}
