import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { DEFAULT_BUSINESS_CONFIG } from './defaults';
import { parseMoney } from '../money/money';

describe('spec constants', () => {
  it('match section 9 of the spec', () => {
    expect(constants.TOAST_DURATION_MS).toBe(1500);
    expect(constants.TEXT_MAX_LENGTH).toBe(140);
    expect(constants.LOGIN_PASSWORD_MIN_LENGTH).toBe(8);
    expect(constants.WITHDRAWAL_PASSWORD_MIN_LENGTH).toBe(10);
    expect(constants.PHONE_DIGITS).toBe(8);
    expect(constants.LOCALES).toEqual(['en', 'cn']);
    expect(constants.DEFAULT_LOCALE).toBe('en');
    expect(constants.CURRENCY).toBe('SGD');
    expect(constants.BUSINESS_TIME_ZONE).toBe('Asia/Singapore');
    expect(constants.BUSINESS_UTC_OFFSET_MINUTES).toBe(480);
    expect(constants.MAX_PASSWORD_ATTEMPTS).toBe(5);
    expect(constants.VERIFICATION_CODE_LENGTH).toBe(6);
    expect(constants.CODE_RESEND_SECONDS).toBe(60);
    expect(constants.CODE_VALID_MINUTES).toBe(10);
    expect(constants.PASSWORD_MAX_LENGTH).toBe(128);
  });
});

describe('business defaults', () => {
  it('follow the product decisions', () => {
    expect(DEFAULT_BUSINESS_CONFIG.withdrawal).toEqual({
      min: '50',
      max: '50000',
      dailyMax: '100000',
      feePercent: '1',
      feeMin: '2',
    });
    expect(DEFAULT_BUSINESS_CONFIG.purchase).toEqual({ maxPerMonth: 3, maxTotal: 10 });
    expect(DEFAULT_BUSINESS_CONFIG.presale).toEqual({
      bookingFeePercent: '10',
      finalPaymentDays: 7,
    });
    expect(DEFAULT_BUSINESS_CONFIG.membership.presaleSellMinLevel).toBe('P3');
    expect(DEFAULT_BUSINESS_CONFIG.membership.p1MonthlyPrice).toBe('9.90');
    expect(DEFAULT_BUSINESS_CONFIG.registration.invitationRequired).toBe(false);
  });

  it('hold every amount as decimal text, never a float', () => {
    const amounts = [
      ...Object.values(DEFAULT_BUSINESS_CONFIG.withdrawal),
      DEFAULT_BUSINESS_CONFIG.membership.p1MonthlyPrice,
      DEFAULT_BUSINESS_CONFIG.topUp.min,
      DEFAULT_BUSINESS_CONFIG.topUp.max,
    ];
    for (const amount of amounts) {
      expect(typeof amount).toBe('string');
      expect(parseMoney(amount), amount).not.toBeNull();
    }
  });
});
