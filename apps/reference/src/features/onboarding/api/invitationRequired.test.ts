import { describe, expect, it } from 'vitest';
import { invitationRequired } from './invitationRequired';

describe('invitationRequired', () => {
  it('is true only when base config says so', () => {
    const limits = (required: unknown) => ({
      limits: { registration: { invitationRequired: required } },
    });
    expect(invitationRequired(limits(true))).toBe(true);
    expect(invitationRequired(limits(false))).toBe(false);
    expect(invitationRequired(limits('true'))).toBe(false);
    expect(invitationRequired({ limits: {} })).toBe(false);
    expect(invitationRequired(null)).toBe(false);
  });
});
