import type { z } from 'zod';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { AuditFilters } from '../auditTypes';

/** The filter form's fields as typed and picked (`''` for a filter left off). */
export interface AuditFilterInput {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
}

const FIELDS = ['operatorId', 'action', 'targetType', 'targetId'] as const;

/** The form filled in with the filters in force. */
export const filterInputOf = (filters: AuditFilters): AuditFilterInput => ({
  operatorId: filters.operatorId === undefined ? '' : String(filters.operatorId),
  action: filters.action ?? '',
  targetType: filters.targetType ?? '',
  targetId: filters.targetId === undefined ? '' : String(filters.targetId),
});

/** A field's text read by its schema: undefined when it is empty or refused. */
function read<S extends z.ZodType>(schema: S, text: string): z.output<S> | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parsed = schema.safeParse(trimmed);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The filters of the form, each field read by `admin.auditTrail`'s own query schema: a field left
 * empty, or one the server would refuse (an id of 0), is off. Only the filters in force are in
 * the result.
 */
export function auditFiltersOf(input: AuditFilterInput): AuditFilters {
  const { shape } = adminEndpoints.auditTrail.request;
  const operatorId = read(shape.operatorId, input.operatorId);
  const action = read(shape.action, input.action);
  const targetType = read(shape.targetType, input.targetType);
  const targetId = read(shape.targetId, input.targetId);
  return {
    ...(operatorId === undefined ? {} : { operatorId }),
    ...(action === undefined ? {} : { action }),
    ...(targetType === undefined ? {} : { targetType }),
    ...(targetId === undefined ? {} : { targetId }),
  };
}

/** How many filters are in force. */
export const activeFilterCount = (filters: AuditFilters): number =>
  FIELDS.filter((field) => filters[field] !== undefined).length;
