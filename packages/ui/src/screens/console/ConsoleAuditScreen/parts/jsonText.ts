import type { AuditJson } from '../auditTypes';

/**
 * A JSON value of an entry as one line of text: a text as it is (an empty one as `""`), a number
 * or a truth value as JSON writes it, a list or a record as compact JSON; `empty` for null or a
 * field missing on that side.
 */
export function jsonText(value: AuditJson | undefined, empty: string): string {
  if (value === undefined || value === null) return empty;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
