import type { OperatorRole } from '@carbonmarket/domain/contract';
import { authenticatorCode } from '../operators/authenticator';
import type { TestServer } from './testServer';

/** An operator enrolled on a test server: their session and what signs them in again. */
export interface TestOperator {
  id: number;
  email: string;
  password: string;
  /** The authenticator's secret, to make codes with. */
  secret: string;
  token: string;
  recoveryCodes: string[];
}

export const TEST_OPERATOR_PASSWORD = 'Console-Green-2026';

/** Steps the server's clock to the next authenticator step, so a new code is due. */
export const nextCodeStep = (server: TestServer) => server.advance(30_000);

/** The code the operator's authenticator shows at the server's time. */
export const codeNow = (server: TestServer, operator: { secret: string }) =>
  authenticatorCode(operator.secret, server.now());

/** Invites an operator with the admin key and enrols them: password, authenticator, recovery codes. */
export async function enrolOperator(
  server: TestServer,
  {
    email,
    name = 'Mei Lin',
    role = 'operator',
  }: { email: string; name?: string; role?: OperatorRole },
): Promise<TestOperator> {
  const invited = await server.call<{ operator: { id: number }; enrolmentToken: string }>(
    'POST',
    '/admin/operator/invite',
    { email, name, role },
    { admin: true },
  );
  if (invited.code !== 0) throw new Error(`invite: ${invited.msg}`);
  const token = invited.data.enrolmentToken;
  const shown = await server.call<{ secret: string }>('GET', '/admin/enrolment', { token });
  if (shown.code !== 0) throw new Error(`enrolment: ${shown.msg}`);
  const { secret } = shown.data;
  const enrolled = await server.call<{ token: string; recoveryCodes: string[] }>(
    'POST',
    '/admin/enrol',
    { token, password: TEST_OPERATOR_PASSWORD, code: authenticatorCode(secret, server.now()) },
  );
  if (enrolled.code !== 0) throw new Error(`enrol: ${enrolled.msg}`);
  return {
    id: invited.data.operator.id,
    email,
    password: TEST_OPERATOR_PASSWORD,
    secret,
    token: enrolled.data.token,
    recoveryCodes: enrolled.data.recoveryCodes,
  };
}
