import type { ErrorCode } from '../errors/catalogue';
import { meetsLevel } from '../model/membership';
import type { MembershipLevel } from '../model/membership';
import type { ProjectStatus } from '../model/status';
import type { VisitorType } from '../model/visitor';
import { singaporeWeekend } from '../time/singapore';

/** The answer of every permission check: allowed, or refused with the catalogue's reason. */
export type Permission = { ok: true } | { ok: false; reason: ErrorCode };

const allow: Permission = { ok: true };
const refuse = (reason: ErrorCode): Permission => ({ ok: false, reason });

/** What the rules need to know about the person using the app. */
export interface Viewer {
  visitorType: VisitorType;
  /** Flagged by the operator as a risk: may not order or withdraw. */
  risk: boolean;
  level: MembershipLevel;
  /** Locked after too many wrong passwords. */
  locked: boolean;
  /** Balance frozen after too many wrong withdrawal passwords. */
  frozen?: boolean;
}

/** What the rules need to know about a project. */
export interface ProjectGate {
  status: ProjectStatus;
  /** Lowest membership level that may join. */
  minLevel: MembershipLevel;
}

/** Checks every action shares: guests, locked accounts. */
function member(viewer: Viewer): Permission {
  if (viewer.visitorType === 'guest') return refuse('GUEST_RESTRICTED');
  if (viewer.locked) return refuse('ACCOUNT_LOCKED');
  return allow;
}

/** Checks of actions that move money out or commit to buy: plus the risk flag. */
function trustedMember(viewer: Viewer): Permission {
  const base = member(viewer);
  if (!base.ok) return base;
  return viewer.risk ? refuse('RISK_ACCOUNT_RESTRICTED') : allow;
}

/** Why a project in this status cannot take an order now, or null when it can. */
function statusReason(status: ProjectStatus, wanted: 'in_progress' | 'presale'): ErrorCode | null {
  if (status === wanted) return null;
  switch (status) {
    case 'full':
      return 'PROJECT_FULL';
    case 'ended':
    case 'closed':
      return 'PROJECT_ENDED';
    case 'in_progress':
    case 'presale':
    case 'pending_review':
    case 'not_begun':
    case 'reservation_waiting':
      return 'PROJECT_NOT_BEGUN';
    default:
      return status satisfies never;
  }
}

/** May the viewer join this project at all (membership level)? */
export function canJoinProject(viewer: Viewer, project: ProjectGate): Permission {
  if (viewer.visitorType === 'guest') return refuse('GUEST_RESTRICTED');
  return meetsLevel(viewer.level, project.minLevel) ? allow : refuse('MEMBERSHIP_LEVEL_TOO_LOW');
}

function canOrder(
  viewer: Viewer,
  project: ProjectGate,
  wanted: 'in_progress' | 'presale',
): Permission {
  const who = trustedMember(viewer);
  if (!who.ok) return who;
  const join = canJoinProject(viewer, project);
  if (!join.ok) return join;
  const reason = statusReason(project.status, wanted);
  return reason ? refuse(reason) : allow;
}

/** May the viewer buy credits of this project now (only while it is in progress)? */
export const canBuy = (viewer: Viewer, project: ProjectGate): Permission =>
  canOrder(viewer, project, 'in_progress');

/** May the viewer book this presale now (only while it is in presale)? */
export const canBook = (viewer: Viewer, project: ProjectGate): Permission =>
  canOrder(viewer, project, 'presale');

/** May the viewer sell normal carbon credits? */
export const canSell = (viewer: Viewer): Permission => trustedMember(viewer);

/**
 * May the viewer retire credits they hold? A retirement cannot be undone, so the accounts that
 * may not sell (guests, locked and risk-flagged accounts) may not retire either.
 */
export const canRetire = (viewer: Viewer): Permission => trustedMember(viewer);

/** May the viewer sell presale credits? Needs the configured level (P3 by default); below it, contact customer service. */
export function canSellPresale(viewer: Viewer, minLevel: MembershipLevel): Permission {
  const base = canSell(viewer);
  if (!base.ok) return base;
  return meetsLevel(viewer.level, minLevel) ? allow : refuse('PRESALE_SELL_CONTACT_SERVICE');
}

/** May the viewer ask for a withdrawal now? Not on Saturdays or Sundays (Singapore time). */
export function canWithdraw(viewer: Viewer, now: Date): Permission {
  const base = trustedMember(viewer);
  if (!base.ok) return base;
  if (viewer.frozen) return refuse('BALANCE_FROZEN');
  const weekend = singaporeWeekend(now);
  if (weekend === 'saturday') return refuse('WITHDRAWAL_CLOSED_SATURDAY');
  if (weekend === 'sunday') return refuse('WITHDRAWAL_CLOSED_SUNDAY');
  return allow;
}

/** May the viewer top up the wallet? Risk-flagged members may (only ordering and withdrawing are barred). */
export const canTopUp = (viewer: Viewer): Permission => member(viewer);

/**
 * May the visitor open the account area (the profile tab and the pages under it)? Guests browse
 * everything else but have no account: they are offered registration instead.
 */
export const canOpenAccountArea = (visitorType: VisitorType): Permission =>
  visitorType === 'guest' ? refuse('GUEST_RESTRICTED') : allow;
