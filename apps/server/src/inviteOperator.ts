import { parseArgs } from 'node:util';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { createPasswordHashing } from './auth/passwords';
import { readConfig } from './config';
import { openData } from './db/openData';
import { createAuditTrail } from './operators/auditTrail';
import { createOperatorAccounts } from './operators/operatorAccounts';
import { createOperatorSessions } from './operators/operatorSessions';
import { ApiError } from './apiError';

// `npm run operator:invite -- --email you@example.sg --name "Your Name"`: invites a member of the
// operator's staff from the server's command line, an admin unless `--role operator` is given.
// This is how the first admin comes to be (there is no default account or password); later ones
// are invited from the console. It prints the enrolment link, valid 24 hours, where they set
// their password and add the authenticator. The invitation is kept in the audit trail.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    origin: { type: 'string' },
  },
});
const input = adminEndpoints.inviteOperator.request.safeParse(values);
if (!input.success) {
  console.error(
    'Usage: npm run operator:invite -- --email <address> --name <name> [--role admin|operator] [--origin https://console.example.sg]',
  );
  console.error(
    input.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
  process.exit(2);
}
const config = readConfig();
const data = await openData(config);
try {
  const audit = createAuditTrail(data);
  const sessions = createOperatorSessions(data);
  const operators = createOperatorAccounts(data, {
    sessions,
    audit,
    hashing: createPasswordHashing(),
  });
  const now = new Date();
  const invited = await audit.record(
    {
      action: adminEndpoints.inviteOperator.name,
      actor: { kind: 'command' },
      input: input.data,
      at: now,
    },
    () => operators.invite(input.data, now),
  );
  const origin = values.origin ?? `http://localhost:${config.port}`;
  console.log(`Invited ${invited.operator.email} as ${invited.operator.role}.`);
  console.log(`Enrolment link (valid until ${invited.expiresAt.toISOString()}), to open once:`);
  console.log(`${origin}/console/enrol#${invited.enrolmentToken}`);
} catch (error) {
  if (error instanceof ApiError && error.code === 'EMAIL_EXISTS') {
    console.error(
      `${String(values.email)} is already on the staff: re-enrol them from the console.`,
    );
    process.exitCode = 1;
  } else throw error;
} finally {
  await data.close();
}
