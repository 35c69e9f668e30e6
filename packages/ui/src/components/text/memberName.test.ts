import { describe, expect, it } from 'vitest';
import { memberName } from './memberName';

const person = { visitorType: 'personal', firstName: 'Mei Lin', lastName: 'Tan' } as const;

describe('memberName', () => {
  it('writes a person first name first', () => {
    expect(memberName(person)).toBe('Mei Lin Tan');
  });

  it('writes a Chinese name family name first, without a space', () => {
    expect(memberName({ ...person, firstName: '美玲', lastName: '陈' })).toBe('陈美玲');
  });

  it('keeps the order of a name mixing scripts', () => {
    expect(memberName({ ...person, firstName: 'Mei Lin', lastName: '陈' })).toBe('Mei Lin 陈');
  });

  it('names a company by its registered name', () => {
    expect(
      memberName({ ...person, visitorType: 'corporate', companyName: ' Green Harbour Pte Ltd ' }),
    ).toBe('Green Harbour Pte Ltd');
  });

  it('falls back to the contact person when a company has no name on file', () => {
    expect(memberName({ ...person, visitorType: 'corporate', companyName: '' })).toBe(
      'Mei Lin Tan',
    );
  });

  it('trims spaces and leaves out a missing part', () => {
    expect(memberName({ ...person, firstName: '  Ali ', lastName: '' })).toBe('Ali');
  });
});
