import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { hashPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/tokens';
import type { TestServer } from './testServer';

/** The login password testServer.registerMember gives every member. */
export const LOGIN_PASSWORD = 'Greener2026';
/** The withdrawal password the kit sets. */
export const WITHDRAWAL_PASSWORD = 'Withdraw#2026';

/** A bank card in the name testServer.registerMember registers (Ana Tan). */
export const BANK_CARD = {
  bankName: 'DBS Bank',
  accountNumber: '012-345678-9',
  holderName: 'Ana Tan',
  paynowNumber: '91234567',
};

const hashes = new Map<string, Promise<string>>();
/** One hash per password and cost for the whole run, at the cost of the server it is for. */
const hashOf = (server: TestServer, password: string) => {
  const { cost } = server.services.hashing;
  const key = `${cost.N}/${cost.r}/${cost.p}/${password}`;
  const known = hashes.get(key);
  if (known) return known;
  const made = hashPassword(password, cost);
  hashes.set(key, made);
  return made;
};

let created = 0;

export interface MemberOverrides {
  visitorType?: 'personal' | 'corporate';
  email?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  uen?: string;
  password?: string;
  invitationCode?: string;
}

/**
 * A registered member with a signed-in session, written straight into the database (what a
 * registration leaves behind) so a suite can make many without the sign-up throttles or a
 * password hash each. Registration itself is the auth area's to test.
 */
export async function createMember(server: TestServer, overrides: MemberOverrides = {}) {
  created += 1;
  const email = overrides.email ?? `wallet${created}.${Date.now()}@green.sg`;
  const corporate = overrides.visitorType === 'corporate';
  const passwordHash = await hashOf(server, overrides.password ?? LOGIN_PASSWORD);
  const { id: memberId } = await server.data
    .q()
    .insertInto('members')
    .values({
      visitor_type: corporate ? 'corporate' : 'personal',
      email,
      password_hash: passwordHash,
      first_name: overrides.firstName ?? 'Ana',
      last_name: overrides.lastName ?? 'Tan',
      // One IC number belongs to one member: each gets their own.
      ic_number: `S${String(created).padStart(7, '0')}D`,
      company_name: corporate ? (overrides.companyName ?? 'Green Leaf Pte Ltd') : null,
      uen: corporate ? (overrides.uen ?? '201912345K') : null,
      mobile: '91234567',
      invitation_code: overrides.invitationCode ?? null,
      created_at: server.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await server.data
    .q()
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      member_id: memberId,
      created_at: server.now().toISOString(),
    })
    .execute();
  return { token, memberId, email };
}

/**
 * A member ready to withdraw: registered, with a bank card (saved through the API), a withdrawal
 * password and `cents` in the available balance (each step optional).
 */
export async function prepareMember(
  server: TestServer,
  { cents = 0n, card = true, withdrawalPassword = true } = {},
) {
  const member = await createMember(server);
  const { token } = member;
  if (card) {
    const saved = await server.call('PUT', '/member/bankcard', BANK_CARD, { token });
    if (saved.code !== 0) throw new Error(`bank card: ${saved.msg}`);
  }
  if (withdrawalPassword)
    await server.data
      .q()
      .updateTable('members')
      .set({ withdrawal_password_hash: await hashOf(server, WITHDRAWAL_PASSWORD) })
      .where('id', '=', member.memberId)
      .execute();
  if (cents > 0n) await server.fund(member.memberId, cents);
  return member;
}

/** Signs a member in again (after the operator ended their sessions) and returns the new token. */
export async function loginAgain(server: TestServer, email: string): Promise<string> {
  const reply = await server.call<{ token: string }>('POST', '/login/login', {
    visitorType: 'personal',
    email,
    password: LOGIN_PASSWORD,
    agreed: true,
  });
  if (reply.code !== 0) throw new Error(`login: ${reply.msg}`);
  return reply.data.token;
}

/** The wallet row in cents (zeros before it exists). */
export async function walletCents(server: TestServer, memberId: number) {
  const row = await server.data
    .q()
    .selectFrom('wallets')
    .select(['available_cents', 'frozen_cents', 'pending_cents', 'declined_cents'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    available: BigInt(row?.available_cents ?? 0),
    frozen: BigInt(row?.frozen_cents ?? 0),
    pending: BigInt(row?.pending_cents ?? 0),
    declined: BigInt(row?.declined_cents ?? 0),
  };
}

/** Per balance, the sum of the member's fund records, and what the wallet row says. */
export async function ledgerVersusWallet(server: TestServer, memberId: number) {
  const sums = await server.data
    .q()
    .selectFrom('fund_records')
    .select(({ fn }) => ['balance', fn.sum<number>('amount_cents').as('total')])
    .where('member_id', '=', memberId)
    .groupBy('balance')
    .execute();
  const ledger: Record<string, bigint> = { available: 0n, frozen: 0n, pending: 0n, declined: 0n };
  for (const { balance, total } of sums) ledger[balance] = BigInt(total);
  return { ledger, wallet: { ...(await walletCents(server, memberId)) } };
}

/** The fund records of a member, oldest first. */
export function fundRecordsOf(server: TestServer, memberId: number) {
  return server.data
    .q()
    .selectFrom('fund_records')
    .select(['type', 'balance', 'amount_cents', 'reference'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** Collects what the server pushes to a member. */
export function capturePushes(server: TestServer, memberId: number) {
  const pushes: SocketPushInput[] = [];
  const stop = server.events.subscribe(memberId, (push) => pushes.push(push));
  return { pushes, stop };
}
