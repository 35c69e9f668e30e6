import { describe, expect, it } from 'vitest';
import type { Project, ProjectViewer } from '@carbonmarket/domain';
import { sampleProjectDetail, sampleProjects, sampleViewer } from '../../../fixtures/projects';
import { projectOffer } from './projectOffer';

const NOW = new Date('2026-11-20T10:00:00+08:00');
const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];
const withViewer = (patch: Partial<ProjectViewer> | null, project = inProgress) =>
  sampleProjectDetail(project, patch === null ? null : { ...sampleViewer, ...patch });

describe('what the project page offers', () => {
  it('a member the server lets order: buy in progress, book a presale', () => {
    expect(projectOffer(withViewer({}), NOW)).toEqual({ kind: 'order', order: 'purchase' });
    expect(projectOffer(withViewer({ action: 'presale' }, presale), NOW)).toEqual({
      kind: 'order',
      order: 'presale',
    });
  });

  it('a visitor without a session: log in or register where the project takes orders, its status otherwise', () => {
    expect(projectOffer(withViewer(null), NOW)).toEqual({ kind: 'signIn' });
    expect(projectOffer(withViewer(null, full), NOW)).toEqual({
      kind: 'refused',
      reason: 'PROJECT_FULL',
    });
    expect(projectOffer(withViewer(null, { ...inProgress, status: 'closed' }), NOW)).toEqual({
      kind: 'refused',
      reason: 'PROJECT_ENDED',
    });
  });

  it('a guest is offered registration; a member below the level, the upgrade', () => {
    expect(projectOffer(withViewer({ reason: 'GUEST_RESTRICTED' }), NOW)).toEqual({
      kind: 'guest',
    });
    expect(projectOffer(withViewer({ reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }), NOW)).toEqual({
      kind: 'upgrade',
    });
  });

  it('a sale not begun counts down to a start still ahead, and says so without one', () => {
    const later = { ...inProgress, status: 'not_begun' as const };
    const start = new Date('2026-12-01T00:00:00+08:00');
    expect(
      projectOffer(
        withViewer(
          { action: null, reason: 'PROJECT_NOT_BEGUN' },
          { ...later, sellingStartsAt: start },
        ),
        NOW,
      ),
    ).toEqual({ kind: 'startsLater', startsAt: start });
    expect(
      projectOffer(
        withViewer(null, { ...later, sellingStartsAt: new Date('2026-11-01T00:00:00+08:00') }),
        NOW,
      ),
    ).toEqual({ kind: 'startsLater', startsAt: null });
  });

  it('a purchase cap names the cap that was reached', () => {
    expect(
      projectOffer(
        withViewer({ reason: 'PURCHASE_MONTHLY_LIMIT_REACHED', ordersThisMonth: 3 }),
        NOW,
      ),
    ).toEqual({
      kind: 'refused',
      reason: 'PURCHASE_MONTHLY_LIMIT_REACHED',
      params: { times: 3, maxtimes: 3 },
    });
    expect(
      projectOffer(
        withViewer({
          reason: 'PURCHASE_TOTAL_LIMIT_REACHED',
          ordersThisMonth: 0,
          ordersTotal: 10,
        }),
        NOW,
      ),
    ).toEqual({
      kind: 'refused',
      reason: 'PURCHASE_TOTAL_LIMIT_REACHED',
      params: { times: 10, maxtimes: 10 },
    });
  });

  it('any other refusal is the server’s reason', () => {
    expect(projectOffer(withViewer({ reason: 'RISK_ACCOUNT_RESTRICTED' }), NOW)).toEqual({
      kind: 'refused',
      reason: 'RISK_ACCOUNT_RESTRICTED',
    });
  });
});
