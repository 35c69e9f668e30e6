import { describe, expect, it } from 'vitest';
import { changedDetails } from './changedDetails';
import { sampleMember, topLevelMember } from '../../../fixtures/members';

describe('changedDetails', () => {
  it('keeps only the fields that differ from the saved profile', () => {
    expect(
      changedDetails(sampleMember, {
        firstName: sampleMember.firstName,
        lastName: 'Lim',
        mobile: '98765432',
      }),
    ).toEqual({ lastName: 'Lim', mobile: '98765432' });
  });

  it('sends nothing when nothing changed', () => {
    const { firstName, lastName, mobile } = sampleMember;
    expect(changedDetails(sampleMember, { firstName, lastName, mobile })).toEqual({});
  });

  it("sends a corporate member's new company name", () => {
    expect(
      changedDetails(topLevelMember, {
        companyName: 'Green Harbour Shipping Pte Ltd',
        mobile: topLevelMember.mobile,
      }),
    ).toEqual({ companyName: 'Green Harbour Shipping Pte Ltd' });
  });
});
