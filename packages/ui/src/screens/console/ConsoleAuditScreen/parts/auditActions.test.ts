import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { AUDIT_ACTIONS, actionName, knownAction } from './auditActions';

describe('the audit trail’s actions', () => {
  it('are every admin endpoint that changes something, and only those', () => {
    const changing = Object.values(adminEndpoints)
      .filter(
        (endpoint) =>
          (endpoint.method === 'POST' || endpoint.method === 'DELETE') && !endpoint.readOnly,
      )
      .map((endpoint) => endpoint.name)
      .sort();
    expect(AUDIT_ACTIONS.map(actionName).sort()).toEqual(changing);
  });

  it('read an entry’s action name, and leave an unknown one to be shown as it is', () => {
    expect(knownAction('admin.refuseWithdrawal')).toBe('refuseWithdrawal');
    expect(knownAction('admin.somethingNew')).toBeUndefined();
    expect(knownAction('refuseWithdrawal')).toBeUndefined();
  });
});
