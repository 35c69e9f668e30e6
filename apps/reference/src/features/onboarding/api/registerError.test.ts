import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/apiError';
import { registerErrorOf } from './registerError';

describe('register error', () => {
  it('prefers a field code the screen places on that field', () => {
    const error = new ApiError({
      kind: 'refused',
      code: 'EMAIL_INVALID',
      fields: { icNumber: 'IC_NUMBER_INVALID', invitationCode: 'INVITATION_CODE_INVALID' },
    });
    expect(registerErrorOf(error)?.code).toBe('INVITATION_CODE_INVALID');
  });

  it('falls back to the reply code (the banner)', () => {
    const error = new ApiError({ kind: 'refused', code: 'REGISTRATION_RESTRICTED' });
    expect(registerErrorOf(error)?.code).toBe('REGISTRATION_RESTRICTED');
  });

  it('shows nothing for a cancelled call and network errors as such', () => {
    expect(registerErrorOf(new ApiError({ kind: 'aborted', code: 'OPERATION_FAILED' }))).toBe(
      undefined,
    );
    expect(registerErrorOf(null)).toBe(undefined);
    expect(registerErrorOf(new ApiError({ kind: 'network', code: 'NETWORK_ERROR' }))?.code).toBe(
      'NETWORK_ERROR',
    );
  });
});
