import type { ProjectDetail } from '@carbonmarket/domain';

/**
 * Where the project stands in its selling window at `now`: sales open at a time to come, close at a
 * time to come (while it sells), or are over (with when they closed, if known). Null when there is
 * nothing to count: a project with no window, or one the operator holds back.
 */
export type SellingWindow =
  { phase: 'opens'; at: Date } | { phase: 'closes'; at: Date } | { phase: 'over'; at: Date | null };

type WindowFacts = Pick<ProjectDetail, 'status' | 'sellingStartsAt' | 'sellingEndsAt'>;

export function sellingWindow(project: WindowFacts, now: Date): SellingWindow | null {
  const { status, sellingStartsAt: start, sellingEndsAt: end } = project;
  const time = now.getTime();
  switch (status) {
    case 'ended':
    case 'full':
    case 'closed':
      return { phase: 'over', at: end !== null && end.getTime() <= time ? end : null };
    case 'pending_review':
      return null;
    case 'in_progress':
    case 'presale':
    case 'not_begun':
    case 'reservation_waiting':
      if (start !== null && time < start.getTime()) return { phase: 'opens', at: start };
      if (end !== null && time < end.getTime())
        return status === 'in_progress' || status === 'presale'
          ? { phase: 'closes', at: end }
          : null;
      if (end !== null) return { phase: 'over', at: end };
      return null;
    default:
      return status satisfies never;
  }
}
