import { newToken, tokenHash } from '../auth/tokens';
import type { Envelope, TestServer } from './testServer';

/** A project as the admin endpoint takes it, in wire form; overrides replace fields. */
export function projectInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Borneo Peatland Rewetting',
    location: 'Central Kalimantan, Indonesia',
    type: 'peatland',
    standards: ['Verra VCS', 'CCB Gold'],
    status: 'in_progress',
    unitPrice: '12.50',
    quantity: '1000',
    minTons: '1',
    maxTons: '100',
    introduction: 'Blocks drainage canals so the peat stays wet and keeps its carbon.',
    factSheetUrl: 'https://example.org/borneo-factsheet.pdf',
    imageUrl: '/images/projects/borneo.jpg',
    minLevel: 'P0',
    vintage: 2024,
    verificationAgency: 'SCS Global Services',
    monitoring: 'Satellite water-table monitoring, yearly field audit',
    creditType: 'Avoided emissions (VCU)',
    developer: 'Green Peat Pte Ltd',
    ...overrides,
  };
}

/** The project reply fields the tests read. */
export interface ProjectReply {
  id: number;
  status: string;
  remainingTons: string;
  progress: number;
  unitPrice: string;
  currentUnitPrice: string;
  presale: {
    bookingFeePercent: string;
    expectedQuantity: string;
    finalUnitPrice: string | null;
    finalTons: string | null;
  } | null;
}

/** Creates a project through the admin surface and returns it. */
export async function createProject(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<ProjectReply> {
  const reply = await server.call<ProjectReply>(
    'POST',
    '/admin/projects/create',
    projectInput(overrides),
    { admin: true },
  );
  if (reply.code !== 0)
    throw new Error(`create project: ${reply.msg} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

/**
 * A signed-in personal member made straight in the database (registration is throttled per
 * address, and races need many members), with a level, risk flag and lock as given.
 */
export async function quickMember(
  server: TestServer,
  options: { level?: string; risk?: boolean; locked?: boolean } = {},
): Promise<{ token: string; memberId: number }> {
  const at = server.now().toISOString();
  const email = `quick-${newToken().slice(0, 12)}@green.sg`;
  const memberId = Number(
    await server.sql.value<number>(
      `INSERT INTO members (visitor_type, email, first_name, last_name, level, risk, locked, is_answer, created_at)
       VALUES ('personal', ?, 'Lee', 'Wong', ?, ?, ?, 1, ?) RETURNING id`,
      email,
      options.level ?? 'P0',
      options.risk ? 1 : 0,
      options.locked ? 1 : 0,
      at,
    ),
  );
  const token = newToken();
  await server.sql.run(
    'INSERT INTO sessions (token_hash, member_id, created_at) VALUES (?, ?, ?)',
    tokenHash(token),
    memberId,
    at,
  );
  return { token, memberId };
}

/** Sets a member's stored level (no expiry). */
export async function setLevel(server: TestServer, memberId: number, level: string): Promise<void> {
  await server.sql.run('UPDATE members SET level = ? WHERE id = ?', level, memberId);
}

/** The order reply fields the tests read. */
export interface OrderReply {
  order: {
    id: number;
    orderNo: string;
    status: string;
    kind: string;
    quantity: string;
    totalAmount: string;
    bookingFee: string | null;
    finalPaymentDeadline: string | null;
    finalTons: string | null;
    finalUnitPrice: string | null;
    finalPaymentAmount: string | null;
    forfeited: boolean;
  };
  balances: { available: string; pending: string; credits: { normal: string; presale: string } };
}

/** Buys tons with a fresh idempotency key (or the one given). */
export function buy(
  server: TestServer,
  token: string,
  projectId: number,
  quantity: string | number,
  key: string | true = true,
): Promise<Envelope<OrderReply>> {
  return server.call<OrderReply>(
    'POST',
    '/orders/buy',
    { projectId, quantity, agreed: true },
    { token, key },
  );
}

/** Books presale tons with a fresh idempotency key. */
export function book(
  server: TestServer,
  token: string,
  projectId: number,
  quantity: string | number,
): Promise<Envelope<OrderReply>> {
  return server.call<OrderReply>(
    'POST',
    '/orders/book',
    { projectId, quantity, agreed: true },
    { token, key: true },
  );
}

/** A project row's remaining thousandths of a ton and status, read straight from the database. */
export async function projectRow(server: TestServer, id: number) {
  const row = await server.sql.get<{ status: string; remaining_milli_tons: number }>(
    'SELECT status, remaining_milli_tons FROM projects WHERE id = ?',
    id,
  );
  if (!row) throw new Error(`project ${id} not found`);
  // PostgreSQL's driver may answer a bigint column as text: compare as numbers in both engines.
  return { status: row.status, remaining_milli_tons: Number(row.remaining_milli_tons) };
}
