import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PROJECT_STATUSES,
  LISTED_PROJECT_STATUSES,
  WITHDRAWAL_STATUSES,
  orderStatusTone,
  projectStatusTone,
  withdrawalStatusTone,
  topUpStatusTone,
  TOP_UP_STATUSES,
} from './status';

describe('status tones', () => {
  it('give every status a tone', () => {
    expect(WITHDRAWAL_STATUSES.map(withdrawalStatusTone)).toEqual(['info', 'success', 'critical']);
    expect(TOP_UP_STATUSES.map(topUpStatusTone)).toEqual(['info', 'success', 'neutral']);
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

describe('listed project statuses', () => {
  it('are every project status but pending review, each once', () => {
    expect(new Set(LISTED_PROJECT_STATUSES).size).toBe(LISTED_PROJECT_STATUSES.length);
    expect([...LISTED_PROJECT_STATUSES].sort()).toEqual(
      PROJECT_STATUSES.filter((status) => status !== 'pending_review').sort(),
    );
  });
});
