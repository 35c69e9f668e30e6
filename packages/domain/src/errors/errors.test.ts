import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from './catalogue';
import { endsSession, errorMessage, isErrorCode } from './errorMessage';

describe('error catalogue', () => {
  it('has a message in both languages for every code, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      const { en, cn } = ERROR_CATALOGUE[code];
      expect(en.trim(), code).not.toBe('');
      expect(cn.trim(), code).not.toBe('');
      expect(placeholders(cn), code).toEqual(placeholders(en));
    }
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

  it('fills {times} and {maxtimes} in both languages', () => {
    expect(errorMessage('TRADING_PASSWORD_ATTEMPTS_LEFT', 'en', { times: 4 })).toBe(
      'The withdrawal password is incorrect. 4 attempts left.',
    );
    expect(errorMessage('TRADING_PASSWORD_ATTEMPTS_LEFT', 'cn', { times: 4 })).toBe(
      '交易密码错误，还剩 4 次机会',
    );
    expect(errorMessage('PURCHASE_MONTHLY_LIMIT_REACHED', 'en', { times: 3, maxtimes: 3 })).toBe(
      'You have bought 3 times in this project this month: the monthly limit is 3',
    );
    expect(errorMessage('PURCHASE_MONTHLY_LIMIT_REACHED', 'cn', { times: 3, maxtimes: 3 })).toBe(
      '您本月已在此项目购买 3 次，已达每月上限 3 次',
    );
    expect(errorMessage('PURCHASE_TOTAL_LIMIT_REACHED', 'en', { times: 10, maxtimes: 10 })).toBe(
      'You have bought 10 times in this project in all: the limit is 10',
    );
    expect(errorMessage('PURCHASE_TOTAL_LIMIT_REACHED', 'cn', { times: 10, maxtimes: 10 })).toBe(
      '您已在此项目累计购买 10 次，已达累计上限 10 次',
    );
  });

  it('never shows a raw placeholder and defaults to English', () => {
    expect(errorMessage('TRADING_PASSWORD_ATTEMPTS_LEFT')).not.toMatch(/[{}]/);
    expect(errorMessage('NETWORK_ERROR')).toBe('Network error');
  });

  it('tells which codes end the session', () => {
    expect(endsSession('SESSION_EXPIRED')).toBe(true);
    expect(endsSession('ACCOUNT_LOCKED')).toBe(true);
    expect(endsSession('PASSWORD_INCORRECT')).toBe(false);
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
