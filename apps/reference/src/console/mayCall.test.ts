import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { mayCall } from './mayCall';

describe('mayCall', () => {
  it("lets any operator change a member's flags, score, level and lock", () => {
    for (const endpoint of [
      adminEndpoints.setRisk,
      adminEndpoints.setCreditScore,
      adminEndpoints.setMembership,
      adminEndpoints.unlockMember,
    ]) {
      expect(mayCall('operator', endpoint), endpoint.name).toBe(true);
      expect(mayCall('admin', endpoint), endpoint.name).toBe(true);
    }
  });

  it('keeps the endpoints for admins from operators', () => {
    expect(mayCall('operator', adminEndpoints.setPayoutSettings)).toBe(false);
    expect(mayCall('admin', adminEndpoints.setPayoutSettings)).toBe(true);
  });
});
