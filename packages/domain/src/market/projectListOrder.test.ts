import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LISTED_PROJECT_STATUSES, PROJECT_STATUSES } from '../model/status';
import { PROJECT_LIST_ORDER, compareForProjectList, projectListRank } from './projectListOrder';

describe('the project list order', () => {
  it('ranks every listed status once: open ones first, then ended and closed', () => {
    expect([...PROJECT_LIST_ORDER].sort()).toEqual([...LISTED_PROJECT_STATUSES].sort());
    const rank = projectListRank;
    for (const open of [
      'in_progress',
      'presale',
      'not_begun',
      'reservation_waiting',
      'full',
    ] as const)
      for (const over of ['ended', 'closed'] as const) expect(rank(open)).toBeLessThan(rank(over));
    expect(rank('in_progress')).toBe(0);
    expect(rank('presale')).toBe(1);
    expect(rank('pending_review')).toBe(PROJECT_LIST_ORDER.length);
  });

  it('puts the newest first within a status', () => {
    const list = [
      { id: 1, status: 'ended' as const },
      { id: 2, status: 'in_progress' as const },
      { id: 3, status: 'closed' as const },
      { id: 4, status: 'presale' as const },
      { id: 5, status: 'in_progress' as const },
      { id: 6, status: 'full' as const },
    ];
    expect([...list].sort(compareForProjectList).map((p) => p.id)).toEqual([5, 2, 4, 6, 1, 3]);
  });

  it('is a complete order: any two different projects compare unequal, both ways opposite', () => {
    const project = fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      status: fc.constantFrom(...PROJECT_STATUSES),
    });
    fc.assert(
      fc.property(project, project, (a, b) => {
        fc.pre(a.id !== b.id);
        const ab = compareForProjectList(a, b);
        return ab !== 0 && Math.sign(ab) === -Math.sign(compareForProjectList(b, a));
      }),
    );
  });
});
