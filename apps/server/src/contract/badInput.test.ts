import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isErrorCode } from '@carbonmarket/domain';
import { ADMIN_KEY_HEADER, ENDPOINTS, IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';
import { startTestServer, TEST_ADMIN_KEY } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

/**
 * Every endpoint of the contract, fed payloads its own request schema rejects (wrong types,
 * missing fields, huge strings, negative and fractional amounts, random JSON): each answer is
 * HTTP 200 with a catalogue code, and not one row of the database changes.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const member = await server.registerMember();
  token = member.token;
  await server.fund(member.memberId, 100_000n);
});
afterAll(() => server.close());

let tableNames: string[] | undefined;
/** The tables, read once: no request changes the schema. */
const allTables = async () =>
  (tableNames ??= (await server.data.q().introspection.getTables()).map((t) => t.name).sort());

/**
 * A digest of every row of every table, on either engine (rows compared in a fixed order). On
 * PostgreSQL one statement digests them all: a round trip per table made this suite ten times
 * slower there.
 */
async function fingerprint(): Promise<string> {
  const tables = await allTables();
  if (server.data.engine === 'postgres') {
    const digests = tables.map(
      (table) =>
        `(SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) FROM "${table}" r) AS "${table}"`,
    );
    return JSON.stringify(await server.sql.get(`SELECT ${digests.join(', ')}`));
  }
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = (await server.sql.all(`SELECT * FROM ${table}`))
      .map((row) =>
        JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
      )
      .sort();
    hash.update(table);
    hash.update(rows.join('\n'));
  }
  return hash.digest('hex');
}

const isQuery = (endpoint: Endpoint) => endpoint.method === 'GET' || endpoint.method === 'DELETE';

/** What the server will see: a query string turns every value into text. */
const asSent = (endpoint: Endpoint, payload: Record<string, unknown>): unknown =>
  isQuery(endpoint)
    ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]))
    : payload;

const fieldsOf = (endpoint: Endpoint): string[] => {
  const shape = (endpoint.request as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

const POISON: unknown[] = [
  null,
  true,
  -1,
  1.5,
  [],
  {},
  '-5',
  '0.001',
  '1e3',
  'NaN',
  '<script>alert(1)</script>',
];

/**
 * Hand-made bad payloads: nothing, and each field replaced by each poison value. A query string
 * travels in the request line, which Node caps at 16 KB before any route runs, so query
 * endpoints get 8 KB strings; bodies get 100 KB ones.
 */
function handMade(endpoint: Endpoint): Record<string, unknown>[] {
  const fields = fieldsOf(endpoint);
  const huge = 'x'.repeat(isQuery(endpoint) ? 8_000 : 100_000);
  const valid: Record<string, unknown> = {};
  return [
    {},
    { unexpected: huge },
    ...fields.flatMap((field) => [...POISON, huge].map((value) => ({ ...valid, [field]: value }))),
    Object.fromEntries(fields.map((field) => [field, -999.999])),
  ];
}

async function send(endpoint: Endpoint, payload: Record<string, unknown>) {
  const path = endpoint.path.replace(/:(\w+)/g, '1');
  const query = isQuery(endpoint)
    ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const res = await fetch(`${server.base}/h5/api${path}${query}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${token}`,
      [ADMIN_KEY_HEADER]: TEST_ADMIN_KEY,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      ...(isQuery(endpoint) ? {} : { 'content-type': 'application/json' }),
    },
    ...(isQuery(endpoint) ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: res.status, text: await res.text() };
}

describe('the fingerprint of the database', () => {
  it('moves with any change of a row, and back when the row is put back', async () => {
    const before = await fingerprint();
    await server.sql.run("INSERT INTO settings (key, value) VALUES ('fingerprint-check', '1')");
    expect(await fingerprint()).not.toBe(before);
    await server.sql.run("DELETE FROM settings WHERE key = 'fingerprint-check'");
    expect(await fingerprint()).toBe(before);
  });
});

describe.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
  'bad input to %s',
  (_name, endpoint) => {
    const expectRefusedWithoutChange = async (payload: Record<string, unknown>) => {
      if (endpoint.request.safeParse(asSent(endpoint, payload)).success) return;
      const before = await fingerprint();
      const { status, text } = await send(endpoint, payload);
      expect(status, text.slice(0, 200)).toBe(200);
      const reply = JSON.parse(text) as { code: number; msg: string };
      expect(reply.code, text.slice(0, 200)).toBe(1);
      expect(isErrorCode(reply.msg), reply.msg).toBe(true);
      expect(await fingerprint()).toBe(before);
    };

    it('refuses wrong types, missing fields, huge strings and bad amounts', async () => {
      for (const payload of handMade(endpoint)) await expectRefusedWithoutChange(payload);
    });

    it('refuses random JSON the schema rejects', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...fieldsOf(endpoint), 'page', 'id', 'amount', 'tons'),
            fc.jsonValue({ maxDepth: 2 }),
            { maxKeys: 4 },
          ),
          (payload) => expectRefusedWithoutChange(payload),
        ),
        { numRuns: 15, seed: 20261121 },
      );
    });
  },
);
