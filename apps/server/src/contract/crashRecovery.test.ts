import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { fromCents, fromMilliTons, money, subtract } from '@carbonmarket/domain';
import { ADMIN_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import { DATABASE_FILE, openDatabase } from '../db/openDatabase';
import { ledgerMismatches } from '../ledger/ledgerInvariant';
import { freePort } from '../testing/mainProcess';

/**
 * Kills the real server process (SIGKILL, no shutdown hooks) while a stream of concurrent
 * money-moving requests is in flight, three times over, and checks after each kill that SQLite
 * kept the books whole: the file passes its integrity check, every balance and holding equals its
 * records, every money move left all of its rows or none; then that the server starts again on
 * the same data, answers, and shows the balances the database holds.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const WEEKDAY_CLOCK = fileURLToPath(new URL('../testing/weekdayClock.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ADMIN_KEY = 'crash-test-admin-key-0123456789';
const LOGIN_PASSWORD = 'Greener2026';
const WITHDRAWAL_PASSWORD = 'Withdraw#2026';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

interface Running {
  child: ChildProcess;
  base: string;
}

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts `main.ts` in a child process and waits for its "running at" line. */
async function startServer(dataDir: string, staticDir: string): Promise<Running> {
  const port = await freePort();
  // The weekday clock keeps withdrawals open when the test runs on a Singapore weekend.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', WEEKDAY_CLOCK, MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      ADMIN_KEY,
      DEMO_SCHEDULER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<Running>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within 30 s:\n${output}`)),
      30_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}` });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it started:\n${output}`));
    });
  });
}

async function kill(running: Running, signal: NodeJS.Signals): Promise<void> {
  const { child } = running;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

interface CallOptions {
  token?: string;
  admin?: boolean;
  key?: string;
}

/** One API call; throws when the connection fails (as it does when the server is killed). */
async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  apiPath: string,
  body: Record<string, unknown> = {},
  { token, admin, key }: CallOptions = {},
): Promise<Envelope<T>> {
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
  const res = await fetch(`${base}/h5/api${apiPath}${query}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(admin ? { [ADMIN_KEY_HEADER]: ADMIN_KEY } : {}),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return (await res.json()) as Envelope<T>;
}

/** The call, which must succeed. */
async function ok<T>(reply: Promise<Envelope<T>>, what: string): Promise<T> {
  const envelope = await reply;
  if (envelope.code !== 0)
    throw new Error(`${what}: ${envelope.code} ${envelope.msg} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

interface Member {
  memberId: number;
  token: string;
  /** Projects the member bought, to sell from. */
  bought: number[];
}

/** Registers a member through the API (the code read from the admin surface), ready to withdraw. */
async function registerMember(base: string, n: number): Promise<Member> {
  const email = `crash${n}.${randomUUID().slice(0, 8)}@green.sg`;
  await ok(call(base, 'POST', '/login/sendcode', { email, purpose: 'register' }), 'send code');
  const { code } = await ok(
    call<{ code: string }>(
      base,
      'GET',
      '/admin/verificationcode',
      { email, purpose: 'register' },
      { admin: true },
    ),
    'verification code',
  );
  const registered = await ok(
    call<{ token: string; loginInfo: { mem_id: number } }>(base, 'POST', '/login/register', {
      visitorType: 'personal',
      email,
      code,
      firstName: 'Ana',
      lastName: 'Tan',
      icNumber: `S${String(1_234_560 + n).padStart(7, '0')}D`,
      mobile: '91234567',
      password: LOGIN_PASSWORD,
      confirmPassword: LOGIN_PASSWORD,
      agreed: true,
    }),
    'register',
  );
  const { token } = registered;
  await ok(
    call(
      base,
      'PUT',
      '/member/bankcard',
      { bankName: 'DBS Bank', accountNumber: '012-345678-9', holderName: 'Ana Tan' },
      { token },
    ),
    'bank card',
  );
  await ok(
    call(
      base,
      'POST',
      '/member/withdrawalpassword',
      { password: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
      { token },
    ),
    'withdrawal password',
  );
  const topUp = await ok(
    call<{ id: number }>(
      base,
      'POST',
      '/wallet/topup',
      { amount: '20000' },
      { token, key: randomUUID() },
    ),
    'top-up',
  );
  await ok(
    call(base, 'POST', '/admin/topup/confirm', { id: topUp.id }, { admin: true }),
    'confirm',
  );
  return { memberId: registered.loginInfo.mem_id, token, bought: [] };
}

/** Projects in progress with plenty of stock (each member may buy each only 3 times a month). */
async function createProjects(base: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const project = await ok(
      call<{ id: number }>(
        base,
        'POST',
        '/admin/projects/create',
        {
          name: `Crash Test Forest ${randomUUID().slice(0, 6)}`,
          location: 'Sabah, Malaysia',
          type: 'forest_protection',
          standards: ['Verra VCS'],
          status: 'in_progress',
          unitPrice: '3.17',
          quantity: '100000',
          minTons: '1',
          maxTons: '100',
          introduction: 'Keeps a lowland forest standing.',
          factSheetUrl: 'https://example.org/crash-test.pdf',
          imageUrl: '/images/projects/borneo.jpg',
          minLevel: 'P0',
          vintage: 2024,
          verificationAgency: 'SCS Global Services',
          monitoring: 'Satellite imagery',
          creditType: 'Avoided emissions (VCU)',
          developer: 'Crash Test Pte Ltd',
        },
        { admin: true },
      ),
      'create project',
    );
    ids.push(project.id);
  }
  return ids;
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/**
 * Concurrent workers sending buys, top-ups with their confirmation, withdrawals, sales and
 * refusals of withdrawals until `stop()`; connection errors (the server was killed) end nothing
 * but the request. Counts the money moves the server accepted and the requests not yet answered.
 */
type Move = 'buy' | 'topUp' | 'withdraw' | 'sell' | 'refuse';

function fireStream(base: string, members: Member[], projects: number[], workers = 12) {
  let stopped = false;
  let inFlight = 0;
  const accepted: Record<Move, number> = { buy: 0, topUp: 0, withdraw: 0, sell: 0, refuse: 0 };

  const send = async <T>(...args: Parameters<typeof call>): Promise<Envelope<T>> => {
    inFlight += 1;
    try {
      return await call<T>(...args);
    } finally {
      inFlight -= 1;
    }
  };
  const moneyMove = async (
    move: Move,
    member: Member,
    apiPath: string,
    body: Record<string, unknown>,
  ) => {
    const reply = await send<{ id: number }>(base, 'POST', apiPath, body, {
      token: member.token,
      key: randomUUID(),
    });
    if (reply.code === 0 && move !== 'topUp') accepted[move] += 1;
    return reply;
  };

  const buy = async (member: Member) => {
    const projectId = pick(projects);
    const reply = await moneyMove('buy', member, '/orders/buy', {
      projectId,
      quantity: String(1 + Math.floor(Math.random() * 5)),
      agreed: true,
    });
    if (reply.code === 0) member.bought.push(projectId);
  };

  const step = async () => {
    const member = pick(members);
    const roll = Math.random();
    if (roll < 0.4) await buy(member);
    else if (roll < 0.65) {
      const cents = 1_000 + Math.floor(Math.random() * 50_000);
      const reply = await moneyMove('topUp', member, '/wallet/topup', {
        amount: fromCents(cents).toString(),
      });
      if (reply.code === 0) {
        const confirmed = await send(
          base,
          'POST',
          '/admin/topup/confirm',
          { id: reply.data.id },
          { admin: true },
        );
        if (confirmed.code === 0) accepted.topUp += 1;
      }
    } else if (roll < 0.85) {
      await moneyMove('withdraw', member, '/wallet/withdraw', {
        amount: String(50 + Math.floor(Math.random() * 150)),
        password: WITHDRAWAL_PASSWORD,
      });
    } else if (roll < 0.95) {
      // Sells half a ton of a project bought earlier (a buy first when there is none).
      if (member.bought.length === 0) await buy(member);
      else
        await moneyMove('sell', member, '/credits/sell', {
          projectId: pick(member.bought),
          kind: 'normal',
          quantity: '0.5',
        });
    } else {
      const processing = await send<{ items: { id: number }[] }>(
        base,
        'GET',
        '/admin/withdrawals',
        {},
        { admin: true },
      );
      const first = processing.data.items[0];
      if (first) {
        const refused = await send(
          base,
          'POST',
          '/admin/withdrawal/refuse',
          { id: first.id },
          { admin: true },
        );
        if (refused.code === 0) accepted.refuse += 1;
      }
    }
  };

  const worker = async () => {
    while (!stopped) {
      try {
        await step();
      } catch {
        // The server was killed mid-request, or is gone: expected. The loop ends on stop().
      }
    }
  };
  const running = Array.from({ length: workers }, () => worker());
  return {
    /** Money moves accepted, by kind (a top-up counts once confirmed). */
    accepted: () => ({ ...accepted }),
    inFlight: () => inFlight,
    async stop() {
      stopped = true;
      await Promise.allSettled(running);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows of money moves that left some of their records but not all. */
function halfDoneMoves(db: Db): Record<string, unknown[]> {
  const rows = (sql: string) => db.prepare(sql).all();
  return {
    topUps: rows(
      `SELECT t.id, t.status FROM top_ups t
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'top_up' AND f.reference = t.reference)
              <> (CASE t.status WHEN 'confirmed' THEN 1 ELSE 0 END)`,
    ),
    withdrawals: rows(
      `SELECT w.id, w.status FROM withdrawals w
        WHERE (SELECT COUNT(*) FROM fund_records f WHERE f.type = 'withdrawal'
                 AND f.reference = 'WD-' || printf('%06d', w.id) AND f.amount_cents = -w.amount_cents) <> 1
           OR (SELECT COUNT(*) FROM fund_records f WHERE f.type IN ('withdrawal_refused', 'withdrawal_refund')
                 AND f.reference = 'WD-' || printf('%06d', w.id))
              <> (CASE w.status WHEN 'refused' THEN 3 ELSE 0 END)`,
    ),
    purchases: rows(
      `SELECT o.id FROM orders o WHERE o.kind = 'purchase' AND (
          (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
            WHERE f.type = 'purchase' AND f.reference = o.order_no) <> -o.total_cents
          OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
            WHERE c.type = 'purchase' AND c.reference = o.order_no) <> o.milli_tons)`,
    ),
    sales: rows(
      `SELECT s.id FROM sales s
        WHERE (SELECT COALESCE(SUM(f.amount_cents), 0) FROM fund_records f
                 WHERE f.type = 'sale' AND f.reference = s.sale_no) <> s.proceeds_cents
           OR (SELECT COALESCE(SUM(c.milli_tons), 0) FROM credit_records c
                 WHERE c.type = 'sale' AND c.reference = s.sale_no) <> -s.milli_tons`,
    ),
    orphanRecords: rows(
      `SELECT f.id, f.type FROM fund_records f
        WHERE (f.type = 'purchase' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = f.reference))
           OR (f.type = 'sale' AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.sale_no = f.reference))
           OR (f.type = 'top_up' AND NOT EXISTS (SELECT 1 FROM top_ups t WHERE t.reference = f.reference))
           OR (f.type = 'withdrawal' AND NOT EXISTS
                (SELECT 1 FROM withdrawals w WHERE 'WD-' || printf('%06d', w.id) = f.reference))`,
    ),
  };
}

/** The stock our projects lost equals the tons their purchases took. */
function stockMismatches(db: Db, projects: number[]): unknown[] {
  const check = db.prepare<[number], { id: number; sold: number; bought: number }>(
    `SELECT p.id, p.quantity_milli_tons - p.remaining_milli_tons AS sold,
            (SELECT COALESCE(SUM(o.milli_tons), 0) FROM orders o WHERE o.project_id = p.id AND o.kind = 'purchase') AS bought
       FROM projects p WHERE p.id = ?`,
  );
  return projects.map((id) => check.get(id)).filter((row) => !row || row.sold !== row.bought);
}

/** A member's balances as the API writes them, read from the database. */
function balancesInDb(db: Db, memberId: number) {
  const wallet = db
    .prepare<[number], { available: number; frozen: number; pending: number; declined: number }>(
      `SELECT available_cents AS available, frozen_cents AS frozen, pending_cents AS pending,
              declined_cents AS declined FROM wallets WHERE member_id = ?`,
    )
    .get(memberId) ?? { available: 0, frozen: 0, pending: 0, declined: 0 };
  const tonsOf = (kind: string) =>
    db
      .prepare<[number, string], number>(
        'SELECT COALESCE(SUM(milli_tons), 0) FROM holdings WHERE member_id = ? AND kind = ?',
      )
      .pluck()
      .get(memberId, kind) ?? 0;
  return {
    available: fromCents(wallet.available).toString(),
    frozen: fromCents(wallet.frozen).toString(),
    pending: fromCents(wallet.pending).toString(),
    declined: fromCents(wallet.declined).toString(),
    credits: {
      normal: fromMilliTons(tonsOf('normal')).toString(),
      presale: fromMilliTons(tonsOf('presale')).toString(),
    },
  };
}

/** A temporary DATA_DIR and a STATIC_DIR with an index.html, removed after the suite. */
function folders(): { dataDir: string; staticDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-crash-'));
  tempDirs.push(dir);
  const staticDir = path.join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
  return { dataDir: path.join(dir, 'data'), staticDir };
}

describe('killing the server mid-write', () => {
  it('leaves whole books after each of three kills, and the server starts again on them', async () => {
    const { dataDir, staticDir } = folders();

    let server = await startServer(dataDir, staticDir);
    const members: Member[] = [];
    for (let n = 0; n < 3; n += 1) members.push(await registerMember(server.base, n));
    const projects = await createProjects(server.base, 12);

    for (let round = 1; round <= 3; round += 1) {
      // Fresh projects each round: the purchase caps would soon refuse every buy.
      const roundProjects = round === 1 ? projects : await createProjects(server.base, 12);
      if (round > 1) projects.push(...roundProjects);
      const stream = fireStream(server.base, members, roundProjects);
      await sleep(300 + Math.floor(Math.random() * 500));
      // Not before a buy, a top-up and a withdrawal have gone through in this round (a withdrawal
      // checks its password with scrypt first, so the first may take a second or two).
      const done = () => {
        const { buy, topUp, withdraw } = stream.accepted();
        return buy > 0 && topUp > 0 && withdraw > 0;
      };
      for (let waited = 0; !done(); waited += 20) {
        if (waited > 30_000)
          throw new Error(`round ${round}: too few writes: ${JSON.stringify(stream.accepted())}`);
        await sleep(20);
      }
      const inFlightAtKill = stream.inFlight();
      await kill(server, 'SIGKILL');
      await stream.stop();
      expect(inFlightAtKill, `round ${round}: requests in flight at the kill`).toBeGreaterThan(0);

      const db = openDatabase(dataDir);
      let expected: ReturnType<typeof balancesInDb>[];
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        expect(ledgerMismatches(db)).toEqual([]);
        expect(halfDoneMoves(db)).toEqual({
          topUps: [],
          withdrawals: [],
          purchases: [],
          sales: [],
          orphanRecords: [],
        });
        expect(stockMismatches(db, projects)).toEqual([]);
        expected = members.map((m) => balancesInDb(db, m.memberId));
      } finally {
        db.close();
      }

      server = await startServer(dataDir, staticDir);
      expect((await call(server.base, 'GET', '/login/baseconfig')).code).toBe(0);
      for (const [i, m] of members.entries())
        expect(
          await ok(
            call(server.base, 'GET', '/wallet/balances', {}, { token: m.token }),
            'balances',
          ),
          `round ${round}: member ${m.memberId}`,
        ).toEqual(expected[i]);
    }

    await kill(server, 'SIGTERM');
    const db = openDatabase(dataDir);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(ledgerMismatches(db)).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);

  /*
   * The idempotency key of a money-moving request is claimed before its work runs. A withdrawal's
   * key is claimed before its password is checked (scrypt, a few hundred ms); a kill then leaves a
   * claim with no reply and no committed work, which the next start releases, so the client's
   * retry with the same key withdraws, once.
   */
  it('releases the key of a withdrawal a kill cut off, so the retry withdraws once', async () => {
    const { dataDir, staticDir } = folders();
    let server = await startServer(dataDir, staticDir);
    const member = await registerMember(server.base, 9);
    const before = await ok(
      call(server.base, 'GET', '/wallet/balances', {}, { token: member.token }),
      'balances',
    );
    const key = randomUUID();
    const body = { amount: '100', password: WITHDRAWAL_PASSWORD };
    const cutOff = call(server.base, 'POST', '/wallet/withdraw', body, {
      token: member.token,
      key,
    }).catch((error: unknown) => error);
    // Kill as soon as the key is claimed, while the password is being checked.
    const reader = new Database(path.join(dataDir, DATABASE_FILE), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      const claim = reader.prepare<[string], { reply: string | null }>(
        'SELECT reply FROM idempotency_keys WHERE key = ?',
      );
      for (let waited = 0; claim.get(key) === undefined; waited += 2) {
        if (waited > 10_000) throw new Error('the withdrawal never claimed its key');
        await sleep(2);
      }
      await kill(server, 'SIGKILL');
      expect(claim.get(key)).toEqual({ reply: null });
    } finally {
      reader.close();
    }
    expect(await cutOff).toBeInstanceOf(Error);

    server = await startServer(dataDir, staticDir);
    const retried = await call(server.base, 'POST', '/wallet/withdraw', body, {
      token: member.token,
      key,
    });
    expect(retried).toMatchObject({ code: 0 });
    const replayed = await call(server.base, 'POST', '/wallet/withdraw', body, {
      token: member.token,
      key,
    });
    expect(replayed).toEqual(retried);
    const after = await ok(
      call<{ available: string }>(
        server.base,
        'GET',
        '/wallet/balances',
        {},
        { token: member.token },
      ),
      'balances',
    );
    expect(after.available).toBe(
      subtract(money((before as { available: string }).available), money('100')).toString(),
    );
    await kill(server, 'SIGTERM');
  }, 60_000);
});
