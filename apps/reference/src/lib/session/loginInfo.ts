import { VISITOR_TYPES } from '@carbonmarket/domain';
import type { VisitorType } from '@carbonmarket/domain';

/**
 * What `loginInfo` holds: the spec's fields (mem_id, realname, account, mobile, avatar) plus the
 * visitor type and the FAQ flag `is_answer`, which the product keeps with the signed-in visitor.
 */
export interface LoginInfo {
  mem_id: number;
  realname: string;
  account: string;
  mobile: string;
  avatar: string;
  visitorType: VisitorType;
  is_answer: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads stored `loginInfo` text defensively (it may come from an older version of the app or be
 * edited by hand): unknown or missing fields take the spec's defaults (mem_id 0, empty text), an
 * unknown visitor type reads as personal, and anything unreadable is null.
 */
export function parseLoginInfo(raw: string | null): LoginInfo | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const memId = Number(value['mem_id']);
  const visitorType = (VISITOR_TYPES as readonly unknown[]).includes(value['visitorType'])
    ? (value['visitorType'] as VisitorType)
    : 'personal';
  return {
    mem_id: Number.isSafeInteger(memId) && memId > 0 ? memId : 0,
    realname: text(value['realname']),
    account: text(value['account']),
    mobile: text(value['mobile']),
    avatar: text(value['avatar']),
    visitorType,
    is_answer: value['is_answer'] === true || value['is_answer'] === 1,
  };
}
