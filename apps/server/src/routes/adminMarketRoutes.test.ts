import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { createProject, projectInput, quickMember, buy } from '../testing/marketFixtures';
import type { ProjectReply } from '../testing/marketFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const create = (overrides: Record<string, unknown>, admin = true) =>
  server.call<ProjectReply>('POST', '/admin/projects/create', projectInput(overrides), { admin });
const setStatus = (id: number, status: string) =>
  server.call<ProjectReply>('POST', '/admin/projects/status', { id, status }, { admin: true });

describe('creating projects', () => {
  it('creates a project with defaults: pending review, everything remaining, P0', async () => {
    const reply = await create({ status: undefined, minLevel: undefined, factSheetUrl: '' });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      status: 'pending_review',
      minLevel: 'P0',
      remainingTons: '1000',
      progress: 0,
      factSheetUrl: null,
      presale: null,
    });
  });

  it('starts a seeded project part sold and a presale with the configured booking fee', async () => {
    expect((await create({ remainingTons: '250' })).data).toMatchObject({
      remainingTons: '250',
      progress: 75,
    });
    expect((await create({ status: 'presale', presale: {} })).data.presale).toEqual({
      bookingFeePercent: '10',
      expectedQuantity: '1000',
      finalUnitPrice: null,
      finalTons: null,
    });
  });

  it('refuses bad input field by field', async () => {
    const fields = async (overrides: Record<string, unknown>) => {
      const reply = await create(overrides);
      expect(reply.code).toBe(1);
      return (reply.data as unknown as { fields: Record<string, string> }).fields;
    };
    expect(await fields({ name: '' })).toMatchObject({ name: 'REQUIRED' });
    expect(await fields({ standards: [] })).toMatchObject({ standards: 'REQUIRED' });
    // A type is a key of the domain's list, not free text.
    expect(await fields({ type: 'Peatland restoration' })).toMatchObject({
      type: 'OPERATION_FAILED',
    });
    expect(await fields({ name: 'x'.repeat(141) })).toMatchObject({ name: 'TEXT_TOO_LONG' });
    expect(await fields({ unitPrice: '-3' })).toMatchObject({ unitPrice: 'AMOUNT_INVALID' });
    expect(await fields({ quantity: '2.5' })).toMatchObject({ quantity: 'QUANTITY_INVALID' });
    expect(await fields({ minTons: '10', maxTons: '5' })).toMatchObject({
      maxTons: 'QUANTITY_INVALID',
    });
    expect(await fields({ remainingTons: '1001' })).toMatchObject({
      remainingTons: 'QUANTITY_INVALID',
    });
    expect(await fields({ imageUrl: 'javascript:alert(1)' })).toMatchObject({
      imageUrl: 'URL_INVALID',
    });
    expect(await fields({ status: 'presale' })).toMatchObject({ presale: 'REQUIRED' });
    expect(
      await fields({
        sellingStartsAt: '2026-12-01T00:00:00Z',
        sellingEndsAt: '2026-11-01T00:00:00Z',
      }),
    ).toMatchObject({ sellingEndsAt: 'SELLING_WINDOW_INVALID' });
    expect((await create({}, false)).msg).toBe('ADMIN_ACCESS_DENIED');
    expect(await server.sql.value('SELECT COUNT(*) FROM projects')).toBe(3);
  });
});

describe('project life cycle', () => {
  it('moves a project only along the allowed transitions', async () => {
    const project = await createProject(server, { status: 'pending_review' });
    expect((await setStatus(project.id, 'in_progress')).msg).toBe('OPERATION_FAILED');
    expect((await setStatus(project.id, 'not_begun')).data.status).toBe('not_begun');
    expect((await setStatus(project.id, 'in_progress')).data.status).toBe('in_progress');
    expect((await setStatus(project.id, 'ended')).data.status).toBe('ended');
    expect((await setStatus(project.id, 'in_progress')).msg).toBe('OPERATION_FAILED');
    expect((await setStatus(project.id, 'closed')).data.status).toBe('closed');
    expect((await setStatus(999_999, 'closed')).msg).toBe('NOT_FOUND');
    expect((await setStatus(project.id, 'gone')).msg).toBe('OPERATION_FAILED');
    expect(
      (
        await server.call(
          'POST',
          '/admin/projects/status',
          { id: project.id, status: 'closed' },
          {},
        )
      ).msg,
    ).toBe('ADMIN_ACCESS_DENIED');
  });

  it('opens bookings only for a project created with its presale terms', async () => {
    const spot = await createProject(server, { status: 'pending_review' });
    expect((await setStatus(spot.id, 'presale')).msg).toBe('OPERATION_FAILED');
    const booked = await createProject(server, { status: 'pending_review', presale: {} });
    expect((await setStatus(booked.id, 'presale')).data.status).toBe('presale');
  });

  it('reopens a full project only when tons remain', async () => {
    const project = await createProject(server, { quantity: '2' });
    const m = await quickMember(server);
    await server.fund(m.memberId, 10_000n);
    await buy(server, m.token, project.id, '2');
    expect((await setStatus(project.id, 'in_progress')).msg).toBe('OPERATION_FAILED');
    expect((await setStatus(project.id, 'ended')).data.status).toBe('ended');
  });
});
