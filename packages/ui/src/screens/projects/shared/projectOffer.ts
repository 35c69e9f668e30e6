import { purchaseCapRefusal } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, ProjectDetail } from '@carbonmarket/domain';

/**
 * What the project's page offers its viewer at the bottom of the screen:
 * - `order`: buy (in progress) or book (presale);
 * - `signIn`: a visitor without a session, on a project that takes orders: log in or register;
 * - `guest`: a guest, who may not order: register (or log in as a member);
 * - `upgrade`: a member below the project's level: the way to a higher membership;
 * - `startsLater`: the sale has not begun: a countdown to its start when the start is known;
 * - `refused`: any other reason from the catalogue (risk, lock, ended, full, a purchase cap).
 */
export type ProjectOffer =
  | { kind: 'order'; order: 'purchase' | 'presale' }
  | { kind: 'signIn' }
  | { kind: 'guest' }
  | { kind: 'upgrade' }
  | { kind: 'startsLater'; startsAt: Date | null }
  | { kind: 'refused'; reason: ErrorCode; params?: ErrorParams };

/** Why a project in this status takes no order from anyone, or null when it takes them. */
function statusReason(project: ProjectDetail): ErrorCode | null {
  switch (project.status) {
    case 'in_progress':
    case 'presale':
      return null;
    case 'full':
      return 'PROJECT_FULL';
    case 'ended':
    case 'closed':
      return 'PROJECT_ENDED';
    case 'not_begun':
    case 'reservation_waiting':
    case 'pending_review':
      return 'PROJECT_NOT_BEGUN';
    default:
      return project.status satisfies never;
  }
}

/** The reason's offer: its own way forward where there is one, the catalogue's message otherwise. */
function offerFor(reason: ErrorCode, project: ProjectDetail, now: Date): ProjectOffer {
  switch (reason) {
    case 'GUEST_RESTRICTED':
      return { kind: 'guest' };
    case 'MEMBERSHIP_LEVEL_TOO_LOW':
      return { kind: 'upgrade' };
    case 'PROJECT_NOT_BEGUN': {
      const start = project.sellingStartsAt;
      return {
        kind: 'startsLater',
        startsAt: start !== null && start.getTime() > now.getTime() ? start : null,
      };
    }
    case 'PURCHASE_MONTHLY_LIMIT_REACHED':
    case 'PURCHASE_TOTAL_LIMIT_REACHED': {
      // The counts and the cap for the message's `{times}` and `{maxtimes}` (the server sends the
      // code only with a project).
      const viewer = project.viewer;
      const cap =
        viewer === null
          ? null
          : purchaseCapRefusal(
              { thisMonth: viewer.ordersThisMonth, total: viewer.ordersTotal },
              { maxPerMonth: viewer.maxPerMonth, maxTotal: viewer.maxTotal },
            );
      return cap?.params && cap.reason === reason
        ? { kind: 'refused', reason, params: cap.params }
        : { kind: 'refused', reason };
    }
    default:
      return { kind: 'refused', reason };
  }
}

/**
 * The offer of the project's page: the server's word for a signed-in viewer (`viewer`), the
 * project's status for a visitor without a session. `now` is the server's time.
 */
export function projectOffer(project: ProjectDetail, now: Date): ProjectOffer {
  const { viewer } = project;
  if (viewer === null) {
    const reason = statusReason(project);
    return reason === null ? { kind: 'signIn' } : offerFor(reason, project, now);
  }
  if (viewer.reason !== null) return offerFor(viewer.reason, project, now);
  if (viewer.action !== null) return { kind: 'order', order: viewer.action };
  return offerFor(statusReason(project) ?? 'OPERATION_FAILED', project, now);
}
