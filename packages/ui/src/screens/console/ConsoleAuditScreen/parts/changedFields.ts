import type { AuditJson } from '../auditTypes';

/**
 * One field that differs between an entry's `before` and `after`: its name (`null` when the two
 * are not both records, so they are compared whole) and its values, `undefined` where it is
 * missing on that side.
 */
export interface FieldChange {
  field: string | null;
  before: AuditJson | undefined;
  after: AuditJson | undefined;
}

type JsonRecord = { [key: string]: AuditJson };

const isRecord = (value: AuditJson | null): value is JsonRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether two JSON values are the same, whatever the order of their records' fields. */
export function sameJson(a: AuditJson | undefined, b: AuditJson | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameJson(a[key], b[key]));
  }
  return false;
}

/**
 * The top-level fields that differ between the target as it was and as the action left it, in
 * the order they first appear (`before`'s fields, then those only `after` has). A target created
 * by the action (`before` null) lists every field it got; one deleted (`after` null), every field
 * it lost. Two values that are not both records are one change of the whole value, if they
 * differ; nothing before and nothing after is no change.
 */
export function changedFields(before: AuditJson | null, after: AuditJson | null): FieldChange[] {
  if (before === null && after === null) return [];
  const was = before === null ? {} : before;
  const is = after === null ? {} : after;
  if (!isRecord(was) || !isRecord(is))
    return sameJson(before, after)
      ? []
      : [{ field: null, before: before ?? undefined, after: after ?? undefined }];
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !sameJson(was[field], is[field]))
    .map((field) => ({ field, before: was[field], after: is[field] }));
}
