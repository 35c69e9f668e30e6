// The traffic of the crash test (`contract/crashRecovery.test.ts`): API calls that throw when
// the connection drops, members and projects made through the API, and a stream of concurrent
// money-moving requests that goes on while the server is killed.
import { randomUUID } from 'node:crypto';
import { fromCents } from '@carbonmarket/domain';
import { ADMIN_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';

/** The operator key the crash test's server runs with. */
export const ADMIN_KEY = 'crash-test-admin-key-0123456789';
const LOGIN_PASSWORD = 'Greener2026';
/** The withdrawal password of every member the stream registers. */
export const WITHDRAWAL_PASSWORD = 'Withdraw#2026';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  admin?: boolean;
  key?: string;
  /** The client's address, as a trusted proxy would name it (X-Forwarded-For). */
  from?: string;
}

/** One API call; throws when the connection fails (as it does when the server is killed). */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  apiPath: string,
  body: Record<string, unknown> = {},
  { token, admin, key, from }: CallOptions = {},
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
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return (await res.json()) as Envelope<T>;
}

/** The call, which must succeed. */
export async function ok<T>(reply: Promise<Envelope<T>>, what: string): Promise<T> {
  const envelope = await reply;
  if (envelope.code !== 0)
    throw new Error(`${what}: ${envelope.code} ${envelope.msg} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

export interface Member {
  memberId: number;
  token: string;
  /** Projects the member bought, to sell from. */
  bought: number[];
}

/**
 * Registers a member through the API (the code read from the admin surface), ready to withdraw;
 * `from` names the client's address to a server behind a trusted proxy.
 */
export async function registerMember(base: string, n: number, from?: string): Promise<Member> {
  const email = `crash${n}.${randomUUID().slice(0, 8)}@green.sg`;
  await ok(
    call(base, 'POST', '/login/sendcode', { email, purpose: 'register' }, { from }),
    'send code',
  );
  const { code } = await ok(
    call<{ code: string }>(
      base,
      'GET',
      '/admin/verificationcode',
      { email, purpose: 'register' },
      { admin: true, from },
    ),
    'verification code',
  );
  const registered = await ok(
    call<{ token: string; loginInfo: { mem_id: number } }>(
      base,
      'POST',
      '/login/register',
      {
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
      },
      { from },
    ),
    'register',
  );
  const { token } = registered;
  await ok(
    call(
      base,
      'PUT',
      '/member/bankcard',
      { bankName: 'DBS Bank', accountNumber: '012-345678-9', holderName: 'Ana Tan' },
      { token, from },
    ),
    'bank card',
  );
  await ok(
    call(
      base,
      'POST',
      '/member/withdrawalpassword',
      { password: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
      { token, from },
    ),
    'withdrawal password',
  );
  const topUp = await ok(
    call<{ id: number }>(
      base,
      'POST',
      '/wallet/topup',
      { amount: '20000' },
      { token, key: randomUUID(), from },
    ),
    'top-up',
  );
  await ok(
    call(base, 'POST', '/admin/topup/confirm', { id: topUp.id }, { admin: true, from }),
    'confirm',
  );
  return { memberId: registered.loginInfo.mem_id, token, bought: [] };
}

/**
 * Projects in progress with `quantity` tons each, plenty by default (each member may buy each only
 * 3 times a month).
 */
export async function createProjects(
  base: string,
  count: number,
  quantity = '100000',
): Promise<number[]> {
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
          quantity,
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
 * Concurrent workers sending buys, top-ups with their confirmation, withdrawals, sales,
 * retirements and refusals of withdrawals until `stop()`; connection errors (the server was killed) end nothing
 * but the request. Counts the money moves the server accepted and the requests not yet answered.
 */
type Move = 'buy' | 'topUp' | 'withdraw' | 'sell' | 'retire' | 'refuse';

export function fireStream(base: string, members: Member[], projects: number[], workers = 12) {
  let stopped = false;
  let inFlight = 0;
  const accepted: Record<Move, number> = {
    buy: 0,
    topUp: 0,
    withdraw: 0,
    sell: 0,
    retire: 0,
    refuse: 0,
  };

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
      // Sells half a ton, or retires a ton, of a project bought earlier (a buy first when there
      // is none).
      if (member.bought.length === 0) await buy(member);
      else if (roll < 0.9)
        await moneyMove('sell', member, '/credits/sell', {
          projectId: pick(member.bought),
          kind: 'normal',
          quantity: '0.5',
        });
      else
        await moneyMove('retire', member, '/credits/retire', {
          projectId: pick(member.bought),
          kind: 'normal',
          quantity: '1',
          reason: 'Crash test',
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
          { id: first.id, reason: 'Bank details do not match' },
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
