import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { createProject, projectInput } from '../testing/marketFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const detailOf = async (id: number) =>
  replySchema(endpoints.projects.detail.response).parse(
    await server.call('GET', '/projects/detail', { id }),
  ).data;

describe('a project’s registry and goals', () => {
  it('are served by the detail: the registry, the ID there, its https page and the goals in order', async () => {
    const { id } = await createProject(server, {
      registration: { registry: 'verra', registryId: '1477' },
      sdgs: [15, 1, 13],
    });
    expect(await detailOf(id)).toMatchObject({
      registration: {
        registry: 'verra',
        registryId: '1477',
        url: 'https://registry.verra.org/app/projectDetail/VCS/1477',
      },
      sdgs: [1, 13, 15],
    });
  });

  it('are served as none recorded for a project created without them', async () => {
    const { id } = await createProject(server);
    expect(await detailOf(id)).toMatchObject({ registration: null, sdgs: [] });
  });

  it('are refused by the admin surface when the registry, the ID or a goal is wrong, and nothing is stored', async () => {
    const count = async () => Number(await server.sql.value('SELECT COUNT(*) FROM projects'));
    const before = await count();
    for (const bad of [
      { registration: { registry: 'tree_club', registryId: '1' } },
      { registration: { registry: 'verra', registryId: 'a/b' } },
      { registration: { registry: 'verra', registryId: '' } },
      { sdgs: [18] },
      { sdgs: [0] },
      { sdgs: [13, 13] },
    ]) {
      const reply = await server.call('POST', '/admin/projects/create', projectInput(bad), {
        admin: true,
      });
      expect(reply.code, JSON.stringify(bad)).not.toBe(0);
    }
    expect(await count()).toBe(before);
  });
});

describe('the database', () => {
  it('stores no registry it does not know, no ID without its registry, no malformed ID and no goal outside 1 to 17', async () => {
    const { id } = await createProject(server);
    // Each engine words its refusals its own way: SQLite in capitals, PostgreSQL in lower case.
    const setRegistry = (registry: string | null, registryId: string | null) =>
      server.sql.run(
        'UPDATE projects SET registry = ?, registry_id = ? WHERE id = ?',
        registry,
        registryId,
        id,
      );
    await expect(setRegistry('tree_club', '1')).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('verra', null)).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry(null, '1477')).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('verra', '')).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('verra', '-1')).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('verra', '1 2')).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('verra', 'x'.repeat(33))).rejects.toThrow(/CHECK|check constraint/);
    await expect(setRegistry('gold_standard', 'GS-2446')).resolves.toBe(1);
    await expect(setRegistry(null, null)).resolves.toBe(1);

    const addGoal = (goal: number) =>
      server.sql.run('INSERT INTO project_goals (project_id, goal) VALUES (?, ?)', id, goal);
    await expect(addGoal(0)).rejects.toThrow(/CHECK|check constraint/);
    await expect(addGoal(18)).rejects.toThrow(/CHECK|check constraint/);
    await expect(addGoal(13)).resolves.toBe(1);
    await expect(addGoal(13)).rejects.toThrow(/UNIQUE|PRIMARY|duplicate key/);
    await expect(
      server.sql.run('INSERT INTO project_goals (project_id, goal) VALUES (?, ?)', 999_999, 1),
    ).rejects.toThrow(/FOREIGN KEY|foreign key/);
  });
});
