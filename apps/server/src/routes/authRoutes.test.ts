import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { replySchema, sessionWire } from '@carbonmarket/domain/contract';
import { buildApp } from '../app';
import { openData } from '../db/openData';
import type { Data } from '../db/data';
import { openTestData } from '../testing/testData';
import { testSql } from '../testing/testSql';
import type { TestSql } from '../testing/testSql';

let now = new Date('2026-11-20T02:00:00.000Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const codes: string[] = [];
let app: FastifyInstance;
let base: string;
let data: Data;
let sql: TestSql;
let databaseUrl: string | undefined;
let dataDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-auth-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
  dataDir = path.join(dir, 'data');
  ({ data, databaseUrl, drop } = await openTestData(dataDir));
  sql = testSql(data);
  app = await buildApp(
    { staticDir: dir },
    { data, clock: () => now, codeSink: (_email, _purpose, code) => codes.push(code) },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = async (p: string, body: unknown = {}, token?: string) => {
  const res = await fetch(`${base}/h5/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data: unknown };
};

const person = {
  visitorType: 'personal',
  email: 'ana@green.sg',
  firstName: 'Ana',
  lastName: 'Tan',
  icNumber: 'S1234567D',
  mobile: '91234567',
  password: 'Greener2026',
  confirmPassword: 'Greener2026',
  agreed: true,
};
const loginAs = (password: string, visitorType = 'personal') =>
  call('/login/login', { visitorType, email: person.email, password, agreed: true });

describe('registration', () => {
  it('sends a code, refuses a second one within 60 s, allows it after', async () => {
    expect(
      await call('/login/sendcode', { email: person.email, purpose: 'register' }),
    ).toMatchObject({ code: 0, data: { resendAfterSeconds: 60 } });
    expect(codes.at(-1)).toMatch(/^\d{6}$/);
    expect(
      await call('/login/sendcode', { email: person.email, purpose: 'register' }),
    ).toMatchObject({ code: 1, msg: 'CODE_NOT_EXPIRED' });
    advance(61);
    expect((await call('/login/sendcode', { email: person.email, purpose: 'register' })).code).toBe(
      0,
    );
  });

  it('refuses a wrong code and registers with the right one', async () => {
    const wrong = codes.at(-1) === '000000' ? '111111' : '000000';
    expect(await call('/login/register', { ...person, code: wrong })).toMatchObject({
      code: 1,
      msg: 'CODE_INVALID',
    });
    const reply = await call('/login/register', { ...person, code: codes.at(-1) });
    const session = replySchema(sessionWire).parse(reply).data;
    expect(session?.loginInfo).toMatchObject({
      realname: 'Ana Tan',
      account: 'ana@green.sg',
      mobile: '91234567',
    });
    expect(session?.is_answer).toBe(false);
    expect(
      await call('/login/sendcode', { email: 'ANA@green.sg', purpose: 'register' }),
    ).toMatchObject({ code: 1, msg: 'EMAIL_EXISTS' });
  });

  it('answers bad input with field codes', async () => {
    expect(
      await call('/login/register', { ...person, icNumber: 's1234567d', code: '12' }),
    ).toMatchObject({
      code: 1,
      data: { fields: { icNumber: 'IC_NUMBER_INVALID', code: 'CODE_FORMAT_INVALID' } },
    });
  });

  it('stores passwords as scrypt hashes and tokens only as hashes', async () => {
    const { token } = replySchema(sessionWire).parse(await loginAs('Greener2026')).data ?? {
      token: '',
    };
    const hash = await sql.value<string>(
      'SELECT password_hash FROM members WHERE email = ?',
      person.email,
    );
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      await sql.value<number>('SELECT count(*) AS n FROM sessions WHERE token_hash = ?', token),
    ).toBe(0);
  });
});

describe('login', () => {
  it('refuses the wrong visitor type as a wrong password, without counting against the account', async () => {
    expect(await loginAs('Greener2026', 'corporate')).toMatchObject({
      code: 1,
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: 4 } },
    });
    expect(await loginAs('Wrong2026x')).toMatchObject({ data: { params: { times: 4 } } });
    expect((await loginAs('Greener2026')).code).toBe(0);
  });

  it('locks sign-in after five wrong passwords in a row, and keeps the sessions already open', async () => {
    const { token } = replySchema(sessionWire).parse(await loginAs('Greener2026')).data ?? {
      token: '',
    };
    for (const left of [4, 3, 2, 1])
      expect(await loginAs('Wrong2026x')).toMatchObject({
        code: 1,
        msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
        data: { params: { times: left } },
      });
    expect(await loginAs('Wrong2026x')).toMatchObject({ code: 1, msg: 'LOGIN_ATTEMPTS_EXCEEDED' });
    expect(await loginAs('Greener2026')).toMatchObject({ code: 1, msg: 'LOGIN_ATTEMPTS_EXCEEDED' });
    // A lock refuses new sign-ins only: a stranger's guesses do not sign the owner out (ADR 040).
    expect(await call('/login/logout', {}, token)).toMatchObject({ code: 0 });
  });
});

describe('guests and logout', () => {
  it('gives a guest a session that logout revokes', async () => {
    const session = replySchema(sessionWire).parse(await call('/login/guest')).data;
    expect(session?.visitorType).toBe('guest');
    expect(session?.is_answer).toBe(true);
    expect(await call('/login/logout', {}, session?.token)).toMatchObject({ code: 0 });
    expect(await call('/login/logout', {}, session?.token)).toMatchObject({
      code: -1,
      msg: 'SESSION_EXPIRED',
    });
    expect(await call('/login/logout')).toMatchObject({ code: -1 });
  });
});

describe('sessions read again after any change', () => {
  it('a session revoked by another connection is refused on the next request', async () => {
    const session = replySchema(sessionWire).parse(await call('/login/guest')).data;
    const token = session?.token;
    // Read several times, so a kept copy of the session would be the one answering.
    const beforeRevoke = await fetch(`${base}/h5/api/wallet/balances`, {
      headers: { authorization: token ?? '' },
    }).then((res) => res.json() as Promise<{ code: number }>);
    expect(beforeRevoke.code).not.toBe(-1);
    const again = await fetch(`${base}/h5/api/wallet/balances`, {
      headers: { authorization: token ?? '' },
    }).then((res) => res.json() as Promise<{ code: number }>);
    expect(again.code).toBe(beforeRevoke.code);
    // Another connection to the same database revokes it (an operator's tool, say).
    const other = await openData({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    await testSql(other).run(
      'UPDATE sessions SET revoked_at = ? WHERE member_id = ?',
      now.toISOString(),
      session?.loginInfo.mem_id,
    );
    await other.close();
    expect(await call('/login/logout', {}, token)).toMatchObject({
      code: -1,
      msg: 'SESSION_EXPIRED',
    });
  });
});

describe('forgot password', () => {
  it('resets with a code, which also lifts the sign-in lock', async () => {
    expect(
      await call('/login/sendcode', { email: 'nobody@green.sg', purpose: 'reset_password' }),
    ).toMatchObject({ code: 1, msg: 'EMAIL_NOT_REGISTERED' });
    advance(61);
    expect(
      (await call('/login/sendcode', { email: person.email, purpose: 'reset_password' })).code,
    ).toBe(0);
    const reset = {
      email: person.email,
      code: codes.at(-1),
      password: 'Newer2026ab',
      confirmPassword: 'Newer2026ab',
    };
    expect(await call('/login/forgot', reset)).toMatchObject({ code: 0 });
    expect(await call('/login/forgot', reset)).toMatchObject({ code: 1, msg: 'CODE_INVALID' });
    // The account was locked by the login tests above; the emailed code is the way back (ADR 013).
    expect(
      await sql.value<number>('SELECT sign_in_locked FROM members WHERE email = ?', person.email),
    ).toBe(0);
    expect((await loginAs('Newer2026ab')).code).toBe(0);
    expect(await loginAs('Greener2026')).toMatchObject({
      code: 1,
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      data: { params: { times: 4 } },
    });
  });
});
