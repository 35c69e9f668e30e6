import { describe, expect, it } from 'vitest';
import { activeFilterCount, auditFiltersOf, filterInputOf } from './auditFilters';

const none = { operatorId: '', action: '', targetType: '', targetId: '' };

describe('auditFiltersOf', () => {
  it('reads every field as the trail’s query does: ids as numbers', () => {
    expect(
      auditFiltersOf({
        operatorId: ' 12 ',
        action: 'admin.refuseWithdrawal',
        targetType: 'withdrawal',
        targetId: '080',
      }),
    ).toEqual({
      operatorId: 12,
      action: 'admin.refuseWithdrawal',
      targetType: 'withdrawal',
      targetId: 80,
    });
  });

  it('leaves out the fields left empty', () => {
    const filters = auditFiltersOf({ ...none, targetType: 'operator' });
    expect(filters).toEqual({ targetType: 'operator' });
    expect(Object.keys(filters)).toEqual(['targetType']);
    expect(auditFiltersOf(none)).toEqual({});
  });

  it('leaves out what the server would refuse', () => {
    expect(
      auditFiltersOf({ operatorId: '0', action: 'refuse', targetType: 'planet', targetId: '1.5' }),
    ).toEqual({});
  });
});

describe('filterInputOf', () => {
  it('fills the form with the filters in force, and reads back the same filters', () => {
    const filters = { operatorId: 7, targetId: 81 };
    expect(filterInputOf(filters)).toEqual({ ...none, operatorId: '7', targetId: '81' });
    expect(auditFiltersOf(filterInputOf(filters))).toEqual(filters);
  });
});

describe('activeFilterCount', () => {
  it('counts the filters in force', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ action: 'admin.signIn', targetId: 7 })).toBe(2);
  });
});
