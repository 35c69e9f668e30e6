import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { money, subtract } from '@carbonmarket/domain';
import { openData } from '../db/openData';
import { testSql } from '../testing/testSql';
import { ledgerMismatches } from '../ledger/ledgerInvariant';
import { freePort } from '../testing/mainProcess';
import type { Member } from '../testing/crashTraffic';
import {
  ADMIN_KEY,
  WITHDRAWAL_PASSWORD,
  call,
  createProjects,
  fireStream,
  ok,
  registerMember,
} from '../testing/crashTraffic';
import { balancesInDb, halfDoneMoves, stockMismatches } from '../testing/bookChecks';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

      const data = await openData({ dataDir });
      const sql = testSql(data);
      const expected: Awaited<ReturnType<typeof balancesInDb>>[] = [];
      try {
        expect(await sql.value('PRAGMA integrity_check')).toBe('ok');
        expect(await sql.all('PRAGMA foreign_key_check')).toEqual([]);
        expect(await ledgerMismatches(data.q())).toEqual([]);
        expect(await halfDoneMoves(sql)).toEqual({
          topUps: [],
          withdrawals: [],
          purchases: [],
          sales: [],
          retirements: [],
          orphanRecords: [],
          orphanCreditRecords: [],
        });
        expect(await stockMismatches(sql, projects)).toEqual([]);
        for (const m of members) expected.push(await balancesInDb(sql, m.memberId));
      } finally {
        await data.close();
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
    const data = await openData({ dataDir });
    try {
      expect(await testSql(data).value('PRAGMA integrity_check')).toBe('ok');
      expect(await ledgerMismatches(data.q())).toEqual([]);
    } finally {
      await data.close();
    }
  }, 60_000);

  /*
   * A money-moving request's idempotency key is stored in the transaction of its work (ADR 047):
   * a kill before the commit leaves neither, after it both. Either way the client's retry with the
   * same key, after the restart, withdraws once: afresh, or as the replay of what committed.
   */
  it('withdraws once when a kill cuts a withdrawal off and the client retries with its key', async () => {
    const { dataDir, staticDir } = folders();
    let server = await startServer(dataDir, staticDir);
    const member = await registerMember(server.base, 9);
    const before = await ok(
      call(server.base, 'GET', '/wallet/balances', {}, { token: member.token }),
      'balances',
    );
    const key = randomUUID();
    const body = { amount: '100', password: WITHDRAWAL_PASSWORD };
    let answered = false;
    const cutOff = call(server.base, 'POST', '/wallet/withdraw', body, {
      token: member.token,
      key,
    }).then(
      (reply) => {
        answered = true;
        return reply;
      },
      (error: unknown) => error,
    );
    // Kill while the password is being checked (scrypt: a few hundred milliseconds).
    await sleep(40);
    await kill(server, 'SIGKILL');
    expect(answered, 'the withdrawal answered before the kill').toBe(false);
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
