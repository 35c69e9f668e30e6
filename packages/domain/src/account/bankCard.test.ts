import { describe, expect, it } from 'vitest';
import { groupedMobile, maskedAccountNumber } from './bankCard';

describe('maskedAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskedAccountNumber('0123456789')).toBe('•••• 6789');
  });

  it('reads the digits of a number typed with spaces or dashes', () => {
    expect(maskedAccountNumber('012-345 678-9')).toBe('•••• 6789');
  });

  it('hides a number of four digits or fewer whole', () => {
    expect(maskedAccountNumber('6789')).toBe('••••');
    expect(maskedAccountNumber('')).toBe('••••');
  });
});

describe('groupedMobile', () => {
  it('groups an 8-digit mobile in fours', () => {
    expect(groupedMobile('81234567')).toBe('8123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(groupedMobile('+65 8123 4567')).toBe('+65 8123 4567');
    expect(groupedMobile('8123456')).toBe('8123456');
  });
});
