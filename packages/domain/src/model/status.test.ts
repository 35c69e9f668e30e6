import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PROJECT_STATUSES,
  WITHDRAWAL_STATUSES,
  orderStatusTone,
  projectStatusTone,
  withdrawalStatusTone,
} from './status';

describe('status tones', () => {
  it('give every status a tone', () => {
    expect(WITHDRAWAL_STATUSES.map(withdrawalStatusTone)).toEqual(['info', 'success', 'critical']);
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual([
      'neutral',
      'info',
      'success',
      'warning',
      'success',
    ]);
    expect(new Set(PROJECT_STATUSES.map(projectStatusTone))).toEqual(
      new Set(['success', 'info', 'neutral', 'warning', 'critical']),
    );
    expect(PROJECT_STATUSES).toHaveLength(8);
  });
});
