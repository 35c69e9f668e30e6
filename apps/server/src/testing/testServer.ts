import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import { buildServer } from '../app';
import type { AppConfig } from '../app';
import type { AppOptions, Services } from '../services';
import { createEventBus } from '../realtime/eventBus';
import { createLedger } from '../ledger/ledger';
import type { PasswordCost } from '../auth/passwords';
import { openTestData } from './testData';
import { testSql } from './testSql';

/** The envelope as a test reads it. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  wait: number;
  time: string;
}

export interface CallOptions {
  token?: string;
  /** Sends the admin key header. */
  admin?: boolean;
  /** Idempotency key; `true` makes a fresh one. */
  key?: string | true;
  headers?: Record<string, string>;
}

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789';

/** Settings of the environment a test may set (origins, TLS); the folders are the test's own. */
export type TestServerConfig = Omit<AppConfig, 'staticDir' | 'dataDir'>;

/**
 * What hashing a password costs on a test server: scrypt with N = 2^12 (a few milliseconds)
 * instead of the server's 2^17, so that suites about sign-in rules, races and withdrawals check
 * their rules and not the hash. Suites about the cost itself (auth/hashLoad, auth/signInTiming)
 * ask for `SCRYPT_PARAMS`; the server's default is held by authRoutes.test.ts.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 12, r: 8, p: 1 };

/**
 * For suites about something else that make many password checks from one member and address
 * (withdrawal races, the ledger model): the limits themselves are tested in auth/passwordChecks.
 */
export const UNLIMITED_PASSWORD_CHECKS: AppOptions['throttle'] = {
  passwordMember: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
  passwordAddress: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
};

/**
 * For suites whose stories move the clock by days or months with one member signed in (a
 * membership term, a presale's deadline, a month's purchase caps): sessions that outlast them.
 * How long sessions really last is tested in auth/sessionLifetime.test.ts.
 */
export const LONG_SESSIONS: AppOptions['sessionLifetime'] = {
  idleMs: 10 * 365 * 24 * 60 * 60_000,
  lifetimeMs: 10 * 365 * 24 * 60 * 60_000,
};

/**
 * A real server on a loopback port over a fresh database (a temporary SQLite file, or a
 * PostgreSQL database in the suite's PostgreSQL project), with a clock the test moves,
 * the codes it would have emailed, and helpers to call the API as a member, a guest or the
 * operator. `close()` stops it and deletes the folder.
 */
export async function startTestServer(
  options: Partial<AppOptions> = {},
  config: TestServerConfig = {},
  /** Files of the app build besides its shell, by path in the static folder (a renderer, say). */
  staticFiles: Readonly<Record<string, string>> = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
  for (const [file, text] of Object.entries(staticFiles)) writeFileSync(path.join(dir, file), text);
  const { data, databaseUrl, drop } = await openTestData(path.join(dir, 'data'));
  // 10:00 Singapore time on Friday 20 November 2026, a working day.
  let now = new Date('2026-11-20T02:00:00.000Z');
  const codes: { email: string; purpose: string; code: string }[] = [];
  const events = options.events ?? createEventBus();
  const built: { app: FastifyInstance; services: Services } = await buildServer(
    { ...config, staticDir: dir, dataDir: path.join(dir, 'data') },
    {
      data,
      clock: () => now,
      codeSink: (email, purpose, code) => codes.push({ email, purpose, code }),
      adminKey: TEST_ADMIN_KEY,
      events,
      passwordCost: TEST_PASSWORD_COST,
      ...options,
    },
  );
  const { app, services } = built;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  /** Calls the API: GET sends `body` as the query string, other methods as JSON. */
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    apiPath: string,
    body: Record<string, unknown> = {},
    callOptions: CallOptions = {},
  ): Promise<Envelope<T>> {
    const res = await callRaw(method, apiPath, body, callOptions);
    if (res.status !== 200) throw new Error(`${method} ${apiPath} answered HTTP ${res.status}`);
    return JSON.parse(await res.text()) as Envelope<T>;
  }

  function callRaw(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    apiPath: string,
    body: Record<string, unknown> = {},
    { token, admin, key, headers = {} }: CallOptions = {},
  ): Promise<Response> {
    const query =
      method === 'GET' || method === 'DELETE'
        ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
        : '';
    return fetch(`${base}/h5/api${apiPath}${query}`, {
      method,
      headers: {
        ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(admin ? { [ADMIN_KEY_HEADER]: TEST_ADMIN_KEY } : {}),
        ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key === true ? randomUUID() : key } : {}),
        ...headers,
      },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(body) }),
    });
  }

  let memberCount = 0;
  /** Registers a new personal member through the API and returns their token and id. */
  async function registerMember(overrides: Record<string, unknown> = {}) {
    memberCount += 1;
    const email = (overrides['email'] as string | undefined) ?? `member${memberCount}@green.sg`;
    const sent = await call('POST', '/login/sendcode', { email, purpose: 'register' });
    if (sent.code !== 0) throw new Error(`sendcode: ${sent.msg}`);
    const code = codes.filter((c) => c.email === email).at(-1)?.code;
    const reply = await call<{ token: string; loginInfo: { mem_id: number } }>(
      'POST',
      '/login/register',
      {
        visitorType: 'personal',
        email,
        firstName: 'Ana',
        lastName: 'Tan',
        // One IC number belongs to one member: each member of a test server gets their own,
        // S1234567D for the first.
        icNumber: `S${String(1_234_566 + memberCount).padStart(7, '0')}D`,
        mobile: '91234567',
        password: 'Greener2026',
        confirmPassword: 'Greener2026',
        agreed: true,
        code,
        ...overrides,
      },
    );
    if (reply.code !== 0) throw new Error(`register: ${reply.msg}`);
    return { token: reply.data.token, memberId: reply.data.loginInfo.mem_id, email };
  }

  /** Starts a guest session and returns its token. */
  async function guest() {
    const reply = await call<{ token: string }>('POST', '/login/guest');
    return reply.data.token;
  }

  const ledger = createLedger(data);
  /** Puts money straight into a member's available balance (an `adjustment` fund record). */
  async function fund(memberId: number, cents: bigint, reference = 'test funding') {
    await data.transaction(() =>
      ledger.postMoney(
        { memberId, balance: 'available', cents, type: 'adjustment', reference },
        now,
      ),
    );
  }

  return {
    base,
    /** The services behind the server, for seed data and scheduler jobs. */
    services,
    fund,
    ledger,
    app,
    data,
    /** Plain SQL on the server's database, for rows the API does not show. */
    sql: testSql(data),
    /** The PostgreSQL database the server runs on; undefined on SQLite. */
    databaseUrl,
    /** The names of the uploaded images the server keeps, sorted: files on SQLite, rows on PostgreSQL. */
    async storedUploads(): Promise<string[]> {
      if (data.engine === 'postgres') {
        const rows = await data.q().selectFrom('uploads').select('name').orderBy('name').execute();
        return rows.map((row) => row.name);
      }
      const folder = path.join(dir, 'data', 'uploads');
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    },
    codes,
    events,
    call,
    callRaw,
    registerMember,
    guest,
    now: () => now,
    setNow(next: Date | string) {
      now = new Date(next);
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
