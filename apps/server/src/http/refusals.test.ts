// The server's refusals are what the contract says a refusal is: every one parses with
// `refusalWire`, the schema the clients read them with.
import { refusalWire } from '@carbonmarket/domain/contract';
import type { RefusalReply } from '@carbonmarket/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD, createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (apiPath: string) => `${server.base}/h5/api${apiPath}`;
/** Parses a refusal, and checks the contract's reading lost nothing of it. */
async function refusalOf(res: Response) {
  const body = (await res.json()) as RefusalReply;
  const refusal = refusalWire.parse(body);
  expect(refusal).toEqual({
    replyCode: body.code,
    code: body.msg,
    params: body.data?.params ?? {},
    fields: body.data?.fields ?? {},
  });
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'time', 'wait']);
  return refusal;
}

describe('refusals follow the contract', () => {
  it('parses refusals with field codes, placeholders and neither', async () => {
    const member = await createMember(server);
    expect(
      await refusalOf(await server.callRaw('POST', '/login/login', { visitorType: 'personal' })),
    ).toMatchObject({ replyCode: 1, code: 'REQUIRED', fields: { email: 'REQUIRED' } });
    const wrongPassword = await refusalOf(
      await server.callRaw('POST', '/login/login', {
        visitorType: 'personal',
        email: member.email,
        password: `${LOGIN_PASSWORD}x`,
        agreed: true,
      }),
    );
    expect(wrongPassword).toEqual({
      replyCode: 1,
      code: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      params: { times: 4 },
      fields: {},
    });
    expect(await refusalOf(await server.callRaw('GET', '/admin/topups'))).toEqual({
      replyCode: 1,
      code: 'ADMIN_ACCESS_DENIED',
      params: {},
      fields: {},
    });
    expect(await refusalOf(await fetch(api('/no/such/path')))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await refusalOf(
        await fetch(api('/login/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        }),
      ),
    ).toMatchObject({ replyCode: 1 });
    expect(
      await refusalOf(
        await fetch(api('/member/avatar'), {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}`, 'content-type': 'text/plain' },
          body: 'hello',
        }),
      ),
    ).toMatchObject({ code: 'UPLOAD_FAILED' });
    const topUp = await refusalOf(
      await server.callRaw(
        'POST',
        '/wallet/topup',
        { amount: '0' },
        {
          token: member.token,
          key: 'refusal-key-0001',
        },
      ),
    );
    expect(topUp.fields['amount']).toBe(topUp.code);
  }, 30_000); // a member and a wrong password: two scrypt hashes, slow on purpose
});
