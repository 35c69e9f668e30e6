import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words, uppercased', () => {
    expect(initials('Tan Wei Ming')).toBe('TM');
    expect(initials('alice')).toBe('A');
    expect(initials('  jean-luc   picard ')).toBe('JP');
    expect(initials('(Acme) Carbon Ltd')).toBe('AL');
  });

  it('gives the first character of a Chinese name', () => {
    expect(initials('王小明')).toBe('王');
    expect(initials('欧阳 娜娜')).toBe('欧');
  });

  it('gives nothing for empty or symbol-only text', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('--')).toBe('');
  });
});
