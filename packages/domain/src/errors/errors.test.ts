import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from './catalogue';
import type { ErrorParamsOf } from './catalogue';
import { endsOperatorSession, endsSession, isErrorCode } from './errorCode';
import { ERROR_PARAM_NAMES } from './errorParams';

describe('error catalogue', () => {
  it('names, for every code, only known values, each once', () => {
    for (const code of ERROR_CODES) {
      const { params } = ERROR_CATALOGUE[code];
      expect(new Set(params).size, code).toBe(params.length);
      for (const name of params) expect(ERROR_PARAM_NAMES, code).toContain(name);
    }
  });

  it('types the values of each code', () => {
    const attempts: ErrorParamsOf<'LOGIN_PASSWORD_ATTEMPTS_LEFT'> = { times: 2 };
    const none: ErrorParamsOf<'NETWORK_ERROR'> = {};
    // @ts-expect-error: the message shows `times`, which is required.
    const missing: ErrorParamsOf<'TRADING_PASSWORD_ATTEMPTS_LEFT'> = {};
    expect([attempts, none, missing]).toHaveLength(3);
    expect(ERROR_CATALOGUE.SELL_QUANTITY_INVALID.params).toEqual(['step']);
    expect(ERROR_CATALOGUE.PURCHASE_MONTHLY_LIMIT_REACHED.params).toEqual(['times', 'maxtimes']);
    expect(ERROR_CATALOGUE.PURCHASE_TOTAL_LIMIT_REACHED.params).toEqual(['times', 'maxtimes']);
  });

  it('covers every message group of the spec', () => {
    for (const code of [
      'NETWORK_ERROR',
      'REQUEST_TIMEOUT',
      'LOGIN_CREDENTIALS_INCORRECT',
      'PASSWORD_INCORRECT',
      'ACCOUNT_NOT_FOUND_OR_DISABLED',
      'LOGIN_ATTEMPTS_EXCEEDED',
      'SESSION_EXPIRED',
      'EMAIL_EXISTS',
      'EMAIL_NOT_REGISTERED',
      'CODE_INVALID',
      'BULK_REGISTRATION_PROHIBITED',
      'INVITATION_CODE_INVALID',
      'REGISTRATION_RESTRICTED',
      'CODE_NOT_EXPIRED',
      'WITHDRAWAL_CLOSED_SATURDAY',
      'WITHDRAWAL_CLOSED_SUNDAY',
      'BANK_INFO_INCORRECT',
      'WITHDRAWAL_FAILED',
      'INSUFFICIENT_BALANCE',
      'AMOUNT_BELOW_MINIMUM',
      'AMOUNT_ABOVE_MAXIMUM',
      'DAILY_WITHDRAWAL_LIMIT_REACHED',
      'TRADING_PASSWORD_INCORRECT',
      'TRADING_PASSWORD_ATTEMPTS_LEFT',
      'ACCOUNT_LOCKED',
      'BALANCE_FROZEN',
      'PURCHASE_MONTHLY_LIMIT_REACHED',
      'PURCHASE_TOTAL_LIMIT_REACHED',
      'QUANTITY_BELOW_MINIMUM',
      'QUANTITY_ABOVE_MAXIMUM',
      'INSUFFICIENT_REMAINING_TONS',
      'PROJECT_NOT_BEGUN',
      'PROJECT_ENDED',
      'PROJECT_FULL',
      'PRESALE_QUANTITY_INVALID',
      'FINAL_PAYMENT_EXPIRED',
      'PAYMENT_FAILED',
      'INSUFFICIENT_CARBON_BALANCE',
      'COPY_FAILED',
      'UPLOAD_FAILED',
      'OPERATION_FAILED',
      'RISK_ACCOUNT_RESTRICTED',
      'GUEST_RESTRICTED',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('tells which codes end the session', () => {
    expect(endsSession('SESSION_EXPIRED')).toBe(true);
    expect(endsSession('ACCOUNT_LOCKED')).toBe(true);
    expect(endsSession('PASSWORD_INCORRECT')).toBe(false);
  });

  it("tells apart the codes that end an operator's session from a member's", () => {
    for (const code of [
      'OPERATOR_SESSION_ENDED',
      'ADMIN_ACCESS_DENIED',
      'OPERATOR_LOCKED',
    ] as const) {
      expect(endsOperatorSession(code), code).toBe(true);
      expect(endsSession(code), code).toBe(false);
    }
    expect(endsOperatorSession('SESSION_EXPIRED')).toBe(false);
    expect(endsOperatorSession('OPERATOR_ROLE_REQUIRED')).toBe(false);
  });

  it('recognises codes only', () => {
    expect(isErrorCode('PROJECT_FULL')).toBe(true);
    expect(isErrorCode('project_full')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('SESSION_ENDING_CODES', () => {
  it('are catalogue codes and all end the session', async () => {
    const { SESSION_ENDING_CODES } = await import('./catalogue');
    expect(SESSION_ENDING_CODES).toContain('SESSION_EXPIRED');
    for (const code of SESSION_ENDING_CODES) {
      expect(isErrorCode(code)).toBe(true);
      expect(endsSession(code)).toBe(true);
    }
  });
});
