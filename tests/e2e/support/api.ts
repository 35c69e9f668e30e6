// Calls to the real server from the test itself, typed by the contract's endpoint definitions:
// what the operator does through the admin surface, and set-up a journey does not test.
import { randomInt, randomUUID } from 'node:crypto';
import { API_BASE_PATH, requestHeaders } from '@carbonmarket/domain';
import {
  ADMIN_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  endpoints,
  adminEndpoints,
} from '@carbonmarket/domain/contract';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import { ADMIN_KEY } from './server';

/** A reply as the server writes it (docs/API.md). */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface Caller {
  /** The session token, sent the way the app sends it (the raw token as Authorization). */
  token?: string | null;
  /** Sends the operator's key. */
  admin?: boolean;
  /** Sent as Idempotency-Key (money-moving endpoints need one). */
  idempotencyKey?: string;
}

/** One call; the envelope whatever its code. */
export async function send<E extends Endpoint>(
  base: string,
  endpoint: E,
  input: RequestOf<E>,
  { token = null, admin = false, idempotencyKey }: Caller = {},
): Promise<Envelope> {
  if (endpoint.path.includes(':'))
    throw new Error(`${endpoint.name}: path parameters not supported`);
  const fields = Object.entries(input as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  const get = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const query = get ? new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString() : '';
  const response = await fetch(
    `${base}${API_BASE_PATH}${endpoint.path}${query ? `?${query}` : ''}`,
    {
      method: endpoint.method,
      headers: {
        ...requestHeaders(token),
        ...(admin ? { [ADMIN_KEY_HEADER]: ADMIN_KEY } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      },
      ...(get ? {} : { body: JSON.stringify(Object.fromEntries(fields)) }),
      signal: AbortSignal.timeout(15_000),
    },
  );
  return (await response.json()) as Envelope;
}

/** One call that must succeed: its data, parsed by the contract. */
export async function call<E extends Endpoint>(
  base: string,
  endpoint: E,
  input: RequestOf<E>,
  caller: Caller = {},
): Promise<ResponseOf<E>> {
  const reply = await send(base, endpoint, input, caller);
  if (reply.code !== 0)
    throw new Error(`${endpoint.name}: ${reply.code} ${reply.msg} ${JSON.stringify(reply.data)}`);
  return endpoint.response.parse(reply.data) as ResponseOf<E>;
}

/** The last verification code the server "sent" to an address, read by the operator. */
export async function verificationCodeFor(
  base: string,
  email: string,
  purpose: 'register' | 'reset_password' = 'register',
): Promise<string> {
  const { code } = await call(
    base,
    adminEndpoints.lastVerificationCode,
    { email, purpose },
    { admin: true },
  );
  return code;
}

/** How many sockets the member has open right now, as the server counts them. */
export async function openSockets(base: string, memberId: number): Promise<number> {
  const { open } = await call(base, adminEndpoints.socketStatus, { memberId }, { admin: true });
  return open;
}

/** A fresh address no other journey uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${randomUUID().slice(0, 8)}@e2e.carbonmarket.sg`;

/**
 * An IC number for a test member: one IC number belongs to one member, so each is drawn from the
 * 1.3 billion the format allows (a repeat among a run's few dozen members is a one-in-a-million
 * chance).
 */
export const uniqueIcNumber = () =>
  `${'STFGM'.charAt(randomInt(5))}${String(randomInt(10_000_000)).padStart(7, '0')}${String.fromCharCode(65 + randomInt(26))}`;

/** A login password the rules accept. */
export const PASSWORD = 'Greener2026';

export interface Member {
  memberId: number;
  email: string;
  password: string;
}

/**
 * A personal member registered through the API (the code read by the operator); with
 * `answerFaq`, the questionnaire is answered too (first option of every question), so the app
 * does not send them to it.
 */
export async function registerMember(
  base: string,
  { answerFaq = true }: { answerFaq?: boolean } = {},
): Promise<Member> {
  const email = uniqueEmail('member');
  await call(base, endpoints.auth.sendCode, { email, purpose: 'register' });
  const code = await verificationCodeFor(base, email);
  const session = await call(base, endpoints.auth.register, {
    visitorType: 'personal',
    email,
    code,
    firstName: 'Wei Ling',
    lastName: 'Tan',
    icNumber: uniqueIcNumber(),
    mobile: '91234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreed: true,
  });
  if (answerFaq) {
    const { token } = session;
    const { questions } = await call(base, endpoints.faq.questions, { lang: 'en' }, { token });
    const answers: Record<string, string> = {};
    for (const question of questions) {
      const first = question.options[0];
      if (first) answers[question.id] = first.id;
    }
    await call(base, endpoints.faq.answer, { lang: 'en', answers }, { token });
  }
  return { memberId: session.loginInfo.mem_id, email, password: PASSWORD };
}

/** A member registered as above and logged in through the API, with the session's token. */
export async function signedInMember(base: string): Promise<Member & { token: string }> {
  const member = await registerMember(base);
  const { token } = await call(base, endpoints.auth.login, {
    visitorType: 'personal',
    email: member.email,
    password: member.password,
    agreed: true,
  });
  return { ...member, token };
}
